import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { findEcoDeployment } from '@eco/contracts';
import { Link } from 'react-router';
import { HistoryCatchingUp } from '@/components/history-status';
import { SampleBadge } from '@/components/ui/sample-badge';
import { paths } from '@/config/paths';
import { campaigns } from '@/content/campaigns';
import { isSample } from '@/content/provenance';
import { ethText, formatDateTime } from '@/lib/format';
import type { DonationRow } from '@/lib/indexer';
import { useDonationHistory } from '../api/use-donation-history';
import { MemoText } from '@/components/memo-text';
import { ShowMore } from './show-more';

/**
 * "Your donations": the donations the account made through the donations contract, newest first,
 * from the indexer, a page at a time ("Show more" reads the next), each with the campaign's name (content, by its id in the contract), the amount, the
 * memo, the date and the receipt. Cards at every width: a memo has no column width to fit.
 * `notice`: say here when the history is catching up; off where the page says it once for all
 * of its histories.
 */
export function DonationHistory({
  account,
  chainId,
  notice = true,
}: {
  account: `0x${string}`;
  chainId: number;
  notice?: boolean;
}) {
  const history = useDonationHistory(account, chainId);
  const open = Boolean(findEcoDeployment(chainId)?.donations);
  const catchingUp = notice && (history.isError || history.data?.catchingUp === true);
  const rows = history.data?.rows;
  return (
    <section aria-labelledby="donations-heading">
      <h2 id="donations-heading" className="text-xl font-semibold text-brand-950">
        {t`Your donations`}
      </h2>
      {catchingUp ? <HistoryCatchingUp className="mt-3" /> : null}
      {!open ? (
        <p className="mt-3 text-slate-600">
          {t`Donations through this site are not open on the network your wallet is using.`}
        </p>
      ) : rows === undefined ? (
        history.isError ? null : (
          <p role="status" className="mt-3 text-slate-600">
            {t`Reading your donations…`}
          </p>
        )
      ) : rows.length === 0 ? (
        <p className="mt-3 text-slate-600">{t`No donations from this wallet yet.`}</p>
      ) : (
        <>
          <ol aria-label={t`Donations`} className="mt-4 space-y-3">
            {rows.map((row) => (
              <DonationCard key={`${row.hash}-${row.logIndex}`} row={row} chainId={chainId} />
            ))}
          </ol>
          <ShowMore shown={rows.length} kind="donations" pages={history} />
        </>
      )}
    </section>
  );
}

function DonationCard({ row, chainId }: { row: DonationRow; chainId: number }) {
  const campaign = campaigns.find((c) => c.id === row.campaignId);
  // A campaign the contract knows but the site does not (registered since): named by its id.
  const id = row.campaignId;
  const name = campaign?.title ?? t`Campaign ${id}`;
  const when = formatDateTime(row.timestamp);
  return (
    <li className="min-w-0 rounded-2xl border border-slate-200 bg-white p-4 text-sm">
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1">
        <p className="flex min-w-0 flex-wrap items-center gap-2 font-semibold text-brand-950">
          {name}
          {campaign && isSample(campaign) ? <SampleBadge /> : null}
        </p>
        <p className="font-semibold tabular-nums">{ethText(row.amount, 6)}</p>
      </div>
      <MemoText memo={row.memo} className="mt-2" />
      <div className="mt-2 flex flex-wrap items-baseline justify-between gap-x-4 text-xs text-slate-600">
        <time dateTime={new Date(row.timestamp).toISOString()}>{when}</time>
        <Link
          to={paths.receipt(chainId, row.hash)}
          className="font-semibold text-brand-800 underline"
        >
          <Trans>
            Receipt
            <span className="sr-only">
              {' '}
              of your donation to {name}, {when}
            </span>
          </Trans>
        </Link>
      </div>
    </li>
  );
}
