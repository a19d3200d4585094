import { saleStages, type SaleStageKey } from '@eco/contracts';
import type { IndexedStageTotals, IndexerSaleAnswer } from '@eco/shared';
import type { SaleAssetKey } from './wallet/money-back-reads';

// The rule that checks the sale's history (the indexer's /sale answer) against the contract's own
// counters read at the very block that history reaches: which figure of the history is which
// counter. Every page that shows the two side by side (/sale/results, /transparency, the owner
// console) calls it with the counters it read, and words the differences its own way.

/** Zero figures: a stage nobody bought in yet has no row in the indexer's answer. */
export const emptyStage = (stage: number): IndexedStageTotals => ({
  stage,
  purchases: 0,
  tokens: '0',
  raised: '0',
  raisedUsdc: '0',
  rewards: '0',
  ownerMinted: '0',
  returnedPurchases: 0,
  returnedTokens: '0',
  returnedRewards: '0',
  returnedEth: '0',
  returnedUsdc: '0',
  withdrawals: 0,
  refunds: 0,
  withdrawalTokens: '0',
  withdrawalEth: '0',
  withdrawalUsdc: '0',
  refundTokens: '0',
  refundEth: '0',
  refundUsdc: '0',
  sold: '0',
  buyers: 0,
  standingBuyers: 0,
});

/** The indexer's figures of `key`'s stage. */
export function stageFigures(answer: IndexerSaleAnswer, key: SaleStageKey): IndexedStageTotals {
  const { number } = saleStages.find((stage) => stage.key === key)!;
  return answer.stages.find((s) => s.stage === number) ?? emptyStage(number);
}

/**
 * The contract's counters at the history's block, as far as a page read them; each one given is
 * compared. Per stage soldIn, and purchaseCount; per asset totalsOf: raised by purchases, returned
 * to buyers (withdrawals and refunds), and withdrawn to the fund wallet.
 */
export type SaleCounters = {
  stages?: Record<SaleStageKey, { sold: bigint; purchases?: bigint }>;
  funds?: Partial<Record<SaleAssetKey, { raised: bigint; returned: bigint; withdrawn?: bigint }>>;
};

/** A figure the history and the contract both keep, and do not agree on. */
export type SaleDifference = { history: bigint; contract: bigint } & (
  | { stage: SaleStageKey; figure: 'purchases' | 'sold' }
  | { asset: SaleAssetKey; figure: 'raised' | 'returned' | 'withdrawn' }
);

/** The history's side of each asset's totalsOf. */
function historyFunds(answer: IndexerSaleAnswer) {
  return {
    eth: { raised: answer.raised, returned: answer.returnedEth, withdrawn: answer.withdrawn },
    usdc: {
      raised: answer.raisedUsdc,
      returned: answer.returnedUsdc,
      withdrawn: answer.withdrawnUsdc,
    },
  } satisfies Record<SaleAssetKey, Record<'raised' | 'returned' | 'withdrawn', string>>;
}

/**
 * Every counter in `contract` that the history does not add up to, to the base unit: the stages in
 * contract order (purchases, then ECO sold), then ETH and USDC (raised, returned, withdrawn).
 * Empty when all agree.
 */
export function saleReconciliation(
  answer: IndexerSaleAnswer,
  contract: SaleCounters,
): SaleDifference[] {
  const differences: SaleDifference[] = [];
  if (contract.stages) {
    for (const { key } of saleStages) {
      const history = stageFigures(answer, key);
      const counted = contract.stages[key];
      for (const figure of ['purchases', 'sold'] as const) {
        const value = counted[figure];
        if (value !== undefined && BigInt(history[figure]) !== value) {
          differences.push({
            stage: key,
            figure,
            history: BigInt(history[figure]),
            contract: value,
          });
        }
      }
    }
  }
  const history = historyFunds(answer);
  for (const asset of ['eth', 'usdc'] as const) {
    const counted = contract.funds?.[asset];
    if (!counted) continue;
    for (const figure of ['raised', 'returned', 'withdrawn'] as const) {
      const value = counted[figure];
      const seen = BigInt(history[asset][figure]);
      if (value !== undefined && seen !== value) {
        differences.push({ asset, figure, history: seen, contract: value });
      }
    }
  }
  return differences;
}
