import { describe, expect, it } from 'vitest';
import { withdrawalDeadline } from '../src/stages';

const DAY = 86_400n;
const now = 1_800_000_000n;
const period = 14n * DAY;

describe('withdrawalDeadline (the rule of ECO _withdrawalDeadline, decision 0032)', () => {
  it('is the period from now when the stage has no closing time', () => {
    expect(withdrawalDeadline({ now, period, closesAt: 0n, tradingEnabled: false })).toBe(
      now + period,
    );
  });

  it('stops at the closing time of a time-limited offer (MiCA 13(5))', () => {
    const closesAt = now + 3n * DAY;
    expect(withdrawalDeadline({ now, period, closesAt, tradingEnabled: false })).toBe(closesAt);
  });

  it('keeps the full period when the stage closes after it', () => {
    const closesAt = now + period + 1n;
    expect(withdrawalDeadline({ now, period, closesAt, tradingEnabled: false })).toBe(now + period);
    expect(withdrawalDeadline({ now, period, closesAt: now + period, tradingEnabled: false })).toBe(
      now + period,
    );
  });

  it('gives no right once trading is enabled (MiCA 13(4)) or where the period is 0', () => {
    expect(withdrawalDeadline({ now, period, closesAt: 0n, tradingEnabled: true })).toBeUndefined();
    expect(
      withdrawalDeadline({ now, period: 0n, closesAt: now + DAY, tradingEnabled: false }),
    ).toBeUndefined();
  });
});
