import { useState } from 'react';
import { HistoryCatchingUp } from '@/components/history-status';
import { Pager } from '@/components/ui/pager';
import { Loading } from '@/components/ui/spinner';
import { TxLink } from '@/components/wallet/transaction-status';
import { formatDateTime, truncateMiddle } from '@/lib/format';
import { describeAuditEvent } from '../audit-events';
import { useAuditLog } from '../hooks/use-audit-log';
import { useOwnerContext } from '../hooks/use-owner-context';

const PAGE_SIZE = 20;

/**
 * Who changed what and when, from the contract's events, newest first, with transaction links;
 * with an owner timelock, its scheduled, run and cancelled calls too.
 */
export function AuditLog() {
  const { contract, chainId, timelock } = useOwnerContext();
  const log = useAuditLog(contract, chainId, timelock?.address);
  const [page, setPage] = useState(0);
  const entries = log.data?.entries ?? [];
  const pages = Math.max(1, Math.ceil(entries.length / PAGE_SIZE));
  const current = Math.min(page, pages - 1);
  const shown = entries.slice(current * PAGE_SIZE, (current + 1) * PAGE_SIZE);
  // The indexer is behind or down: said, and what was read before stays.
  const catchingUp = log.isError || log.data?.catchingUp === true;

  if (!log.data) {
    return log.isError ? <HistoryCatchingUp /> : <Loading>Reading the contract’s history…</Loading>;
  }
  if (entries.length === 0) {
    return (
      <div className="space-y-3">
        {catchingUp ? <HistoryCatchingUp /> : null}
        <p className="text-sm text-slate-600">No changes yet.</p>
      </div>
    );
  }

  return (
    <div className="space-y-4">
      {catchingUp ? <HistoryCatchingUp /> : null}
      <ol className="divide-y divide-slate-200 rounded-3xl border border-slate-200 bg-white">
        {shown.map((entry) => {
          const { title, detail } = describeAuditEvent(entry);
          return (
            <li
              key={`${entry.transactionHash}-${entry.logIndex}`}
              className="grid gap-1 p-4 text-sm sm:grid-cols-[10rem_1fr_auto] sm:gap-4"
            >
              <p className="text-slate-600">{formatDateTime(entry.timestamp)}</p>
              <div className="min-w-0">
                <p className="font-semibold text-brand-950">{title}</p>
                <p className="break-words text-slate-700">{detail}</p>
                <p className="text-slate-600">
                  By{' '}
                  <span className="font-mono text-xs" title={entry.sender}>
                    {entry.sender ? truncateMiddle(entry.sender) : 'unknown'}
                  </span>
                </p>
              </div>
              <p>
                <TxLink chainId={chainId} hash={entry.transactionHash} short />
              </p>
            </li>
          );
        })}
      </ol>
      <Pager
        label="Audit log pages"
        page={current + 1}
        pages={pages}
        onPage={(page) => setPage(page - 1)}
        previousLabel="Newer"
        nextLabel="Older"
      />
    </div>
  );
}
