import { formatUnits } from './units';

const LOCALE = 'en-US';

/** Formats a number with thousands separators and, by default, exactly 2 decimals. */
export function formatNumber(
  value: number | bigint | string,
  options: { decimals?: number; minimumDecimals?: number } = {},
): string {
  const { decimals = 2, minimumDecimals = decimals } = options;
  const numeric = typeof value === 'string' ? Number(value) : value;
  if (typeof numeric === 'number' && !Number.isFinite(numeric)) return '–';
  return new Intl.NumberFormat(LOCALE, {
    minimumFractionDigits: Math.min(minimumDecimals, decimals),
    maximumFractionDigits: decimals,
  }).format(numeric);
}

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

/** Formats a date as time plus month day, year: "3:04 PM, Nov 21, 2026". */
export function formatDateTime(date: Date | number | string, timeZone?: string): string {
  const value = new Date(date);
  const time = new Intl.DateTimeFormat(LOCALE, {
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
  }).format(value);
  return `${time}, ${formatDate(value, timeZone)}`;
}

/**
 * A moment as every reader reads it the same, whatever their time zone: "12:00 PM, Dec 1, 2026
 * UTC" (on-chain times such as a sale stage's opening).
 */
export const formatUtcDateTime = (date: Date | number | string) =>
  `${formatDateTime(date, 'UTC')} UTC`;

/** Formats a calendar date as "Nov 21, 2026". */
export function formatDate(date: Date | number | string, timeZone?: string): string {
  return new Intl.DateTimeFormat(LOCALE, {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone,
  }).format(new Date(date));
}

/** A transaction hash (or any long hex string) as 0x1234…abcd: enough to tell it apart. */
export function shortHash(hash: string): string {
  return truncateMiddle(hash, 6, 4);
}

const ONE_TOKEN = 10n ** 18n;

/**
 * An ECO amount (18-decimal base units) as people write it: whole tokens without decimals
 * ("250"), anything else with 2 ("123.46").
 */
export function formatEco(value: bigint): string {
  return value % ONE_TOKEN === 0n
    ? formatNumber(value / ONE_TOKEN, { decimals: 0 })
    : formatTokenAmount(value);
}

/** Formats an 18-decimal base-unit amount (ECO or ETH): 2 decimals unless told otherwise. */
export function formatTokenAmount(
  value: bigint,
  options: { decimals?: number; minimumDecimals?: number } = {},
): string {
  return formatNumber(formatUnits(value, 18), options);
}

/** An ECO amount with its unit, as people write it: "1,000 ECO", "12.50 ECO". */
export const ecoText = (value: bigint) => `${formatEco(value)} ECO`;

/**
 * Wei as ETH. By default exact, every decimal kept ("0.000039375 ETH"): prices, which are small,
 * and figures that must add up. With `decimals`, rounded to at most that many and at least 2, as
 * balances and payments are shown ("0.10 ETH", "0.000039 ETH").
 */
export function ethText(wei: bigint, decimals?: number): string {
  const amount =
    decimals === undefined
      ? formatUnits(wei, 18)
      : formatTokenAmount(wei, { decimals, minimumDecimals: 2 });
  return `${amount} ETH`;
}

const delayUnits = [
  ['day', 86_400n],
  ['hour', 3_600n],
  ['minute', 60n],
  ['second', 1n],
] as const;

/**
 * A delay in seconds, exactly, in the largest units: 172800 -> "2 days", 5400 -> "1 hour 30
 * minutes". Unlike a countdown, nothing is rounded away: it is a promise about every change.
 * `adjective` is the form before a noun, "the 2-day delay", "a 1-hour-30-minute delay".
 */
export function formatDelay(seconds: bigint | number, form: 'noun' | 'adjective' = 'noun'): string {
  let rest = BigInt(seconds);
  const parts: [bigint, string][] = [];
  for (const [name, size] of delayUnits) {
    const count = rest / size;
    rest -= count * size;
    if (count > 0n) parts.push([count, name]);
  }
  if (parts.length === 0) parts.push([0n, 'second']);
  return form === 'adjective'
    ? parts.map(([count, name]) => `${count}-${name}`).join('-')
    : parts.map(([count, name]) => `${count} ${name}${count === 1n ? '' : 's'}`).join(' ');
}
