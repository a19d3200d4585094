// The receipt's figures as text, written exactly as the receipt page writes them
// (apps/web/src/lib/format.ts: formatEco, formatTokenAmount, formatUtcDateTime), so the PDF and
// the page a buyer compares it with show the same strings.
import { saleStageByKey } from '@eco/contracts';
import type { SaleStageKey } from '@eco/contracts';
import { formatUnits } from 'viem';

const LOCALE = 'en-US';
const ONE_TOKEN = 10n ** 18n;

function formatNumber(value: number | bigint, decimals: number, minimumDecimals = decimals) {
  if (typeof value === 'number' && !Number.isFinite(value)) return '–';
  return new Intl.NumberFormat(LOCALE, {
    minimumFractionDigits: Math.min(minimumDecimals, decimals),
    maximumFractionDigits: decimals,
  }).format(value);
}

/** ECO in base units: whole tokens without decimals ("250"), anything else with 2 ("12.35"). */
export function formatEco(value: bigint): string {
  return value % ONE_TOKEN === 0n
    ? formatNumber(value / ONE_TOKEN, 0)
    : formatNumber(Number(formatUnits(value, 18)), 2);
}

/** ETH in wei, as the site writes amounts of ETH: up to 6 decimals, at least 2 ("0.01"). */
export function formatEth(value: bigint): string {
  return formatNumber(Number(formatUnits(value, 18)), 6, 2);
}

/**
 * The exact decimal amount when the rounded figure hides digits ("exactly 0.000039375"), else
 * undefined: a receipt someone keeps must not lose a wei to rounding without saying so.
 */
export function exactUnlessShown(value: bigint, shownDecimals: number): string | undefined {
  const exact = formatUnits(value, 18);
  const decimals = exact.split('.')[1]?.length ?? 0;
  return decimals > shownDecimals ? exact : undefined;
}

/** A block time (seconds since the epoch) as every reader reads it: "3:04 PM, Nov 21, 2026 UTC". */
export function formatUtcDateTime(seconds: bigint): string {
  const date = new Date(Number(seconds) * 1000);
  const time = new Intl.DateTimeFormat(LOCALE, {
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'UTC',
  }).format(date);
  const day = new Intl.DateTimeFormat(LOCALE, {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(date);
  return `${time}, ${day} UTC`;
}

/** A sale stage's name on a receipt: "Public stage". */
export function stageName(stageKey: SaleStageKey): string {
  return `${saleStageByKey[stageKey].label} stage`;
}

/** A whole number with separators: "1,234". */
export function formatCount(value: bigint): string {
  return formatNumber(value, 0);
}
