import { describe, expect, it } from 'vitest';
import { moneyBack } from './money-back';

const ONE = 10n ** 18n;
const bought = Date.UTC(2026, 11, 1, 12);
const until = bought + 14 * 86_400_000;
const held = {
  status: 'held',
  amount: 500n * ONE,
  timestamp: bought,
  withdrawableUntil: until,
} as const;
const standing = { refundable: false, cancelled: false };

describe("a purchase's way back", () => {
  it('is a withdrawal until the last moment before the deadline, and closed from it on', () => {
    expect(moneyBack(held, standing, 500n * ONE, until - 1)).toEqual({ kind: 'withdraw', until });
    // The contract refuses a withdrawal in a block stamped at the deadline itself.
    expect(moneyBack(held, standing, 500n * ONE, until)).toEqual({ kind: 'closed', until });
  });

  it('is a refund with no deadline in a stage that missed its minimum raise or was cancelled', () => {
    const missed = { refundable: true, cancelled: false };
    expect(moneyBack(held, missed, 500n * ONE, until + 86_400_000)).toEqual({
      kind: 'refund',
      reason: 'missed-minimum',
    });
    expect(moneyBack(held, { refundable: true, cancelled: true }, 500n * ONE, bought)).toEqual({
      kind: 'refund',
      reason: 'cancelled',
    });
    expect(moneyBack(held, missed, 499n * ONE, bought)).toEqual({
      kind: 'tokens-gone',
      action: 'refund',
      balance: 499n * ONE,
    });
  });

  it('is none without a window, nothing once settled, and unknown until the chain is read', () => {
    expect(moneyBack({ ...held, withdrawableUntil: bought }, standing, 500n * ONE, bought)).toEqual(
      {
        kind: 'no-right',
      },
    );
    for (const status of ['released', 'withdrawn', 'refunded'] as const) {
      expect(moneyBack({ ...held, status }, standing, 0n, bought)).toEqual({ kind: 'settled' });
    }
    expect(moneyBack(held, undefined, 500n * ONE, bought)).toEqual({ kind: 'reading' });
    expect(moneyBack(held, standing, undefined, bought)).toEqual({ kind: 'reading' });
  });
});
