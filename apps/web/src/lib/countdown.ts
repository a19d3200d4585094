import { t } from '@lingui/core/macro';
import { currentFormatLocale } from '@eco/shared/format';

// Its own module, not format.ts: format.ts is in every page's first load, and only pages with a
// countdown (the token page, the portfolio) need this.
const countdownUnits = [
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
  ['second', 1000],
] as const;

/**
 * "2 days 4 hours", "5 minutes 3 seconds": the largest unit and the next one if not 0, written by
 * Intl in the page's language ("2 Tage, 4 Stunden", "يومان و4 ساعات"), so each language's plural
 * forms and its way of joining the two come from the browser's own data, not from a translation.
 */
export function formatCountdown(ms: number): string {
  if (ms < 1000) return t`less than a second`;
  const locale = currentFormatLocale();
  let rest = ms;
  const counts = countdownUnits.map(([unit, size]) => {
    const count = Math.floor(rest / size);
    rest -= count * size;
    return { unit, count };
  });
  const first = counts.findIndex(({ count }) => count > 0);
  const parts = counts
    .slice(first, first + 2)
    .filter(({ count }) => count > 0)
    .map(({ unit, count }) =>
      new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'long' }).format(count),
    );
  return new Intl.ListFormat(locale, { style: 'narrow', type: 'unit' }).format(parts);
}
