import { assetText, ecoText, ethText } from '@/lib/format';
import { saleAssets, type AssetFunds, type SaleAssetKey } from '@/lib/wallet/money-back-reads';
import type { ReactNode } from 'react';
import { zeroAddress } from 'viem';
import { useOwnerContext } from '../hooks/use-owner-context';
import { formatPercent } from '../owner-input';
import { saleStages } from '../owner-format';
import { StageCard } from './stage-card';

/** A titled group of figures, each a term and its value; `mono` for addresses and hashes. */
function Group({
  title,
  items,
  mono = false,
}: {
  title: string;
  items: [term: string, value: ReactNode][];
  mono?: boolean;
}) {
  return (
    <div>
      <h3 className="text-base font-semibold text-brand-950">{title}</h3>
      <dl className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {items.map(([term, value]) => (
          <div key={term} className="min-w-0 rounded-2xl bg-slate-50 p-3">
            <dt className="text-sm text-slate-600">{term}</dt>
            <dd
              className={`mt-0.5 font-semibold text-brand-950 ${mono ? 'font-mono text-xs break-all' : 'tabular-nums'}`}
            >
              {value}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

/** A setting and, after it, the contract's cap on it. */
const capped = (value: string, cap: string) => (
  <>
    {value} <span className="font-normal text-slate-600">(cap {cap})</span>
  </>
);

/**
 * Per asset: raised, returned to buyers, withdrawn, held for buyers (they may still take it back)
 * and withdrawable now (docs/decisions/0032).
 */
export function fundItems(funds: Record<SaleAssetKey, AssetFunds>): [string, string][] {
  return saleAssets.flatMap(([asset]) => {
    const f = funds[asset];
    const unit = asset.toUpperCase();
    const text = (units: bigint) => assetText(asset, units);
    return [
      [`Raised (${unit})`, text(f.raised)],
      [`Returned to buyers (${unit})`, text(f.returned)],
      [`Withdrawn (${unit})`, text(f.withdrawn)],
      [`Held for buyers (${unit})`, text(f.held)],
      [`Withdrawable now (${unit})`, text(f.withdrawable)],
    ] as [string, string][];
  });
}

/** The contract's current state at a glance, all from the panel's one batched read. */
export function OwnerOverview() {
  const { state } = useOwnerContext();
  const t = state.token;
  const limit = (perMille: bigint) =>
    t.maxTransactionLimitEnabled
      ? `${formatPercent(perMille, 1)} of supply (${ecoText((t.maxSupply * perMille) / 1000n)})`
      : `off (would be ${formatPercent(perMille, 1)})`;
  const wallets: [term: string, address: string][] = [
    ['Owner', t.owner],
    ['Pending owner', t.pendingOwner === zeroAddress ? 'None' : t.pendingOwner],
    ['Partners root', state.merkleRootOfPartners],
    ['Fund wallet', t.fundWallet],
    ['Community wallet', state.communityWallet],
    ['Ecosystem wallet', state.ecosystemWallet],
    ['Listing wallet', state.listingWallet],
    ['Marketing wallet', state.marketingWallet],
    ...state.foundersWallets.map((wallet, i): [string, string] => [
      `Founder wallet ${i + 1}`,
      wallet,
    ]),
  ];
  return (
    <div className="space-y-8">
      <Group
        title="Trading and fees"
        items={[
          ['Trading on market pairs', t.tradingEnabled ? 'Enabled' : 'Not enabled yet'],
          ['Buy fee', capped(formatPercent(t.buyFee, 1), formatPercent(t.maxBuyFee, 1))],
          ['Sell fee', capped(formatPercent(t.sellFee, 1), formatPercent(t.maxSellFee, 1))],
          ['Largest buy per trade', limit(state.maxTransferRateBuy)],
          ['Largest sell per trade', limit(state.maxTransferRate)],
          [
            'Referral reward',
            capped(formatPercent(t.referralRewardBps, 2), formatPercent(t.maxReferralRewardBps, 2)),
          ],
        ]}
      />

      <div>
        <h3 className="text-base font-semibold text-brand-950">Sale stages</h3>
        <ul className="mt-3 grid gap-3 lg:grid-cols-3">
          {saleStages.map((stage) => (
            <StageCard key={stage.key} stage={stage} figures={t.stages[stage.key]} />
          ))}
        </ul>
      </div>

      <Group
        title="Funds"
        items={[
          ['ETH in the contract', ethText(state.ethBalance)],
          ...fundItems(state.funds),
          ['Minted so far', ecoText(t.totalSupply)],
        ]}
      />

      <Group title="Owner and wallets" items={wallets} mono />
    </div>
  );
}
