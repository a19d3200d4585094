import { assetText, ecoText } from '@/lib/format';
import type { ReactNode } from 'react';
import type { Address } from 'viem';
import { useChainId } from 'wagmi';
import { HistoryCatchingUp } from '@/components/history-status';
import { Loading } from '@/components/ui/spinner';
import { stageLabel } from '@/content/token';
import { useEcoContract } from '@/lib/wallet/use-eco-contract';
import { useSaleHistory } from '../api/use-sale-history';
import { useOwnerState } from '../hooks/use-owner-state';
import { saleStages } from '../owner-format';
import { fundItems } from './owner-overview';
import { StageCard } from './stage-card';

const fundsLabels = {
  raised: 'Raised',
  returned: 'Returned to buyers',
  withdrawn: 'Withdrawn to the fund wallet',
} as const;

/** A row of figures, each a term and its value. */
function Figures({ items }: { items: [term: string, value: ReactNode][] }) {
  return (
    <dl className="grid gap-3 text-sm sm:grid-cols-3">
      {items.map(([term, value]) => (
        <div key={term} className="rounded-2xl bg-slate-50 p-3">
          <dt className="text-slate-600">{term}</dt>
          <dd className="font-semibold tabular-nums">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Sale totals per stage, read from the chain (the same batched read as the owner panel). */
export default function SaleTotals() {
  const chainId = useChainId();
  const eco = useEcoContract();
  const state = useOwnerState(eco?.contract.address, chainId);
  if (!eco) {
    return <p className="text-slate-700">ECO is not deployed on this network.</p>;
  }
  if (state.isError) {
    return (
      <p role="alert" className="rounded-2xl bg-red-50 p-4 text-sm text-red-950">
        The sale totals could not be read from the chain just now.
      </p>
    );
  }
  if (!state.data) {
    return <Loading>Reading the sale from the chain…</Loading>;
  }
  const { token, funds } = state.data;
  return (
    <div className="space-y-4">
      <ul className="grid gap-3 md:grid-cols-3">
        {saleStages.map((stage) => (
          <StageCard key={stage.key} stage={stage} figures={token.stages[stage.key]} heading="h3" />
        ))}
      </ul>
      <Figures items={fundItems(funds)} />
      <SaleHistoryFigures eco={eco.contract.address} chainId={chainId} />
    </div>
  );
}

/**
 * The sale's history (from the indexer) beside the contract's counters at the same block: the
 * purchases, buyers and referral rewards only the history has, and whether the two agree.
 */
function SaleHistoryFigures({ eco, chainId }: { eco: Address; chainId: number }) {
  const history = useSaleHistory(eco, chainId);
  if (!history.data) {
    return history.isError ? (
      <HistoryCatchingUp />
    ) : (
      <p role="status" className="text-sm text-slate-600">
        Reading the sale’s history…
      </p>
    );
  }
  const { purchases, returnedPurchases, buyers, rewards, block, catchingUp } = history.data;
  const differences = history.data.differences.map(({ history: seen, contract, ...d }) =>
    'stage' in d
      ? `${stageLabel(d.stage)}: history ${ecoText(seen)}, contract ${ecoText(contract)}`
      : `${fundsLabels[d.figure]} (${d.asset.toUpperCase()}): history ${assetText(d.asset, seen)}, contract ${assetText(d.asset, contract)}`,
  );
  return (
    <section aria-labelledby="sale-history-heading" className="space-y-3">
      <h3 id="sale-history-heading" className="font-semibold text-brand-950">
        From the sale’s history
      </h3>
      {catchingUp || history.isError ? <HistoryCatchingUp /> : null}
      <Figures
        items={[
          ['Purchases', `${purchases} (${returnedPurchases} withdrawn or refunded)`],
          ['Buyers', buyers],
          ['Referral rewards', ecoText(rewards)],
        ]}
      />
      {differences.length === 0 ? (
        <p className="text-sm text-brand-900">
          Reconciled at block {block.toString()}: every purchase, return, referral reward and owner
          mint in the history adds up to what the contract counts as sold, raised, returned and
          withdrawn, in ETH and in USDC.
        </p>
      ) : (
        <div role="alert" className="rounded-2xl bg-red-50 p-3 text-sm text-red-950">
          <p className="font-semibold">The history and the contract disagree:</p>
          <ul className="mt-1 list-disc ps-5">
            {differences.map((difference) => (
              <li key={difference}>{difference}</li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
