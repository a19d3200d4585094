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

const units = [
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
  ['second', 1000],
] as const;

/** "2 days 4 hours", "5 minutes 3 seconds": the largest unit and the next one if not 0. */
export function formatCountdown(ms: number): string {
  if (ms < 1000) return 'less than a second';
  let rest = ms;
  const counts = units.map(([name, size]) => {
    const count = Math.floor(rest / size);
    rest -= count * size;
    return { name, count };
  });
  const first = counts.findIndex(({ count }) => count > 0);
  return counts
    .slice(first, first + 2)
    .filter(({ count }) => count > 0)
    .map(({ name, count }) => `${count} ${name}${count === 1 ? '' : 's'}`)
    .join(' ');
}
