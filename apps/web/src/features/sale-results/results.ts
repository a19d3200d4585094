import type { SaleStageKey } from '@eco/contracts';
import type { IndexedStageTotals, IndexerSaleAnswer } from '@eco/shared';
import { stageLabel } from '@/content/token';
import { assetText, ecoText, exactNote } from '@/lib/format';
import { saleReconciliation } from '@/lib/sale-reconciliation';
import type { AssetFunds, SaleAssetKey } from '@/lib/wallet/money-back-reads';
import type { StageTerms } from '@/lib/wallet/stage-terms-text';

// The offer's results (MiCA Art. 10): what each stage and the whole sale raised, sold, to how many
// buyers, and what went back, from the indexer's history; and, in words, where those figures
// differ from the contract's own at the very block the history reaches.

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

const assetNames: Record<SaleAssetKey, string> = { eth: 'ETH', usdc: 'USDC' };
const fundsWords = {
  raised: 'raised by purchases',
  returned: 'paid back by withdrawals and refunds',
  withdrawn: 'withdrawn to the fund wallet',
} as const;

/** ECO to the last unit: a difference of a few base units must not read as two equal figures. */
function exactEco(value: bigint): string {
  const note = exactNote(value, 'ECO');
  return note ? `${ecoText(value)} (${note})` : ecoText(value);
}

/**
 * Every figure of the history that the contract also keeps, compared at one block
 * (lib/sale-reconciliation.ts): each stage's purchases (purchaseCount) and ECO sold from its
 * allocation (soldIn), and per asset what the purchases raised, what went back to buyers,
 * withdrawals and refunds together, and what was withdrawn to the fund wallet (totalsOf). Each
 * difference in words, naming both figures; empty when all agree.
 */
export function resultProblems(answer: IndexerSaleAnswer, chain: SaleChain): string[] {
  return saleReconciliation(answer, chain).map((d) => {
    if ('stage' in d) {
      const label = stageLabel(d.stage);
      return d.figure === 'purchases'
        ? `${label}: the history counts ${d.history} purchases, the contract ${d.contract}.`
        : `${label}: the history adds up to ${exactEco(d.history)} sold from the allocation, the contract counts ${exactEco(d.contract)}.`;
    }
    const text = (units: bigint) => assetText(d.asset, units);
    return `In ${assetNames[d.asset]}, ${fundsWords[d.figure]}: the history adds up to ${text(d.history)}, the contract counts ${text(d.contract)}.`;
  });
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
