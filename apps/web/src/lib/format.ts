import { msg, plural } from '@lingui/core/runtime-macro';
import { currentFormatLocale } from '@eco/shared/format';
import { tx } from './localized';

// The formatters the API's receipt PDF writes too live in @eco/shared/format; the site's modules
// import them from here with the site's own (truncation, hashes, the timelock's delay). The
// "exactly …" note is ./exact-note.ts: only the receipts and the results write it, so its message
// is not in every page's catalogue.
export {
  assetText,
  ecoText,
  ethText,
  formatDate,
  formatDateTime,
  formatEco,
  formatMonth,
  formatPercent,
  formatNumber,
  formatTokenAmount,
  formatUtcDateTime,
  formatUtcSeconds,
  paymentText,
  RECEIPT_ETH_DECIMALS,
  usdcText,
} from '@eco/shared/format';

/** Cuts text to at most `max` characters, ending with an ellipsis when it was cut. */
export function truncate(text: string, max: number): string {
  if (max < 1) return '';
  return text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;
}

/** Keeps the start and end of a long string, e.g. an address: 0x1234…abcd. */
export function truncateMiddle(text: string, start = 6, end = 4): string {
  if (text.length <= start + end + 1) return text;
  return `${text.slice(0, start)}…${text.slice(-end)}`;
}

/** A transaction hash (or any long hex string) as 0x1234…abcd: enough to tell it apart. */
export function shortHash(hash: string): string {
  return truncateMiddle(hash, 6, 4);
}

const delayUnits = [
  ['day', 86_400n],
  ['hour', 3_600n],
  ['minute', 60n],
  ['second', 1n],
] as const;

/** A count of one unit as a noun phrase in the page's language: "1 hour", "30 minutes". */
export const durationUnitText: Record<(typeof delayUnits)[number][0], (count: number) => string> = {
  day: (days) => tx(msg`${plural({ days }, { one: '# day', other: '# days' })}`),
  hour: (hours) => tx(msg`${plural({ hours }, { one: '# hour', other: '# hours' })}`),
  minute: (minutes) => tx(msg`${plural({ minutes }, { one: '# minute', other: '# minutes' })}`),
  second: (seconds) => tx(msg`${plural({ seconds }, { one: '# second', other: '# seconds' })}`),
};

/**
 * A delay in seconds, exactly, in the largest units: 172800 -> "2 days", 5400 -> "1 hour 30
 * minutes", in the page's language (each unit a message, joined as the language joins units).
 * Unlike a countdown, nothing is rounded away: it is a promise about every change.
 * `adjective` is the English form before a noun, "the 2-day delay", "a 1-hour-30-minute delay",
 * which only the owner console (in English) uses: other languages have no such form.
 */
export function formatDelay(seconds: bigint | number, form: 'noun' | 'adjective' = 'noun'): string {
  let rest = BigInt(seconds);
  const parts: [bigint, (typeof delayUnits)[number][0]][] = [];
  for (const [name, size] of delayUnits) {
    const count = rest / size;
    rest -= count * size;
    if (count > 0n) parts.push([count, name]);
  }
  if (parts.length === 0) parts.push([0n, 'second']);
  return form === 'adjective'
    ? parts.map(([count, name]) => `${count}-${name}`).join('-')
    : new Intl.ListFormat(currentFormatLocale(), { style: 'narrow', type: 'unit' }).format(
        parts.map(([count, name]) => durationUnitText[name](Number(count))),
      );
}
