import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router';
import { CheckCircle2, Clock, ExternalLink, HelpCircle, XCircle } from 'lucide-react';
import type { Address } from 'viem';
import {
  activityStatusWords,
  activityTitle,
  hasReceiptPage,
  outcomeHash,
} from '@/components/wallet/activity-words';
import { paths } from '@/config/paths';
import { formatDateTime } from '@/lib/format';
import { explorerUrl } from '@/lib/wallet/chains';
import { activityOf, useActivityStore, type ActivityRecord } from '@/stores/activity';

/** Items shown; older ones stay recorded (up to SETTLED_KEPT) but not listed. */
const SHOWN = 5;

function StatusIcon({ record }: { record: ActivityRecord }) {
  const className = 'mt-0.5 size-4 shrink-0';
  if (record.status === 'pending')
    return <Clock aria-hidden="true" className={`${className} text-sky-700`} />;
  if (record.status === 'confirmed')
    return <CheckCircle2 aria-hidden="true" className={`${className} text-brand-700`} />;
  if (record.status === 'not-found')
    return <HelpCircle aria-hidden="true" className={`${className} text-amber-700`} />;
  return <XCircle aria-hidden="true" className={`${className} text-red-700`} />;
}

function ActivityLink({ record, onNavigate }: { record: ActivityRecord; onNavigate: () => void }) {
  const hash = outcomeHash(record);
  if (!hash) return null;
  const title = activityTitle(record);
  if (hasReceiptPage(record)) {
    return (
      <Link
        to={paths.receipt(record.chainId, hash)}
        onClick={onNavigate}
        className="text-xs font-semibold text-brand-800 underline"
      >
        <Trans>
          Receipt<span className="sr-only"> of {title}</span>
        </Trans>
      </Link>
    );
  }
  const url = explorerUrl(record.chainId, 'tx', hash);
  if (!url) return null;
  return (
    <a
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      className="inline-flex items-center gap-1 text-xs font-semibold text-brand-800 underline"
    >
      <Trans>
        Explorer<span className="sr-only"> page of {title} (opens in a new tab)</span>
      </Trans>
      <ExternalLink aria-hidden="true" className="size-3" />
    </a>
  );
}

/**
 * "Recent activity" in the wallet menu: what this account sent from this browser on this chain,
 * newest first, with where each stands and a link to its receipt (purchases, donations) or its
 * explorer page. Pending ones update by themselves (TransactionWatcher and the sending dialog).
 */
export function RecentActivity({
  chainId,
  account,
  onNavigate,
}: {
  chainId: number;
  account: Address;
  onNavigate: () => void;
}) {
  const records = useActivityStore((state) => state.records);
  const clearSettled = useActivityStore((state) => state.clearSettled);
  const mine = activityOf(records, chainId, account);
  const settled = mine.some((record) => record.status !== 'pending');
  return (
    <section
      aria-labelledby="recent-activity-title"
      className="border-t border-slate-100 px-3 py-2"
    >
      <div className="flex items-center justify-between gap-2">
        <h2 id="recent-activity-title" className="text-xs font-semibold text-slate-700">
          {t`Recent activity`}
        </h2>
        {settled ? (
          <button
            type="button"
            onClick={() => clearSettled(chainId, account)}
            className="rounded px-1 text-xs text-slate-600 underline hover:text-slate-900"
          >
            <Trans>
              Clear<span className="sr-only"> finished activity</span>
            </Trans>
          </button>
        ) : null}
      </div>
      {mine.length === 0 ? (
        <p className="mt-1 text-xs text-slate-600">
          {t`Nothing sent from this browser yet. Purchases, donations and changes you send here are listed until they are final, even after a reload.`}
        </p>
      ) : (
        <ul className="mt-1 space-y-2">
          {mine.slice(0, SHOWN).map((record) => (
            <li key={record.id} className="flex items-start gap-2 text-sm">
              <StatusIcon record={record} />
              <div className="min-w-0 flex-1">
                <p className="text-slate-900 wrap-anywhere">{activityTitle(record)}</p>
                <p className="text-xs text-slate-600">
                  <span data-testid="activity-status">{activityStatusWords(record)}</span>
                  {' · '}
                  <time dateTime={new Date(record.sentAt).toISOString()}>
                    {formatDateTime(record.sentAt)}
                  </time>
                </p>
                <ActivityLink record={record} onNavigate={onNavigate} />
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
