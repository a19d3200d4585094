import { findEthUsdFeed } from '@eco/contracts';
import { parseEther } from 'viem';
import { describe, expect, it } from 'vitest';
import { ageText, ethUsdNote, formatUsd, judgeEthUsd, usdText, usdValue } from './eth-usd';
import { ethUsdFeedCalls, parseEthUsdReads, type EthUsdReading } from './eth-usd-calls';

const feed = { heartbeatSeconds: 3600, mock: false };
/** A reading of $3,000.12345678 per ETH (8 decimals), answered `age` seconds before the block. */
const reading = (age: bigint, changes: Partial<EthUsdReading> = {}): EthUsdReading => ({
  roundId: 7n,
  answer: 300_012_345_678n,
  updatedAt: 1_800_000_000n,
  answeredInRound: 7n,
  decimals: 8,
  chainTime: 1_800_000_000n + age,
  ...changes,
});

describe('the feed’s reads', () => {
  it('ask the feed for its round and decimals and Multicall3 for the block time, in one batch', () => {
    const local = findEthUsdFeed(31337)!;
    const calls = ethUsdFeedCalls(local, 31337);
    expect(calls).toHaveLength(3);
    expect(calls.map((call) => [call.address, call.functionName])).toEqual([
      [local.address, 'latestRoundData'],
      [local.address, 'decimals'],
      ['0xcA11bde05977b3631167028862bE2a173976CA11', 'getCurrentBlockTimestamp'],
    ]);
  });

  it('name the answers in that order', () => {
    expect(parseEthUsdReads([[3n, 250_000_000_000n, 10n, 11n, 3n], 8, 20n])).toEqual({
      roundId: 3n,
      answer: 250_000_000_000n,
      updatedAt: 11n,
      answeredInRound: 3n,
      decimals: 8,
      chainTime: 20n,
    });
  });
});

describe('judging a price', () => {
  it('is fresh up to the heartbeat, by the chain’s clock', () => {
    expect(judgeEthUsd(reading(0n), feed)).toMatchObject({ status: 'fresh', ageSeconds: 0 });
    expect(judgeEthUsd(reading(3600n), feed)).toMatchObject({
      status: 'fresh',
      ageSeconds: 3600,
      answer: 300_012_345_678n,
      decimals: 8,
    });
    expect(judgeEthUsd(reading(3601n), feed)).toMatchObject({
      status: 'stale',
      reason: 'old',
      ageSeconds: 3601,
    });
    // Another feed's heartbeat, another limit.
    expect(judgeEthUsd(reading(3601n), { ...feed, heartbeatSeconds: 86_400 }).status).toBe('fresh');
  });

  it('counts an answer from a block ahead of the read as no age, not a negative one', () => {
    expect(judgeEthUsd(reading(-5n), feed)).toMatchObject({ status: 'fresh', ageSeconds: 0 });
  });

  it('refuses an answer of zero or below and an incomplete round, however recent', () => {
    expect(judgeEthUsd(reading(10n, { answer: 0n }), feed)).toMatchObject({
      status: 'stale',
      reason: 'not-a-price',
    });
    expect(judgeEthUsd(reading(10n, { answer: -1n }), feed)).toMatchObject({
      status: 'stale',
      reason: 'not-a-price',
    });
    expect(judgeEthUsd(reading(10n, { answeredInRound: 6n }), feed)).toMatchObject({
      status: 'stale',
      reason: 'incomplete-round',
    });
    expect(judgeEthUsd(reading(10n, { updatedAt: 0n, chainTime: 10n }), feed)).toMatchObject({
      status: 'stale',
      reason: 'incomplete-round',
    });
  });
});

describe('USD values', () => {
  const price = { answer: 300_012_345_678n, decimals: 8 };

  it('multiply wei by the answer at the feed’s decimals', () => {
    expect(usdValue(parseEther('1'), price)).toBe(3000.123456);
    // Rounded down to the millionth: 0.1200049…
    expect(usdValue(parseEther('0.00004'), price)).toBe(0.120004);
    expect(usdValue(0n, price)).toBe(0);
    // 18 decimals of answer read the same.
    expect(usdValue(parseEther('2'), { answer: parseEther('1500'), decimals: 18 })).toBe(3000);
  });

  it('read as approximate dollars and cents', () => {
    expect(usdText(parseEther('1'), price)).toBe('≈ $3,000.12');
    expect(usdText(parseEther('0.00004'), price)).toBe('≈ $0.12');
    expect(formatUsd(0.004)).toBe('< $0.01');
    expect(formatUsd(0)).toBe('≈ $0.00');
    expect(formatUsd(1234567.891)).toBe('≈ $1,234,567.89');
  });
});

describe('words about the price', () => {
  it('say ages plainly', () => {
    expect(ageText(1)).toBe('1 second');
    expect(ageText(59)).toBe('59 seconds');
    expect(ageText(60)).toBe('1 minute');
    expect(ageText(7199)).toBe('119 minutes');
    expect(ageText(7200)).toBe('2 hours');
    expect(ageText(3 * 86_400)).toBe('3 days');
  });

  it('name the source and age of a fresh price, and why a stale one is hidden', () => {
    expect(ethUsdNote(judgeEthUsd(reading(180n), feed))).toBe(
      'USD figures are approximate, from the Chainlink ETH/USD price feed; its last answer is 3 minutes old.',
    );
    expect(ethUsdNote(judgeEthUsd(reading(180n), { ...feed, mock: true }))).toBe(
      'USD figures are approximate, from the local mock price feed (a sample price, not the market’s); its last answer is 3 minutes old.',
    );
    expect(ethUsdNote(judgeEthUsd(reading(4000n), feed))).toBe(
      "USD hidden: the Chainlink ETH/USD price feed's last answer is 66 minutes old, older than its heartbeat of 1 hour.",
    );
    expect(ethUsdNote(judgeEthUsd(reading(4000n), { ...feed, mock: true }))).toBe(
      "USD hidden: the local mock price feed's last answer is 66 minutes old, older than its heartbeat of 1 hour.",
    );
    // A heartbeat that is not whole hours is said exactly.
    expect(ethUsdNote(judgeEthUsd(reading(4000n), { ...feed, heartbeatSeconds: 90 }))).toBe(
      "USD hidden: the Chainlink ETH/USD price feed's last answer is 66 minutes old, older than its heartbeat of 1 minute 30 seconds.",
    );
    expect(ethUsdNote(judgeEthUsd(reading(1n, { answer: 0n }), feed))).toBe(
      "USD hidden: the Chainlink ETH/USD price feed's last answer is not a price (zero or below).",
    );
    expect(ethUsdNote(judgeEthUsd(reading(1n, { answeredInRound: 1n }), feed))).toBe(
      "USD hidden: the Chainlink ETH/USD price feed's latest round is not complete.",
    );
  });
});
