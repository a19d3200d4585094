import { describe, expect, it } from 'vitest';
import { parseAmount, tokenCost, tokensFor } from '@/lib/units';
import {
  ecoEntry,
  ecoTextFor,
  ethFieldText,
  PURCHASE_GAS,
  purchaseNetworkFee,
  rewardFor,
} from './purchase-math';

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

  it('converts the ETH field into ECO', () => {
    expect(ecoTextFor('0.4', price)).toBe('10000');
    expect(ecoTextFor('', price)).toBe('');
  });

  it('computes the referral reward like the contract (basis points, rounded down)', () => {
    expect(rewardFor(10n ** 18n * 1000n, 400n)).toBe(10n ** 18n * 40n);
    expect(rewardFor(24n, 400n)).toBe(0n);
  });

  it('estimates the network fee from the max fee per gas, else the gas price', () => {
    expect(purchaseNetworkFee({ maxFeePerGas: 2n, gasPrice: 5n })).toBe(2n * PURCHASE_GAS);
    expect(purchaseNetworkFee({ gasPrice: 5n })).toBe(5n * PURCHASE_GAS);
    expect(purchaseNetworkFee(undefined)).toBe(0n);
  });

  it('derives the field the buyer did not type in from the one they did', () => {
    expect(ecoEntry({ field: 'eco', text: '1.5' }, price)).toEqual({
      text: '1.5',
      amount: 1_500_000_000_000_000_000n,
    });
    expect(ecoEntry({ field: 'eth', text: '0.4' }, price)).toEqual({
      text: '10000',
      amount: 10n ** 18n * 10_000n,
    });
    expect(ecoEntry({ field: 'eco', text: 'abc' }, price).amount).toBe(0n);
    expect(ethFieldText({ field: 'eth', text: '0.4' }, 123n)).toBe('0.4');
    expect(ethFieldText({ field: 'eco', text: '10000' }, 400_000_000_000_000_000n)).toBe('0.4');
    // No cost to quote (tokens the stage does not hold): the ETH field stays empty.
    expect(ethFieldText({ field: 'eco', text: '10000' }, null)).toBe('');
  });
});
