import { describe, expect, it } from 'vitest';
import { readHistorySettings, share } from './history-chain';
import { referrerRows, sumByReferrer } from './history-views';

describe("the history benchmark's settings", () => {
  it('scales the chain from BENCH_HISTORY_SCALE and keeps the provider limit', () => {
    expect(readHistorySettings({})).toMatchObject({
      blocks: 100_000,
      purchases: 2_000,
      transfers: 1_000,
      ownerChanges: 40,
      scanRuns: 3,
      indexerRuns: 50,
      maxLogBlocks: 1_000,
    });
    expect(readHistorySettings({ BENCH_HISTORY_SCALE: '0.1' })).toMatchObject({
      blocks: 10_000,
      purchases: 200,
      transfers: 100,
      ownerChanges: 4,
    });
  });

  it('names every bad variable', () => {
    expect(() =>
      readHistorySettings({ BENCH_HISTORY_SCALE: 'big', BENCH_HISTORY_SCAN_RUNS: '1.5' }),
    ).toThrow(/BENCH_HISTORY_SCALE.*BENCH_HISTORY_SCAN_RUNS/);
  });
});

describe('spreading a total over parts', () => {
  it('gives whole shares that add up to the total', () => {
    const shares = Array.from({ length: 7 }, (_, i) => share(100, 7, i));
    expect(shares.reduce((a, b) => a + b, 0)).toBe(100);
    expect(Math.max(...shares) - Math.min(...shares)).toBeLessThanOrEqual(1);
  });
});

describe("the old leaderboard's sums", () => {
  it('sums purchases per referrer, skips the zero address and ignores address case', () => {
    const referrer = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
    const totals = sumByReferrer([
      { referrer, amount: 100n, reward: 4n },
      { referrer: referrer.toLowerCase(), amount: 50n, reward: 2n },
      { referrer: `0x${'0'.repeat(40)}`, amount: 7n, reward: 0n },
    ]);
    expect(referrerRows(totals)).toEqual([[referrer.toLowerCase(), 2, '150', '6']]);
  });
});
