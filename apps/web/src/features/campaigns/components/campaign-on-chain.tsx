import { plural, t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { useChainId } from 'wagmi';
import { HistoryCatchingUp } from '@/components/history-status';
import { paths } from '@/config/paths';
import type { Campaign } from '@/content/schemas';
import { ethText, formatDateTime, formatNumber, truncateMiddle } from '@/lib/format';
import type { DonationRow } from '@/lib/indexer';
import { useCampaignTotals, useRecentDonations } from '../api/use-campaign-totals';
import { networkName } from '@/lib/chain-facts';
import { MemoText } from '@/components/memo-text';

type CardCampaign = Pick<Campaign, 'id' | 'title'>;

/**
 * What was given to a campaign through this site, from the indexer: the sum of its Donated
 * events and how many wallets gave, with the block they are counted to, and on request its
 * latest donations. Every card reads the page's one list request (same query key).
 */
export default function CampaignOnChain({ campaign }: { campaign: CardCampaign }) {
  const chainId = useChainId();
  const totals = useCampaignTotals(chainId);
  const network = networkName(chainId);

  if (!totals.open) {
    return <p>{t`Donations through this site are not open on ${network}.`}</p>;
  }
  if (!totals.data) {
    // Down or not read yet: the page's catching-up line says so once, above the cards.
    return totals.isError ? (
      <p className="text-slate-600">
        {t`Raised on-chain through this site: shown once the history has caught up.`}
      </p>
    ) : (
      <p role="status" className="text-slate-600">
        {t`Reading what was raised through this site…`}
      </p>
    );
  }
  const found = totals.data.campaigns.find((c) => c.campaignId === campaign.id);
  if (!found) {
    return <p>{t`Not registered for donations on ${network}, so nothing was raised here.`}</p>;
  }
  const { indexed } = totals.data;
  // Wei as ETH, as the portfolio writes it: 2 to 6 decimals.
  const raised = ethText(found.raised, 6);
  const donors = formatNumber(found.donors, { decimals: 0 });
  const block = formatNumber(indexed.block, { decimals: 0 });
  const time = indexed.timestamp ? formatDateTime(indexed.timestamp) : undefined;
  return (
    <>
      <p className="text-brand-950">
        <Trans>
          Raised on-chain through this site:{' '}
          <strong className="font-semibold tabular-nums">{raised}</strong> from{' '}
          {plural(found.donors, { one: `${donors} donor`, other: `${donors} donors` })}
        </Trans>
      </p>
      <p className="mt-1 text-xs text-slate-600">
        {time
          ? t`Counted from the donations contract on ${network} up to block ${block} (${time}).`
          : t`Counted from the donations contract on ${network} up to block ${block}.`}
        {found.active ? null : ` ${t`This campaign is not taking donations right now.`}`}
      </p>
      {found.donations > 0 ? (
        <RecentDonations chainId={chainId} campaign={campaign} />
      ) : (
        <p className="mt-2 text-slate-600">{t`No donations through this site yet.`}</p>
      )}
    </>
  );
}

/** The campaign's latest donations, read (one request) only once a visitor opens them. */
function RecentDonations({ chainId, campaign }: { chainId: number; campaign: CardCampaign }) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  return (
    <div className="mt-3">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((was) => !was)}
        className="font-semibold text-brand-800 underline"
      >
        {open ? t`Hide recent donations` : t`Show recent donations`}
      </button>
      <div id={listId}>{open ? <DonationList chainId={chainId} campaign={campaign} /> : null}</div>
    </div>
  );
}

function DonationList({ chainId, campaign }: { chainId: number; campaign: CardCampaign }) {
  const recent = useRecentDonations(chainId, campaign.id);
  const catchingUp = recent.isError || recent.data?.catchingUp === true;
  const title = campaign.title;
  return (
    <>
      {catchingUp ? <HistoryCatchingUp className="mt-2" /> : null}
      {recent.data === undefined ? (
        recent.isError ? null : (
          <p role="status" className="mt-2 text-slate-600">
            {t`Reading the latest donations…`}
          </p>
        )
      ) : recent.data.donations.length === 0 ? (
        <p className="mt-2 text-slate-600">{t`No donations through this site yet.`}</p>
      ) : (
        <ol aria-label={t`Recent donations to ${title}`} className="mt-2 space-y-2">
          {recent.data.donations.map((row) => (
            <DonationItem key={`${row.hash}-${row.logIndex}`} row={row} chainId={chainId} />
          ))}
        </ol>
      )}
    </>
  );
}

function DonationItem({ row, chainId }: { row: DonationRow; chainId: number }) {
  const when = formatDateTime(row.timestamp);
  const donor = truncateMiddle(row.donor);
  const amount = ethText(row.amount, 6);
  return (
    <li className="min-w-0 rounded-xl bg-white p-3">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3">
        <span className="font-mono text-xs" title={row.donor}>
          <Trans>
            <span className="sr-only">From </span>
            {donor}
          </Trans>
        </span>
        <span className="font-semibold tabular-nums">{amount}</span>
      </div>
      <MemoText memo={row.memo} className="mt-1" />
      <div className="mt-1 flex flex-wrap items-baseline justify-between gap-x-3 text-xs text-slate-600">
        <time dateTime={new Date(row.timestamp).toISOString()}>{when}</time>
        {/* A label, not hidden text: hidden text at the row's right edge would lie past it. */}
        <Link
          to={paths.receipt(chainId, row.hash)}
          aria-label={t`Receipt of the donation of ${amount}, ${when}`}
          className="font-semibold text-brand-800 underline"
        >
          {t`Receipt`}
        </Link>
      </div>
    </li>
  );
}
