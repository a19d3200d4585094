import { describe, expect, it } from 'vitest';
import type { StageTerms } from '@/lib/wallet/stage-terms-text';
import { settleText } from './settle-purchases-action';

const terms = (over: Partial<StageTerms> = {}): StageTerms => ({
  usdcPrice: 120_000n,
  minimum: { amount: 0n, deadline: 0n, counted: 0n, state: 'none' },
  cancelled: false,
  finalized: true,
  ...over,
});
const settled = { purchases: 250n, releasedUpTo: 40n };
const ETH = 10n ** 18n;

describe('what the "Settle purchases" card says of a stage', () => {
  it('says why a stage may not be settled', () => {
    expect(settleText(terms({ finalized: false }), settled, undefined)).toBe(
      'Not finalized yet: its purchases stay held for their buyers until it is.',
    );
    expect(settleText(terms({ finalized: false, cancelled: true }), settled, undefined)).toMatch(
      /^Cancelled: every purchase in it may be refunded/,
    );
    const missed = { amount: ETH, deadline: 1n, counted: 0n, state: 'missed' as const };
    expect(settleText(terms({ minimum: missed }), settled, undefined)).toMatch(
      /^It missed its minimum raise/,
    );
    const pending = {
      amount: ETH,
      deadline: 1_800_000_000n,
      counted: 0n,
      state: 'pending' as const,
    };
    expect(settleText(terms({ minimum: pending }), settled, undefined)).toBe(
      'Its minimum raise is pending until 8:00 AM, Jan 15, 2027 UTC: nothing is settled before it is met.',
    );
  });

  it('counts what the batch releases per asset, what waits and what follows', () => {
    expect(
      settleText(terms(), settled, { count: 2, eth: ETH / 10n, usdc: 1_500_000n, beyond: 110n }),
    ).toBe(
      '2 purchases are past their withdrawal window and still held: settling releases 0.1 ETH and 1.50 USDC, which may then be withdrawn. 110 more purchases follow in the next batch.',
    );
    expect(
      settleText(terms(), settled, {
        count: 1,
        eth: 0n,
        usdc: 120_000n,
        beyond: 0n,
        waitsFor: { index: 41n, until: 1_800_000_000n },
      }),
    ).toBe(
      '1 purchase is past its withdrawal window and still held: settling releases 0.12 USDC, which may then be withdrawn. Purchase 41 is in its withdrawal window until 8:00 AM, Jan 15, 2027 UTC; the ones after it wait for it.',
    );
    expect(settleText(terms(), { purchases: 3n, releasedUpTo: 3n }, undefined)).toBe(
      'Every one of its 3 purchases is settled.',
    );
  });
});
