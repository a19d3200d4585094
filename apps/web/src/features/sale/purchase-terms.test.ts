import { describe, expect, it } from 'vitest';
import { minimumRaiseTerms, withdrawalTerms } from './purchase-terms';

const ECO = 10n ** 18n;
const DAY = 86_400n;
// 12:00 PM, Dec 1, 2026 UTC
const now = 1_796_126_400n;
const base = { now, period: 14n * DAY, tradingEnabled: false, asset: 'usdc' as const };

describe('the withdrawal deadline the Buy dialog states before signing', () => {
  it('is 14 days from now, paid back in the asset paid with', () => {
    expect(withdrawalTerms({ ...base, stage: { closesAt: 0n } })).toBe(
      'You may withdraw this purchase until 12:00 PM, Dec 15, 2026 UTC: you get back exactly what you paid, in USDC, and give back the ECO you bought. The network fee of a withdrawal is yours.',
    );
  });

  it('stops at the closing time of the stage, and says so', () => {
    const text = withdrawalTerms({ ...base, asset: 'eth', stage: { closesAt: now + 2n * DAY } });
    expect(text).toContain('until 12:00 PM, Dec 3, 2026 UTC, when this stage closes:');
    expect(text).toContain('in ETH');
  });

  it('says there is none once trading is enabled, or where the period is 0', () => {
    expect(withdrawalTerms({ ...base, tradingEnabled: true, stage: { closesAt: 0n } })).toContain(
      'cannot be withdrawn: ECO is already traded',
    );
    expect(withdrawalTerms({ ...base, period: 0n, stage: { closesAt: 0n } })).toContain(
      'this sale has no withdrawal period',
    );
  });
});

describe("the stage's minimum raise in words", () => {
  const raise = { amount: 1_000_000n * ECO, deadline: now + 30n * DAY, counted: 250n * ECO };

  it('names the amount, the deadline and what is sold so far while it is pending', () => {
    expect(minimumRaiseTerms({ ...raise, state: 'pending' })).toBe(
      'This stage needs 1,000,000 ECO sold by 12:00 PM, Dec 31, 2026 UTC or every buyer may claim a full refund; 250 ECO sold so far.',
    );
  });

  it('tells a met, a missed and an absent minimum apart', () => {
    expect(minimumRaiseTerms({ ...raise, state: 'met' })).toContain('met its minimum raise');
    expect(minimumRaiseTerms({ ...raise, state: 'missed' })).toContain(
      'it sells no more, and every buyer may claim a full refund',
    );
    expect(minimumRaiseTerms({ ...raise, state: 'none' })).toBe(
      'This stage has no minimum raise: no refund depends on how much it sells.',
    );
  });
});
