import type { IndexedOwnerEvent } from '@eco/shared';
import { HistoryCatchingUp } from '@/components/history-status';
import { formatUtcSeconds } from '@/lib/format';
import { useOwnerLog } from '@/lib/owner-log';
import { describeCall } from '@/lib/wallet/call-text';
import { eventArgs } from '../change-log';
import { TxLink } from './address-line';
import { Section } from './treasury-sections';

const statusWords = {
  pending: 'Announced, not run yet',
  executed: 'Announced and run',
  cancelled: 'Announced, then cancelled',
} as const;

/** The newest changes shown at once; the deployment alone records a few dozen. */
const shownEvents = 10;

function EventItem({ event, chainId }: { event: IndexedOwnerEvent; chainId: number }) {
  return (
    <li className="rounded-2xl border border-slate-200 bg-white p-4">
      <p className="font-semibold text-brand-950">{event.eventName}</p>
      <p className="mt-1 text-sm break-words text-slate-700">{eventArgs(event.args)}</p>
      <p className="mt-1 text-sm text-slate-600">
        {formatUtcSeconds(event.timestamp)} · block {event.blockNumber} ·{' '}
        <TxLink hash={event.transactionHash} chainId={chainId} />
      </p>
    </li>
  );
}

/**
 * The owner's public change log: every call the owner timelock was asked to make (announced
 * before it can run) and every owner change ECO recorded, from the indexer.
 */
export function ChangeLogSection({ chainId }: { chainId: number }) {
  const log = useOwnerLog(chainId);
  const data = log.data;
  return (
    <Section id="change-log" title="The owner's change log">
      <p className="text-slate-700">
        Every owner call goes through the owner timelock: it is announced on the chain, waits out
        the delay, and only then runs. Below are all announcements, newest first, and every change
        the token recorded, with the transactions that made them.
      </p>
      {data?.catchingUp || log.isError ? <HistoryCatchingUp /> : null}
      {!data ? (
        log.isError ? null : (
          <p className="text-slate-700">Reading the change log…</p>
        )
      ) : (
        <>
          <h3 className="text-lg font-semibold text-brand-950">Announced calls</h3>
          {data.operations.length === 0 ? (
            <p className="text-slate-700">No owner call has been announced.</p>
          ) : (
            <ol className="space-y-3">
              {[...data.operations].reverse().map((op) => {
                const described = describeCall(chainId, op.target, op.data);
                return (
                  <li
                    key={op.id}
                    className="rounded-2xl border border-slate-200 bg-white p-4"
                    data-operation-status={op.status}
                  >
                    <p className="font-semibold text-brand-950">
                      {described.contract}:{' '}
                      <code className="font-mono text-sm break-all">{described.call}</code>
                    </p>
                    <p className="mt-1 text-sm text-slate-700">
                      {statusWords[op.status]}. Announced {formatUtcSeconds(op.scheduledTimestamp)},
                      could run from {formatUtcSeconds(op.readyAt)}
                      {op.settledTimestamp
                        ? `, ${op.status} ${formatUtcSeconds(op.settledTimestamp)}`
                        : ''}
                      .
                    </p>
                    <p className="mt-1 text-sm text-slate-600">
                      Announced in <TxLink hash={op.scheduledTx} chainId={chainId} />
                      {op.settledTx ? (
                        <>
                          {' '}
                          · {op.status} in <TxLink hash={op.settledTx} chainId={chainId} />
                        </>
                      ) : null}
                    </p>
                  </li>
                );
              })}
            </ol>
          )}
          <h3 className="text-lg font-semibold text-brand-950">Changes the token recorded</h3>
          {data.events.length === 0 ? (
            <p className="text-slate-700">The token has recorded no owner change.</p>
          ) : (
            <ol className="space-y-3">
              {data.events.slice(0, shownEvents).map((event) => (
                <EventItem
                  key={`${event.transactionHash}-${event.logIndex}`}
                  event={event}
                  chainId={chainId}
                />
              ))}
            </ol>
          )}
          {data.events.length > shownEvents ? (
            <details className="rounded-2xl border border-slate-200 bg-white p-4">
              <summary className="cursor-pointer font-semibold text-brand-800">
                Show the {data.events.length - shownEvents} earlier changes
              </summary>
              <ol className="mt-3 space-y-3">
                {data.events.slice(shownEvents).map((event) => (
                  <EventItem
                    key={`${event.transactionHash}-${event.logIndex}`}
                    event={event}
                    chainId={chainId}
                  />
                ))}
              </ol>
            </details>
          ) : null}
        </>
      )}
    </Section>
  );
}
