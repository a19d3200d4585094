import { describe, expect, it } from 'vitest';
import {
  formatPercent,
  parseAddress,
  parsePercent,
  parseSaleSchedule,
  parseTokenAmount,
  parseUtcTime,
  utcTimeInput,
} from './owner-input';

const fee = { decimals: 1, min: 0n, max: 20n, label: 'buy fee' };

describe('parsePercent', () => {
  it('turns percent into per mille or basis points', () => {
    expect(parsePercent('1.5', fee)).toEqual({ ok: true, value: 15n });
    expect(parsePercent(' 2 ', fee)).toEqual({ ok: true, value: 20n });
    expect(parsePercent('0', fee)).toEqual({ ok: true, value: 0n });
    expect(
      parsePercent('12.25', { decimals: 2, min: 0n, max: 2000n, label: 'referral reward' }),
    ).toEqual({ ok: true, value: 1225n });
  });

  it('refuses a fee over its cap, naming the cap', () => {
    expect(parsePercent('2.1', fee)).toEqual({
      ok: false,
      error: "The buy fee can be at most 2% (the contract's cap).",
    });
  });

  it('refuses empty text, words, negative numbers and too many decimals', () => {
    expect(parsePercent('', fee)).toMatchObject({
      ok: false,
      error: 'Enter the buy fee in percent.',
    });
    expect(parsePercent('abc', fee)).toMatchObject({ ok: false });
    expect(parsePercent('-1', fee)).toMatchObject({ ok: false });
    expect(parsePercent('1.25', fee)).toMatchObject({
      ok: false,
      error: expect.stringContaining('at most 1 decimal') as string,
    });
  });

  it('refuses a value under the minimum', () => {
    expect(parsePercent('0', { decimals: 1, min: 1n, max: 1000n, label: 'largest sell' })).toEqual({
      ok: false,
      error: 'The largest sell must be at least 0.1%.',
    });
  });
});

describe('formatPercent', () => {
  it('writes per mille and basis points as percent', () => {
    expect(formatPercent(15n, 1)).toBe('1.5%');
    expect(formatPercent(20n, 1)).toBe('2%');
    expect(formatPercent(500n, 2)).toBe('5%');
    expect(formatPercent(5n, 2)).toBe('0.05%');
  });
});

describe('parseAddress', () => {
  it('accepts lowercase and checksummed addresses and returns the checksummed form', () => {
    const checksummed = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
    expect(parseAddress(checksummed.toLowerCase())).toEqual({ ok: true, value: checksummed });
    expect(parseAddress(` ${checksummed} `)).toEqual({ ok: true, value: checksummed });
  });

  it('refuses bad shapes, a wrong checksum and the zero address', () => {
    expect(parseAddress('')).toMatchObject({ ok: false, error: 'Enter the address.' });
    expect(parseAddress('0x1234')).toMatchObject({
      ok: false,
      error: 'The address must be 0x followed by 40 hexadecimal characters.',
    });
    expect(parseAddress('0x70997970c51812dc3A010C7d01b50e0d17dc79C8')).toMatchObject({
      ok: false,
      error: expect.stringContaining('checksum') as string,
    });
    expect(parseAddress(`0x${'0'.repeat(40)}`, 'fund wallet')).toEqual({
      ok: false,
      error: 'The fund wallet cannot be the zero address.',
    });
  });
});

describe('parseTokenAmount', () => {
  const price = { label: 'price', unit: 'ETH' };
  it('reads 18-decimal amounts', () => {
    expect(parseTokenAmount('0.00004', price)).toEqual({ ok: true, value: 40_000_000_000_000n });
  });
  it('refuses zero, text, too many decimals and more than the maximum', () => {
    expect(parseTokenAmount('0', price)).toMatchObject({
      ok: false,
      error: 'The price must be greater than zero.',
    });
    expect(parseTokenAmount('1e5', price)).toMatchObject({ ok: false });
    expect(parseTokenAmount(`0.${'1'.repeat(19)}`, price)).toMatchObject({ ok: false });
    const max = { value: 10n ** 19n, error: 'Only 10 ECO are left.' };
    expect(parseTokenAmount('11', { label: 'amount', unit: 'ECO', max })).toEqual({
      ok: false,
      error: 'Only 10 ECO are left.',
    });
    expect(parseTokenAmount('10', { label: 'amount', unit: 'ECO', max })).toEqual({
      ok: true,
      value: 10n ** 19n,
    });
  });
  it('reads a USDC price in 6 decimals, where 0 means ETH only', () => {
    const usdc = { label: 'USDC price', unit: 'USDC', decimals: 6, zero: true };
    expect(parseTokenAmount('0.12', usdc)).toEqual({ ok: true, value: 120_000n });
    expect(parseTokenAmount('0', usdc)).toEqual({ ok: true, value: 0n });
    expect(parseTokenAmount('0.1234567', usdc)).toEqual({
      ok: false,
      error: 'The USDC price can have at most 6 decimals (USDC has 6).',
    });
    expect(parseTokenAmount('-1', usdc)).toEqual({
      ok: false,
      error: 'The USDC price must be a number of USDC, such as 0.5.',
    });
  });
});

describe('sale schedule times', () => {
  const now = Date.UTC(2026, 10, 24, 12);
  const at = (iso: string) => BigInt(Date.parse(`${iso}:00Z`) / 1000);

  it('reads datetime-local values as UTC and writes them back', () => {
    expect(parseUtcTime('2026-12-01T12:00')).toBe(Date.UTC(2026, 11, 1, 12) / 1000);
    expect(parseUtcTime('2026-02-30T12:00')).toBeUndefined();
    expect(parseUtcTime('tomorrow')).toBeUndefined();
    expect(utcTimeInput(at('2026-12-01T12:00'))).toBe('2026-12-01T12:00');
    expect(utcTimeInput(0n)).toBe('');
  });

  it('takes times to come, empty as by hand, and a closing after the opening', () => {
    expect(parseSaleSchedule('2026-12-01T12:00', '2026-12-08T12:00', now)).toEqual({
      ok: true,
      value: { opensAt: at('2026-12-01T12:00'), closesAt: at('2026-12-08T12:00') },
    });
    expect(parseSaleSchedule('', ' ', now)).toEqual({
      ok: true,
      value: { opensAt: 0n, closesAt: 0n },
    });
    expect(parseSaleSchedule('2026-12-08T12:00', '2026-12-01T12:00', now)).toEqual({
      ok: false,
      error: 'The closing time must come after the opening time.',
    });
    expect(parseSaleSchedule('2026-11-24T11:59', '', now)).toEqual({
      ok: false,
      error: 'The opening time has passed. Pick a time to come, or open the stage now.',
    });
    expect(parseSaleSchedule('', '2026-11-24T12:00', now)).toEqual({
      ok: false,
      error: 'The closing time has passed. Pick a time to come, or close the stage now.',
    });
    expect(parseSaleSchedule('soon', '', now)).toMatchObject({ ok: false });
  });
});
