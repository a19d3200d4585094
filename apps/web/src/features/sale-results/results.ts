import { t } from '@lingui/core/macro';
import type { SaleStageKey } from '@eco/contracts';
import type { IndexedStageTotals, IndexerSaleAnswer } from '@eco/shared';
import { stageLabel } from '@/content/token';
import { exactNote } from '@/lib/exact-note';
import { assetText, ecoText } from '@/lib/format';
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
/** ECO to the last unit: a difference of a few base units must not read as two equal figures. */
function exactEco(value: bigint): string {
  const note = exactNote(value, 'ECO');
  const amount = ecoText(value);
  return note ? t`${amount} (${note})` : amount;
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
      if (d.figure === 'purchases') {
        const history = String(d.history);
        const contract = String(d.contract);
        return t`${label}: the history counts ${history} purchases, the contract ${contract}.`;
      }
      const history = exactEco(d.history);
      const contract = exactEco(d.contract);
      return t`${label}: the history adds up to ${history} sold from the allocation, the contract counts ${contract}.`;
    }
    const asset = assetNames[d.asset];
    const history = assetText(d.asset, d.history);
    const contract = assetText(d.asset, d.contract);
    switch (d.figure) {
      case 'raised':
        return t`In ${asset}, raised by purchases: the history adds up to ${history}, the contract counts ${contract}.`;
      case 'returned':
        return t`In ${asset}, paid back by withdrawals and refunds: the history adds up to ${history}, the contract counts ${contract}.`;
      case 'withdrawn':
        return t`In ${asset}, withdrawn to the fund wallet: the history adds up to ${history}, the contract counts ${contract}.`;
    }
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
