import { describe, expect, it } from 'vitest';
import { isNumericText } from './numeric';
import { divCeil, formatUnits, parseAmount, parseUnits, tokenCost, tokensFor } from './units';

describe('the numeric rule', () => {
  it.each(['', '0', '12', '12.', '.5', '12.50', '007'])('accepts %j', (value) => {
    expect(isNumericText(value)).toBe(true);
  });
  it.each(['a', '1a', '1.2.3', '..', '-1', '+1', '1e5', '1,000', ' 1', '1 ', '١٢'])(
    'refuses %j',
    (value) => {
      expect(isNumericText(value)).toBe(false);
    },
  );
});

describe('units', () => {
  it('parses decimals into base units', () => {
    expect(parseUnits('1', 18)).toBe(10n ** 18n);
    expect(parseUnits('0.00004', 18)).toBe(40_000_000_000_000n);
    expect(parseUnits('.5', 2)).toBe(50n);
    expect(parseUnits('12.', 2)).toBe(1200n);
  });

  it('refuses what is not a usable number', () => {
    expect(() => parseUnits('', 18)).toThrow();
    expect(() => parseUnits('.', 18)).toThrow();
    expect(() => parseUnits('1.234', 2)).toThrow(/more than 2 decimals/);
    expect(() => parseUnits('1e5', 18)).toThrow();
  });

  it('formats base units back without trailing zeros', () => {
    expect(formatUnits(10n ** 18n, 18)).toBe('1');
    expect(formatUnits(400_000_000_000_000_000n, 18)).toBe('0.4');
    expect(formatUnits(1n, 18)).toBe('0.000000000000000001');
    expect(formatUnits(-1500n, 3)).toBe('-1.5');
    expect(formatUnits(0n, 18)).toBe('0');
  });

  it('rounds division up', () => {
    expect(divCeil(10n, 5n)).toBe(2n);
    expect(divCeil(11n, 5n)).toBe(3n);
    expect(divCeil(0n, 5n)).toBe(0n);
  });
});

describe('sale amounts', () => {
  const price = (eth: string) => parseAmount(eth) ?? 0n;

  it('prices whole tokens exactly', () => {
    expect(tokenCost(parseAmount('10000') ?? 0n, price('0.00004'))).toBe(400_000_000_000_000_000n);
    expect(tokenCost(parseAmount('1') ?? 0n, price('0.00002'))).toBe(20_000_000_000_000n);
  });

  it("rounds a fractional cost up to the next wei, in the seller's favour", () => {
    // 1 base unit at 0.00003 ETH per token costs 0.00003 wei: charged as 1 wei.
    expect(tokenCost(1n, price('0.00003'))).toBe(1n);
    expect(tokenCost(33_334n, price('0.00003'))).toBe(2n);
  });

  it('gives the tokens a payment buys, rounded down', () => {
    expect(tokensFor(400_000_000_000_000_000n, price('0.00004'))).toBe(10_000n * 10n ** 18n);
    expect(tokensFor(1n, price('0.00004'))).toBe(25_000n);
    expect(tokensFor(1n, 0n)).toBe(0n);
  });

  it('returns null for text that is not an amount', () => {
    expect(parseAmount('')).toBeNull();
    expect(parseAmount('.')).toBeNull();
    expect(parseAmount('1.0000000000000000001')).toBeNull();
    expect(parseAmount('1e5')).toBeNull();
  });
});
