/**
 * What a stage's on-chain schedule means now: times are seconds since the epoch as the contract
 * keeps them (0 = opened or closed by hand), `now` is the reader's clock in milliseconds.
 */
export type StageScheduleState =
  | { kind: 'by-hand' }
  | { kind: 'opens'; at: number; inMs: number }
  | { kind: 'closes'; at: number; inMs: number }
  | { kind: 'opened-at'; at: number }
  | { kind: 'closed-at'; at: number };

/**
 * The one thing worth saying about a stage's schedule: a coming opening while it is closed, a
 * coming closing while it is open, or when a scheduled time has passed. `open` is the contract's
 * isSaleOpen, which the page reads again once a time has passed.
 */
export function stageSchedule(
  opensAt: number,
  closesAt: number,
  open: boolean,
  now: number,
): StageScheduleState {
  const opensMs = opensAt * 1000;
  const closesMs = closesAt * 1000;
  if (closesAt !== 0 && closesMs <= now) return { kind: 'closed-at', at: closesMs };
  if (!open && opensAt !== 0 && opensMs > now)
    return { kind: 'opens', at: opensMs, inMs: opensMs - now };
  if (closesAt !== 0) return { kind: 'closes', at: closesMs, inMs: closesMs - now };
  if (opensAt !== 0 && opensMs <= now) return { kind: 'opened-at', at: opensMs };
  return { kind: 'by-hand' };
}
