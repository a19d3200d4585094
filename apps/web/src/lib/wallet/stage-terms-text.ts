import { minimumStates, type MinimumStateKey } from '@eco/contracts/stages';
import { ecoText, formatUtcDateTime } from '@/lib/format';

// A stage's money-back terms (docs/decisions/0032, 0034) and their words, free of viem: the
// eligibility report and the prerendered pages show them without the chain code.

export { minimumStates };

/** A stage's minimum raise as `minimumRaiseOf` answers it (ECO base units, seconds). */
export type MinimumRaise = {
  amount: bigint;
  deadline: bigint;
  /** What counts towards it so far: purchases before the deadline, less those withdrawn. */
  counted: bigint;
  state: MinimumStateKey;
};

/** What the contract says of a stage's money-back terms, at one block. */
export type StageTerms = {
  /** USDC base units per whole ECO; 0: the stage sells for ETH only. */
  usdcPrice: bigint;
  /** ECO base units and deadline (seconds since the epoch); amount 0 and deadline 0: none. */
  minimum: MinimumRaise;
  cancelled: boolean;
  finalized: boolean;
};

/** A stage's minimum raise in words: how much by when, and what counts towards it so far. */
export function minimumRaiseText(minimum: StageTerms['minimum']): string {
  if (minimum.state === 'none') return 'None';
  const goal = `${ecoText(minimum.amount)} by ${formatUtcDateTime(Number(minimum.deadline) * 1000)}`;
  const counted = ecoText(minimum.counted);
  if (minimum.state === 'pending') return `${goal}; ${counted} counted so far`;
  if (minimum.state === 'met') return `${goal}: met, with ${counted}`;
  return `${goal}: missed, with ${counted}; every buyer in the stage may claim a full refund`;
}

/** Whether a stage was cancelled or finalized, in words; undefined while it is neither. */
/** A cancelled stage, in words: stageStandingText's, and /sale/results' standing of a stage. */
export const cancelledStageText =
  'Cancelled: it sells no more, and every buyer may claim a full refund';

export function stageStandingText(terms: Pick<StageTerms, 'cancelled' | 'finalized'>) {
  if (terms.cancelled) return cancelledStageText;
  if (terms.finalized) return 'Finalized: it can no longer be cancelled';
  return undefined;
}
