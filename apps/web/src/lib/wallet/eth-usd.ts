import { formatNumber } from '@/lib/format';
import type { EthUsdReading } from './eth-usd-calls';

/** Where a price came from, for the words beside it. */
type FeedFacts = { heartbeatSeconds: number; mock: boolean };

/**
 * A price fit to show: the feed answered a positive price in a complete round no longer ago than
 * its heartbeat. Otherwise `stale` says why, and no USD figure is shown.
 */
export type EthUsdPrice = FeedFacts & {
  /** Seconds between the feed's answer and the block it was read in (never negative). */
  ageSeconds: number;
} & (
    | { status: 'fresh'; answer: bigint; decimals: number }
    | { status: 'stale'; reason: 'old' | 'not-a-price' | 'incomplete-round' }
  );

/**
 * Judges a reading as Chainlink asks consumers to: an answer older than the feed's heartbeat, an
 * answer of zero or below, and a round not (or not yet) answered are not used.
 */
export function judgeEthUsd(reading: EthUsdReading, feed: FeedFacts): EthUsdPrice {
  const age = reading.chainTime - reading.updatedAt;
  const base = {
    heartbeatSeconds: feed.heartbeatSeconds,
    mock: feed.mock,
    ageSeconds: age > 0n ? Number(age) : 0,
  };
  if (reading.updatedAt === 0n || reading.answeredInRound < reading.roundId) {
    return { ...base, status: 'stale', reason: 'incomplete-round' };
  }
  if (reading.answer <= 0n) return { ...base, status: 'stale', reason: 'not-a-price' };
  if (age > BigInt(feed.heartbeatSeconds)) return { ...base, status: 'stale', reason: 'old' };
  return { ...base, status: 'fresh', answer: reading.answer, decimals: reading.decimals };
}

/** A fresh price. */
export type FreshEthUsdPrice = Extract<EthUsdPrice, { status: 'fresh' }>;

// USD figures are carried to a millionth of a dollar, then rounded to cents when shown.
const USD_SCALE = 1_000_000n;

/** The USD value of `wei` at a fresh price, as a number of dollars (for display only). */
export function usdValue(
  wei: bigint,
  price: Pick<FreshEthUsdPrice, 'answer' | 'decimals'>,
): number {
  const micros = (wei * price.answer * USD_SCALE) / 10n ** BigInt(18 + price.decimals);
  return Number(micros) / Number(USD_SCALE);
}

const usdFormat = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** An approximate dollar amount: "≈ $1,234.56", "< $0.01" for less than a cent. */
export function formatUsd(usd: number): string {
  if (usd > 0 && usd < 0.01) return '< $0.01';
  return `≈ ${usdFormat.format(usd)}`;
}

/** `formatUsd` of `wei` at `price`. */
export function usdText(wei: bigint, price: Pick<FreshEthUsdPrice, 'answer' | 'decimals'>): string {
  return formatUsd(usdValue(wei, price));
}

const plural = (n: number, unit: string) =>
  `${formatNumber(n, { decimals: 0 })} ${unit}${n === 1 ? '' : 's'}`;

/** An age in words: "40 seconds", "12 minutes", "3 hours", "2 days". */
export function ageText(seconds: number): string {
  if (seconds < 60) return plural(seconds, 'second');
  if (seconds < 2 * 3600) return plural(Math.floor(seconds / 60), 'minute');
  if (seconds < 2 * 86_400) return plural(Math.floor(seconds / 3600), 'hour');
  return plural(Math.floor(seconds / 86_400), 'day');
}

/** A heartbeat as an adjective: "1-hour", "20-minute", "90-second". */
export function heartbeatText(seconds: number): string {
  if (seconds % 3600 === 0) return `${seconds / 3600}-hour`;
  if (seconds % 60 === 0) return `${seconds / 60}-minute`;
  return `${seconds}-second`;
}

/** The feed's name as the page shows it. */
export const feedName = (mock: boolean) =>
  mock ? 'local mock price feed' : 'Chainlink ETH/USD price feed';

/**
 * One line saying where the USD figures come from and how old the price is, or why they are
 * hidden (a stale price is never shown).
 */
export function ethUsdNote(price: EthUsdPrice): string {
  if (price.status === 'fresh') {
    const source = price.mock
      ? 'the local mock price feed (a sample price, not the market’s)'
      : 'the Chainlink ETH/USD price feed';
    return `USD figures are approximate, from ${source}; its last answer is ${ageText(price.ageSeconds)} old.`;
  }
  const feed = `the ${feedName(price.mock)}'s`;
  if (price.reason === 'old') {
    return `USD hidden: ${feed} last answer is ${ageText(price.ageSeconds)} old, older than its ${heartbeatText(price.heartbeatSeconds)} heartbeat.`;
  }
  if (price.reason === 'not-a-price') {
    return `USD hidden: ${feed} last answer is not a price (zero or below).`;
  }
  return `USD hidden: ${feed} latest round is not complete.`;
}
