import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import type { IndexedOwnerEvent, IndexedTimelockOperation } from '@eco/shared';
import { HistoryCatchingUp } from '@/components/history-status';
import { formatUtcSeconds } from '@/lib/format';
import { useOwnerLog } from '@/lib/owner-log';
import { describeCall } from '@/lib/wallet/call-text';
import { eventArgs } from '../change-log';
import { TxLink } from './address-line';
import { Section } from './treasury-sections';

/** The newest changes shown at once; the deployment alone records a few dozen. */
const shownEvents = 10;

function EventItem({ event, chainId }: { event: IndexedOwnerEvent; chainId: number }) {
  const date = formatUtcSeconds(event.timestamp);
  const block = event.blockNumber;
  const transaction = <TxLink hash={event.transactionHash} chainId={chainId} />;
  return (
    <li className="rounded-2xl border border-slate-200 bg-white p-4">
      {/* The event and its arguments as the contract's source names them, as an explorer shows
          them: code, in no language, so never translated. */}
      <p className="font-semibold text-brand-950">
        <code translate="no">{event.eventName}</code>
      </p>
      <p className="mt-1 text-sm break-words text-slate-700">
        <code translate="no">{eventArgs(event.args)}</code>
      </p>
      <p className="mt-1 text-sm text-slate-600">
        <Trans>
          {date} · block {block} · {transaction}
        </Trans>
      </p>
    </li>
  );
}

/**
 * An announced call's course, in one sentence: announced, when it could run from, and when it
 * ran or was cancelled.
 */
function operationText(op: IndexedTimelockOperation): string {
  const announced = formatUtcSeconds(op.scheduledTimestamp);
  const ready = formatUtcSeconds(op.readyAt);
  const settled = op.settledTimestamp ? formatUtcSeconds(op.settledTimestamp) : undefined;
  switch (op.status) {
    case 'pending':
      return t`Announced, not run yet. Announced ${announced}, could run from ${ready}.`;
    case 'executed':
      return settled
        ? t`Announced and run. Announced ${announced}, could run from ${ready}, executed ${settled}.`
        : t`Announced and run. Announced ${announced}, could run from ${ready}.`;
    case 'cancelled':
      return settled
        ? t`Announced, then cancelled. Announced ${announced}, could run from ${ready}, cancelled ${settled}.`
        : t`Announced, then cancelled. Announced ${announced}, could run from ${ready}.`;
  }
}

/** Where a call was announced, and where it ran or was cancelled. */
function OperationTransactions({ op, chainId }: { op: IndexedTimelockOperation; chainId: number }) {
  const announcedIn = <TxLink hash={op.scheduledTx} chainId={chainId} />;
  const settledIn = op.settledTx ? <TxLink hash={op.settledTx} chainId={chainId} /> : null;
  if (!settledIn || op.status === 'pending') return <Trans>Announced in {announcedIn}</Trans>;
  return op.status === 'cancelled' ? (
    <Trans>
      Announced in {announcedIn} · cancelled in {settledIn}
    </Trans>
  ) : (
    <Trans>
      Announced in {announcedIn} · executed in {settledIn}
    </Trans>
  );
}

/**
 * The owner's public change log: every call the owner timelock was asked to make (announced
 * before it can run) and every owner change ECO recorded, from the indexer.
 */
export function ChangeLogSection({ chainId }: { chainId: number }) {
  const log = useOwnerLog(chainId);
  const data = log.data;
  const earlier = (data?.events.length ?? 0) - shownEvents;
  return (
    <Section id="change-log" title={t`The owner's change log`}>
      <p className="text-slate-700">
        {t`Every owner call goes through the owner timelock: it is announced on the chain, waits out the delay, and only then runs. Below are all announcements, newest first, and every change the token recorded, with the transactions that made them.`}
      </p>
      {data?.catchingUp || log.isError ? <HistoryCatchingUp /> : null}
      {!data ? (
        log.isError ? null : (
          <p className="text-slate-700">{t`Reading the change log…`}</p>
        )
      ) : (
        <>
          <h3 className="text-lg font-semibold text-brand-950">{t`Announced calls`}</h3>
          {data.operations.length === 0 ? (
            <p className="text-slate-700">{t`No owner call has been announced.`}</p>
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
                    <p className="mt-1 text-sm text-slate-700">{operationText(op)}</p>
                    <p className="mt-1 text-sm text-slate-600">
                      <OperationTransactions op={op} chainId={chainId} />
                    </p>
                  </li>
                );
              })}
            </ol>
          )}
          <h3 className="text-lg font-semibold text-brand-950">{t`Changes the token recorded`}</h3>
          {data.events.length === 0 ? (
            <p className="text-slate-700">{t`The token has recorded no owner change.`}</p>
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
                {t`Show the ${earlier} earlier changes`}
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
