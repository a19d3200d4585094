// Its own module, not format.ts: format.ts is in every page's first load, and only pages with a
// countdown (the token page, the portfolio) need this.
const countdownUnits = [
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
  ['second', 1000],
] as const;

/** "2 days 4 hours", "5 minutes 3 seconds": the largest unit and the next one if not 0. */
export function formatCountdown(ms: number): string {
  if (ms < 1000) return 'less than a second';
  let rest = ms;
  const counts = countdownUnits.map(([name, size]) => {
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
