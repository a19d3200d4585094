import { t } from '@lingui/core/macro';
import type { StageTerms } from '@eco/contracts/figure-reads';
import { minimumStates } from '@eco/contracts/stages';
import { ecoText, formatUtcDateTime } from '@/lib/format';

// A stage's money-back terms (docs/decisions/0032, 0034) and their words, free of viem: the
// eligibility report and the prerendered pages show them without the chain code.

export { minimumStates };

export type { MinimumRaise, StageTerms } from '@eco/contracts/figure-reads';

/** A stage's minimum raise in words: how much by when, and what counts towards it so far. */
export function minimumRaiseText(minimum: StageTerms['minimum']): string {
  if (minimum.state === 'none') return t`None`;
  const amount = ecoText(minimum.amount);
  const deadline = formatUtcDateTime(Number(minimum.deadline) * 1000);
  const counted = ecoText(minimum.counted);
  if (minimum.state === 'pending') return t`${amount} by ${deadline}; ${counted} counted so far`;
  if (minimum.state === 'met') return t`${amount} by ${deadline}: met, with ${counted}`;
  return t`${amount} by ${deadline}: missed, with ${counted}; every buyer in the stage may claim a full refund`;
}

/** A cancelled stage, in words: stageStandingText's, and /sale/results' standing of a stage. */
export function cancelledStageSentence(): string {
  return t`Cancelled: it sells no more, and every buyer may claim a full refund`;
}

/** Whether a stage was cancelled or finalized, in words; undefined while it is neither. */
export function stageStandingText(terms: Pick<StageTerms, 'cancelled' | 'finalized'>) {
  if (terms.cancelled) return cancelledStageSentence();
  if (terms.finalized) return t`Finalized: it can no longer be cancelled`;
  return undefined;
}
