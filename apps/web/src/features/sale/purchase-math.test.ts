import { purchaseGasBudget } from '@eco/contracts';
import { describe, expect, it } from 'vitest';
import { parseAmount, tokenCost, tokensFor } from '@/lib/units';
import {
  ecoEntry,
  ecoTextFor,
  payFieldText,
  purchaseNetworkFee,
  rewardFor,
  usdcPermitPurchaseCall,
  usdcPurchaseCall,
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
    expect(purchaseNetworkFee({ maxFeePerGas: 2n, gasPrice: 5n })).toBe(2n * purchaseGasBudget.eth);
    expect(purchaseNetworkFee({ gasPrice: 5n })).toBe(5n * purchaseGasBudget.eth);
    expect(purchaseNetworkFee(undefined)).toBe(0n);
    // A USDC purchase's fee is still paid in ETH, for its approval or permit and the purchase.
    expect(purchaseNetworkFee({ maxFeePerGas: 2n }, 'usdc')).toBe(2n * purchaseGasBudget.usdc);
  });

  it('derives the field the buyer did not type in from the one they did', () => {
    expect(ecoEntry({ field: 'eco', text: '1.5' }, price)).toEqual({
      text: '1.5',
      amount: 1_500_000_000_000_000_000n,
    });
    expect(ecoEntry({ field: 'pay', text: '0.4' }, price)).toEqual({
      text: '10000',
      amount: 10n ** 18n * 10_000n,
    });
    expect(ecoEntry({ field: 'eco', text: 'abc' }, price).amount).toBe(0n);
    expect(payFieldText({ field: 'pay', text: '0.4' }, 123n)).toBe('0.4');
    expect(payFieldText({ field: 'eco', text: '10000' }, 400_000_000_000_000_000n)).toBe('0.4');
    // No cost to quote (tokens the stage does not hold): the ETH field stays empty.
    expect(payFieldText({ field: 'eco', text: '10000' }, null)).toBe('');
  });
});

describe('a USDC purchase', () => {
  // 0.12 USDC per ECO: USDC base units (6 decimals) per whole ECO.
  const usdcPrice = 120_000n;

  it("costs what ECO's quote asks, rounded up to the next USDC base unit", () => {
    expect(tokenCost(10n ** 18n * 250n, usdcPrice)).toBe(30_000_000n);
    // A third of a base unit still costs a whole one.
    expect(tokenCost(10n ** 18n / 360_000n, usdcPrice)).toBe(1n);
    expect(tokenCost(1n, usdcPrice)).toBe(1n);
  });

  it('converts the USDC field into ECO in six decimals, and quotes the cost back in them', () => {
    expect(ecoEntry({ field: 'pay', text: '30' }, usdcPrice, 'usdc')).toEqual({
      text: '250',
      amount: 10n ** 18n * 250n,
    });
    // Seven decimals are no USDC amount: nothing is asked for.
    expect(ecoEntry({ field: 'pay', text: '0.0000001' }, usdcPrice, 'usdc').amount).toBe(0n);
    expect(payFieldText({ field: 'eco', text: '250' }, 30_000_000n, 'usdc')).toBe('30');
    expect(payFieldText({ field: 'eco', text: '1' }, 120_001n, 'usdc')).toBe('0.120001');
  });

  it("calls buyWithUsdc with the stage's number, and passes the partner's leaf only there", () => {
    const referrer = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
    const grant = { allocation: 5n, proof: ['0x01' as const] };
    expect(
      usdcPurchaseCall({ stage: 'public', amount: 7n, referrer, partnerGrant: grant }).args,
    ).toEqual([2, 7n, referrer, 0n, []]);
    expect(
      usdcPurchaseCall({ stage: 'partners', amount: 7n, referrer, partnerGrant: grant }).args,
    ).toEqual([0, 7n, '0x0000000000000000000000000000000000000000', 5n, ['0x01']]);
    const permit = { value: 1n, deadline: 2n, v: 27, r: '0x02', s: '0x03' } as const;
    const call = usdcPermitPurchaseCall(
      { stage: 'private', amount: 7n, referrer: undefined, partnerGrant: undefined },
      permit,
    );
    expect(call.functionName).toBe('buyWithUsdcPermit');
    expect(call.args).toEqual([
      1,
      7n,
      '0x0000000000000000000000000000000000000000',
      0n,
      [],
      permit,
    ]);
  });
});
