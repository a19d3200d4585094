// Numbers, amounts and dates as text, written the same by the site and by the API's receipt PDF,
// so the page and the paper a buyer compares it with show the same strings.

// The language numbers and dates are written in: US English unless the site's page is in another
// (setFormatLocale); the API's receipt PDF, which stays English, never changes it.
let formatLocale = 'en-US';

/**
 * Writes numbers and dates for `tag` (a BCP 47 tag Intl knows, e.g. "de-DE") from now on: the
 * site calls it once per page, before it renders, with the page's language (apps/web
 * src/lib/i18n.ts).
 */
export function setFormatLocale(tag: string): void {
  formatLocale = tag;
}

/** The tag numbers and dates are written in now (see setFormatLocale). */
export const currentFormatLocale = (): string => formatLocale;
const ONE_TOKEN = 10n ** 18n;

/** Formats integer base units as a decimal string without trailing zeros. */
export function formatUnits(value: bigint, decimals: number): string {
  const negative = value < 0n;
  const digits = (negative ? -value : value).toString().padStart(decimals + 1, '0');
  const whole = digits.slice(0, digits.length - decimals);
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, '');
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`;
}

/** Formats a number with thousands separators and, by default, exactly 2 decimals. */
export function formatNumber(
  value: number | bigint | string,
  options: { decimals?: number; minimumDecimals?: number } = {},
): string {
  const { decimals = 2, minimumDecimals = decimals } = options;
  const numeric = typeof value === 'string' ? Number(value) : value;
  if (typeof numeric === 'number' && !Number.isFinite(numeric)) return '–';
  return new Intl.NumberFormat(formatLocale, {
    minimumFractionDigits: Math.min(minimumDecimals, decimals),
    maximumFractionDigits: decimals,
  }).format(numeric);
}

/** Formats a date as time plus month day, year: "3:04 PM, Nov 21, 2026". */
export function formatDateTime(date: Date | number | string, timeZone?: string): string {
  const value = new Date(date);
  const time = new Intl.DateTimeFormat(formatLocale, {
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
  }).format(value);
  return `${time}, ${formatDate(value, timeZone)}`;
}

/**
 * A moment as every reader reads it the same, whatever their time zone: "12:00 PM, Dec 1, 2026
 * UTC" (on-chain times such as a sale stage's opening or a receipt's block).
 */
export const formatUtcDateTime = (date: Date | number | string) =>
  `${formatDateTime(date, 'UTC')} UTC`;

/** An on-chain time, in seconds since the epoch as the chain and the indexer give it, in UTC. */
export const formatUtcSeconds = (seconds: bigint | number | string) =>
  formatUtcDateTime(Number(seconds) * 1000);

/** Formats a calendar date as "Nov 21, 2026". */
export function formatDate(date: Date | number | string, timeZone?: string): string {
  return new Intl.DateTimeFormat(formatLocale, {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone,
  }).format(new Date(date));
}

/**
 * A percentage ("12.5" for 12.5 %) as the page's language writes it: "12.5%", "12,5 %". At most
 * `decimals` decimals (2), at least `minimumDecimals` (0).
 */
export function formatPercent(
  percent: number,
  options: { decimals?: number; minimumDecimals?: number } = {},
): string {
  const { decimals = 2, minimumDecimals = 0 } = options;
  return new Intl.NumberFormat(formatLocale, {
    style: 'percent',
    minimumFractionDigits: Math.min(minimumDecimals, decimals),
    maximumFractionDigits: decimals,
  }).format(percent / 100);
}

/** A month of a calendar ("2026-11") as "November 2026", in UTC. */
export function formatMonth(yearMonth: string): string {
  return new Intl.DateTimeFormat(formatLocale, {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${yearMonth}-01T00:00:00Z`));
}

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

/** USDC's decimals (Circle's token and the local stand-in). */
export const USDC_DECIMALS = 6;

/** USDC base units as USDC, exact (six decimals at most, trailing zeros kept to cents): "0.12 USDC". */
export function usdcText(units: bigint): string {
  return `${formatNumber(formatUnits(units, USDC_DECIMALS), { decimals: USDC_DECIMALS, minimumDecimals: 2 })} USDC`;
}

/** An amount of a payment asset in its own unit, as dialogs and lists show it: "0.05 ETH", "12.00 USDC". */
export function assetText(asset: 'eth' | 'usdc', units: bigint): string {
  return asset === 'eth' ? ethText(units) : usdcText(units);
}

/**
 * A payment as a receipt shows it, in the asset it was made in: ETH rounded to
 * RECEIPT_ETH_DECIMALS with the exact figure as a note when rounding hides digits (worded by
 * `exactNote`: the PDF's English by default, the page's language on the site), USDC exact.
 */
export function paymentText(
  asset: 'eth' | 'usdc',
  units: bigint,
  exactNote: (value: bigint, unit: 'ETH') => string | undefined = englishExactNote,
): { text: string; note: string | undefined } {
  return asset === 'eth'
    ? { text: ethText(units, RECEIPT_ETH_DECIMALS), note: exactNote(units, 'ETH') }
    : { text: usdcText(units), note: undefined };
}

/** Decimals a receipt's ETH figures are rounded to: "0.10 ETH", "0.000039 ETH". */
export const RECEIPT_ETH_DECIMALS = 6;

/**
 * "0.000039375 ETH", every digit, for a receipt's figure (ECO as ecoText writes it, ETH to
 * RECEIPT_ETH_DECIMALS) whose rounding hides digits, else undefined: a receipt someone keeps must
 * not lose a wei to rounding without saying so. The digits are the chain's, as a hash is: a point
 * and no separators in every language.
 */
export function exactAmount(value: bigint, unit: 'ECO' | 'ETH'): string | undefined {
  const shown = unit === 'ETH' ? RECEIPT_ETH_DECIMALS : value % ONE_TOKEN === 0n ? 0 : 2;
  const exact = formatUnits(value, 18);
  return (exact.split('.')[1]?.length ?? 0) > shown ? `${exact} ${unit}` : undefined;
}

/**
 * "exactly 0.000039375 ETH" under a receipt's figure in the PDF, in English (the site words its
 * own in the page's language: apps/web/src/lib/format.ts's exactNote), see exactAmount.
 */
export function englishExactNote(value: bigint, unit: 'ECO' | 'ETH'): string | undefined {
  const exact = exactAmount(value, unit);
  return exact === undefined ? undefined : `exactly ${exact}`;
}
