import type { StageTerms } from '@/lib/wallet/stage-terms-text';
// Apart from stage-schedule.ts, which the prerendered stage cards import: only the sale calendar,
// loaded once the page is live, needs this.

/** What the calendar needs of a stage, as the contract holds it (times in seconds, 0 = by hand). */
export type StageCalendarInput = {
  allocation: bigint;
  sold: bigint;
  /** The contract's isSaleOpen, as of the block the figures were read at. */
  open: boolean;
  opensAt: bigint | number;
  closesAt: bigint | number;
  /** Cancelled for good, and whether its minimum raise was missed: both stop it and refund it. */
  cancelled?: boolean;
  minimum?: StageTerms['minimum'];
};

/**
 * A stage's place in the sale calendar at `chainNow` (the chain's clock, in ms; never this
 * computer's, since a local chain's clock is moved): still to open (with the time left), open
 * (with the time left when it closes by itself), sold out, or closed (since when, if it closed by
 * its schedule). Times are returned in ms.
 */
export type StageCalendarState =
  | { kind: 'upcoming'; opensAt: number; inMs: number }
  | { kind: 'open'; closesAt?: number; inMs?: number }
  | { kind: 'sold-out' }
  | { kind: 'closed'; closedAt?: number }
  /** Stopped for good, every purchase refundable: cancelled, or its minimum raise missed. */
  | { kind: 'cancelled' }
  | { kind: 'missed' };

/**
 * Where `stage` stands at `chainNow`, as the contract's isSaleOpen would answer in a block
 * stamped then: a stage past its closing time is closed, one opened by hand or past its opening
 * time is open. Between the block the figures were read at and the next one, the schedule
 * decides, so a countdown reaching 0 shows the stage open at once; the next read confirms it.
 * A stage whose allocation is all sold is sold out, whatever its schedule: nothing more can be
 * bought in it. A cancelled stage, or one that missed its minimum raise, sells nothing ever
 * again and refunds its buyers: that comes first.
 */
export function stageCalendarState(
  stage: StageCalendarInput,
  chainNow: number,
): StageCalendarState {
  const opensMs = Number(stage.opensAt) * 1000;
  const closesMs = Number(stage.closesAt) * 1000;
  if (stage.cancelled) return { kind: 'cancelled' };
  if (stage.minimum?.state === 'missed') return { kind: 'missed' };
  if (stage.allocation > 0n && stage.sold >= stage.allocation) return { kind: 'sold-out' };
  if (closesMs !== 0 && closesMs <= chainNow) return { kind: 'closed', closedAt: closesMs };
  if (stage.open || (opensMs !== 0 && opensMs <= chainNow)) {
    return closesMs === 0
      ? { kind: 'open' }
      : { kind: 'open', closesAt: closesMs, inMs: closesMs - chainNow };
  }
  if (opensMs !== 0) return { kind: 'upcoming', opensAt: opensMs, inMs: opensMs - chainNow };
  return { kind: 'closed' };
}
