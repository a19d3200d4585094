import { plural, t } from '@lingui/core/macro';
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

// The USD figures themselves (no words) live apart, where the browser tests read them too.
export { formatUsd, usdText, usdValue } from './usd-text';

/** An age in words: "40 seconds", "12 minutes", "3 hours", "2 days". */
export function ageText(seconds: number): string {
  if (seconds < 60) return plural(seconds, { one: '# second', other: '# seconds' });
  const minutes = Math.floor(seconds / 60);
  if (seconds < 2 * 3600) return plural(minutes, { one: '# minute', other: '# minutes' });
  const hours = Math.floor(seconds / 3600);
  if (seconds < 2 * 86_400) return plural(hours, { one: '# hour', other: '# hours' });
  const days = Math.floor(seconds / 86_400);
  return plural(days, { one: '# day', other: '# days' });
}

/** A heartbeat as an adjective: "1-hour", "20-minute", "90-second". */
export function heartbeatText(seconds: number): string {
  if (seconds % 3600 === 0) {
    const hours = seconds / 3600;
    return t`${hours}-hour`;
  }
  if (seconds % 60 === 0) {
    const minutes = seconds / 60;
    return t`${minutes}-minute`;
  }
  return t`${seconds}-second`;
}

/**
 * One line saying where the USD figures come from and how old the price is, or why they are
 * hidden (a stale price is never shown).
 */
export function ethUsdNote(price: EthUsdPrice): string {
  const age = ageText(price.ageSeconds);
  if (price.status === 'fresh') {
    const source = price.mock
      ? t`the local mock price feed (a sample price, not the market’s)`
      : t`the Chainlink ETH/USD price feed`;
    return t`USD figures are approximate, from ${source}; its last answer is ${age} old.`;
  }
  const feed = price.mock ? t`the local mock price feed's` : t`the Chainlink ETH/USD price feed's`;
  if (price.reason === 'old') {
    const heartbeat = heartbeatText(price.heartbeatSeconds);
    return t`USD hidden: ${feed} last answer is ${age} old, older than its ${heartbeat} heartbeat.`;
  }
  if (price.reason === 'not-a-price') {
    return t`USD hidden: ${feed} last answer is not a price (zero or below).`;
  }
  return t`USD hidden: ${feed} latest round is not complete.`;
}
