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

/** Wei as ETH, as the portfolio writes it: 2 to 6 decimals. */
const count = (n: number, one: string, many: string) =>
  `${formatNumber(n, { decimals: 0 })} ${n === 1 ? one : many}`;

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
    return <p>Donations through this site are not open on {network}.</p>;
  }
  if (!totals.data) {
    // Down or not read yet: the page's catching-up line says so once, above the cards.
    return totals.isError ? (
      <p className="text-slate-600">
        Raised on-chain through this site: shown once the history has caught up.
      </p>
    ) : (
      <p role="status" className="text-slate-600">
        Reading what was raised through this site…
      </p>
    );
  }
  const found = totals.data.campaigns.find((c) => c.campaignId === campaign.id);
  if (!found) {
    return <p>Not registered for donations on {network}, so nothing was raised here.</p>;
  }
  const { indexed } = totals.data;
  return (
    <>
      <p className="text-brand-950">
        Raised on-chain through this site:{' '}
        <strong className="font-semibold tabular-nums">{ethText(found.raised, 6)}</strong> from{' '}
        {count(found.donors, 'donor', 'donors')}
      </p>
      <p className="mt-1 text-xs text-slate-600">
        Counted from the donations contract on {network} up to block{' '}
        {formatNumber(indexed.block, { decimals: 0 })}
        {indexed.timestamp ? ` (${formatDateTime(indexed.timestamp)})` : ''}.
        {found.active ? '' : ' This campaign is not taking donations right now.'}
      </p>
      {found.donations > 0 ? (
        <RecentDonations chainId={chainId} campaign={campaign} />
      ) : (
        <p className="mt-2 text-slate-600">No donations through this site yet.</p>
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
        {open ? 'Hide recent donations' : 'Show recent donations'}
      </button>
      <div id={listId}>{open ? <DonationList chainId={chainId} campaign={campaign} /> : null}</div>
    </div>
  );
}

function DonationList({ chainId, campaign }: { chainId: number; campaign: CardCampaign }) {
  const recent = useRecentDonations(chainId, campaign.id);
  const catchingUp = recent.isError || recent.data?.catchingUp === true;
  return (
    <>
      {catchingUp ? <HistoryCatchingUp className="mt-2" /> : null}
      {recent.data === undefined ? (
        recent.isError ? null : (
          <p role="status" className="mt-2 text-slate-600">
            Reading the latest donations…
          </p>
        )
      ) : recent.data.donations.length === 0 ? (
        <p className="mt-2 text-slate-600">No donations through this site yet.</p>
      ) : (
        <ol aria-label={`Recent donations to ${campaign.title}`} className="mt-2 space-y-2">
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
  return (
    <li className="min-w-0 rounded-xl bg-white p-3">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3">
        <span className="font-mono text-xs" title={row.donor}>
          <span className="sr-only">From </span>
          {truncateMiddle(row.donor)}
        </span>
        <span className="font-semibold tabular-nums">{ethText(row.amount, 6)}</span>
      </div>
      <MemoText memo={row.memo} className="mt-1" />
      <div className="mt-1 flex flex-wrap items-baseline justify-between gap-x-3 text-xs text-slate-600">
        <time dateTime={new Date(row.timestamp).toISOString()}>{when}</time>
        {/* A label, not hidden text: hidden text at the row's right edge would lie past it. */}
        <Link
          to={paths.receipt(chainId, row.hash)}
          aria-label={`Receipt of the donation of ${ethText(row.amount, 6)}, ${when}`}
          className="font-semibold text-brand-800 underline"
        >
          Receipt
        </Link>
      </div>
    </li>
  );
}
