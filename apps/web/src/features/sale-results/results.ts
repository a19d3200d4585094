import { saleStages, type SaleStageKey } from '@eco/contracts';
import type { IndexedStageTotals, IndexerSaleAnswer } from '@eco/shared';
import { stageLabel } from '@/content/token';
import { assetText, ecoText, exactNote } from '@/lib/format';
import type { AssetFunds, SaleAssetKey } from '@/lib/wallet/money-back-reads';
import type { StageTerms } from '@/lib/wallet/stage-terms-text';

// The offer's results (MiCA Art. 10): what each stage and the whole sale raised, sold, to how many
// buyers, and what went back, from the indexer's history; and the rule that checks those figures
// against the contract's own at the very block the history reaches.

/** What the contract says of one stage at the history's block (besides its money-back terms). */
export type StageChain = {
  /** Purchases ever made in the stage (withdrawn and refunded ones included): purchaseCount. */
  purchases: bigint;
  /** ECO minted out of the stage's allocation: purchases kept, referral rewards, owner mints. */
  sold: bigint;
  /** isSaleOpen(stage) at that block. */
  open: boolean;
  /** Seconds since the epoch; 0: closes by hand only. */
  closesAt: bigint;
  terms: StageTerms;
};

/** The contract's side of the results, read at the block the indexer's answer is as of. */
export type SaleChain = {
  stages: Record<SaleStageKey, StageChain>;
  funds: Record<SaleAssetKey, Pick<AssetFunds, 'raised' | 'returned' | 'withdrawn'>>;
  /** Whether the deployment takes USDC at all. */
  takesUsdc: boolean;
};

/**
 * Where a stage's figures stand at `blockTime`: still moving while it is open; the offer's final
 * result once a stage with a set closing time has passed it (MiCA Art. 10 asks the result of a
 * time-limited offer), dated with that time; otherwise closed without a date, or cancelled.
 */
export type StageStanding =
  | { kind: 'running' }
  | { kind: 'final'; closedAt: bigint }
  | { kind: 'cancelled' }
  | { kind: 'closed' };

export function stageStanding(stage: StageChain, blockTime: bigint): StageStanding {
  if (stage.terms.cancelled) return { kind: 'cancelled' };
  if (stage.open) return { kind: 'running' };
  if (stage.closesAt !== 0n && blockTime >= stage.closesAt) {
    return { kind: 'final', closedAt: stage.closesAt };
  }
  return { kind: 'closed' };
}

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

const assetNames: Record<SaleAssetKey, string> = { eth: 'ETH', usdc: 'USDC' };

/** ECO to the last unit: a difference of a few base units must not read as two equal figures. */
function exactEco(value: bigint): string {
  const note = exactNote(value, 'ECO');
  return note ? `${ecoText(value)} (${note})` : ecoText(value);
}

/**
 * Every figure of the history that the contract also keeps, compared at one block: each stage's
 * purchases (purchaseCount) and ECO minted from its allocation (soldIn), and per asset what the
 * purchases raised, what went back to buyers, withdrawals and refunds together, and what was
 * withdrawn to the fund wallet (totalsOf).
 * Each difference in words, naming both figures; empty when all agree.
 */
export function resultProblems(answer: IndexerSaleAnswer, chain: SaleChain): string[] {
  const problems: string[] = [];
  for (const { key } of saleStages) {
    const history = stageFigures(answer, key);
    const contract = chain.stages[key];
    const label = stageLabel(key);
    if (BigInt(history.purchases) !== contract.purchases) {
      problems.push(
        `${label}: the history counts ${history.purchases} purchases, the contract ${contract.purchases}.`,
      );
    }
    if (BigInt(history.sold) !== contract.sold) {
      problems.push(
        `${label}: the history adds up to ${exactEco(BigInt(history.sold))} minted from the allocation, the contract counts ${exactEco(contract.sold)}.`,
      );
    }
  }
  const history: Record<SaleAssetKey, { raised: bigint; returned: bigint; withdrawn: bigint }> = {
    eth: {
      raised: BigInt(answer.raised),
      returned: BigInt(answer.returnedEth),
      withdrawn: BigInt(answer.withdrawn),
    },
    usdc: {
      raised: BigInt(answer.raisedUsdc),
      returned: BigInt(answer.returnedUsdc),
      withdrawn: BigInt(answer.withdrawnUsdc),
    },
  };
  for (const asset of ['eth', 'usdc'] as const) {
    const text = (units: bigint) => assetText(asset, units);
    const figures = [
      ['raised', 'raised by purchases'],
      ['returned', 'paid back by withdrawals and refunds'],
      ['withdrawn', 'withdrawn to the fund wallet'],
    ] as const;
    for (const [figure, what] of figures) {
      const seen = history[asset][figure];
      const counted = chain.funds[asset][figure];
      if (seen !== counted) {
        problems.push(
          `In ${assetNames[asset]}, ${what}: the history adds up to ${text(seen)}, the contract counts ${text(counted)}.`,
        );
      }
    }
  }
  return problems;
}

/** A stage's (or the sale's) net figures: what is left once withdrawals and refunds went back. */
export function netFigures(figures: IndexedStageTotals | IndexerSaleAnswer) {
  return {
    eth: BigInt(figures.raised) - BigInt(figures.returnedEth),
    usdc: BigInt(figures.raisedUsdc) - BigInt(figures.returnedUsdc),
    tokens:
      BigInt(figures.tokens) - BigInt(figures.withdrawalTokens) - BigInt(figures.refundTokens),
  };
}
