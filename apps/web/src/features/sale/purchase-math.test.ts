import { describe, expect, it } from 'vitest';
import { parseAmount, tokenCost, tokensFor } from '@/lib/units';
import { ecoTextFor, ethTextFor, rewardFor } from './purchase-math';

const price = 40_000_000_000_000n; // 0.00004 ETH

describe('purchase math', () => {
  it('parses amounts and refuses what the numeric rule refuses', () => {
    expect(parseAmount('1.5')).toBe(1_500_000_000_000_000_000n);
    expect(parseAmount('')).toBeNull();
    expect(parseAmount('.')).toBeNull();
    expect(parseAmount('1.2.3')).toBeNull();
    expect(parseAmount('0.0000000000000000001')).toBeNull();
  });

  it("rounds the cost up and the tokens down, in the seller's favour both ways", () => {
    expect(tokenCost(10n ** 18n * 10_000n, price)).toBe(400_000_000_000_000_000n);
    expect(tokenCost(1n, 30_000_000_000_000n)).toBe(1n);
    expect(tokensFor(400_000_000_000_000_000n, price)).toBe(10n ** 18n * 10_000n);
    expect(tokensFor(1n, price)).toBe(25_000n);
    expect(tokenCost(tokensFor(123_456_789n, price), price)).toBeLessThanOrEqual(123_456_789n);
  });

  it('converts the two fields into each other', () => {
    expect(ethTextFor('10000', price)).toBe('0.4');
    expect(ecoTextFor('0.4', price)).toBe('10000');
    expect(ethTextFor('abc', price)).toBe('');
    expect(ecoTextFor('', price)).toBe('');
  });

  it('computes the referral reward like the contract (basis points, rounded down)', () => {
    expect(rewardFor(10n ** 18n * 1000n, 400n)).toBe(10n ** 18n * 40n);
    expect(rewardFor(24n, 400n)).toBe(0n);
  });
});
