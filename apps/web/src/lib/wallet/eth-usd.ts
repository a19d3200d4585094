import { t } from '@lingui/core/macro';
import { durationUnitText, formatDelay } from '@/lib/format';
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
  // Rounded down to one unit (an age, not a promise as formatDelay's delays are), in its words.
  const { second, minute, hour, day } = durationUnitText;
  if (seconds < 60) return second(seconds);
  if (seconds < 2 * 3600) return minute(Math.floor(seconds / 60));
  if (seconds < 2 * 86_400) return hour(Math.floor(seconds / 3600));
  return day(Math.floor(seconds / 86_400));
}

/**
 * One line saying where the USD figures come from and how old the price is, or why they are
 * hidden (a stale price is never shown). Each case is one whole sentence per feed, so that a
 * translation words each as its grammar needs (a feed's name is not glued into a sentence).
 */
export function ethUsdNote(price: EthUsdPrice): string {
  const age = ageText(price.ageSeconds);
  const { mock } = price;
  if (price.status === 'fresh') {
    return mock
      ? t`USD figures are approximate, from the local mock price feed (a sample price, not the market’s); its last answer is ${age} old.`
      : t`USD figures are approximate, from the Chainlink ETH/USD price feed; its last answer is ${age} old.`;
  }
  if (price.reason === 'old') {
    // The heartbeat exactly, as the feed's settings give it ("1 hour", "1 minute 30 seconds").
    const heartbeat = formatDelay(price.heartbeatSeconds);
    return mock
      ? t`USD hidden: the local mock price feed's last answer is ${age} old, older than its heartbeat of ${heartbeat}.`
      : t`USD hidden: the Chainlink ETH/USD price feed's last answer is ${age} old, older than its heartbeat of ${heartbeat}.`;
  }
  if (price.reason === 'not-a-price') {
    return mock
      ? t`USD hidden: the local mock price feed's last answer is not a price (zero or below).`
      : t`USD hidden: the Chainlink ETH/USD price feed's last answer is not a price (zero or below).`;
  }
  return mock
    ? t`USD hidden: the local mock price feed's latest round is not complete.`
    : t`USD hidden: the Chainlink ETH/USD price feed's latest round is not complete.`;
}
