import { describe, expect, it } from 'vitest';
import {
  ecoText,
  ethText,
  formatDate,
  formatDateTime,
  formatEco,
  formatNumber,
  formatTokenAmount,
  formatUtcDateTime,
  formatUtcSeconds,
  paymentText,
  usdcText,
} from './format';

describe('formatNumber', () => {
  it('uses thousands separators and 2 decimals by default', () => {
    expect(formatNumber(1234567.891)).toBe('1,234,567.89');
    expect(formatNumber(5)).toBe('5.00');
    expect(formatNumber(0.005)).toBe('0.01');
    expect(formatNumber('2500000')).toBe('2,500,000.00');
    expect(formatNumber(10n ** 9n)).toBe('1,000,000,000.00');
  });

  it('takes other precisions', () => {
    expect(formatNumber(500_000_000, { decimals: 0 })).toBe('500,000,000');
    expect(formatNumber('0.00000123', { decimals: 8, minimumDecimals: 2 })).toBe('0.00000123');
    expect(formatNumber('0.4', { decimals: 8, minimumDecimals: 2 })).toBe('0.40');
  });

  it('shows a dash for values that are not numbers', () => {
    expect(formatNumber('abc')).toBe('–');
    expect(formatNumber(Number.POSITIVE_INFINITY)).toBe('–');
  });
});

describe('dates', () => {
  it('shows time plus month day, year', () => {
    expect(formatDateTime('2026-11-21T15:04:00Z', 'UTC')).toBe('3:04 PM, Nov 21, 2026');
    expect(formatDateTime(Date.UTC(2026, 0, 2, 0, 5), 'UTC')).toBe('12:05 AM, Jan 2, 2026');
    expect(formatDateTime('2026-11-21T15:04:00Z', 'Asia/Tokyo')).toBe('12:04 AM, Nov 22, 2026');
  });

  it("writes an on-chain time in UTC, whatever the reader's zone", () => {
    expect(formatUtcDateTime(Date.UTC(2026, 10, 21, 15, 4))).toBe('3:04 PM, Nov 21, 2026 UTC');
  });

  it("writes the chain's seconds since the epoch the same way, whatever their type", () => {
    const seconds = Date.UTC(2026, 10, 21, 15, 4) / 1000;
    for (const value of [seconds, BigInt(seconds), String(seconds)]) {
      expect(formatUtcSeconds(value)).toBe('3:04 PM, Nov 21, 2026 UTC');
    }
  });

  it('formats calendar dates', () => {
    expect(formatDate('2026-06-18', 'UTC')).toBe('Jun 18, 2026');
  });
});

describe('formatTokenAmount', () => {
  it('formats 18-decimal base units', () => {
    expect(formatTokenAmount(1_234_500_000_000_000_000_000n)).toBe('1,234.50');
    expect(formatTokenAmount(40_000_000_000_000n, { decimals: 8, minimumDecimals: 2 })).toBe(
      '0.00004',
    );
    expect(formatTokenAmount(0n)).toBe('0.00');
  });
});

describe('formatEco', () => {
  it('writes whole tokens without decimals and anything else with 2', () => {
    expect(formatEco(250n * 10n ** 18n)).toBe('250');
    expect(formatEco(0n)).toBe('0');
    expect(formatEco(10_000_000n * 10n ** 18n)).toBe('10,000,000');
    expect(formatEco(123_456_789_012_345_678_000n)).toBe('123.46');
    expect(formatEco(1_500_000_000_000_000_000n)).toBe('1.50');
  });
});

describe('amounts with their unit', () => {
  it('write ECO as everywhere and ETH exactly unless told to round', () => {
    expect(ecoText(10n ** 21n)).toBe('1,000 ECO');
    expect(ecoText(125n * 10n ** 17n)).toBe('12.50 ECO');
    expect(ethText(39_375_000_000_000n)).toBe('0.000039375 ETH');
    expect(ethText(39_375_000_000_000n, 6)).toBe('0.000039 ETH');
    expect(ethText(10n ** 17n, 6)).toBe('0.10 ETH');
  });

  it('write USDC exactly from its six-decimal base units, at least to the cent', () => {
    expect(usdcText(120_000n)).toBe('0.12 USDC');
    expect(usdcText(1n)).toBe('0.000001 USDC');
    expect(usdcText(1_234_567_890_000n)).toBe('1,234,567.89 USDC');
    expect(usdcText(0n)).toBe('0.00 USDC');
  });

  it('write a payment in its own asset: ETH as receipts round it, with the exact figure, USDC exact', () => {
    expect(paymentText('eth', 39_375_000_000_000n)).toEqual({
      text: '0.000039 ETH',
      note: 'exactly 0.000039375 ETH',
    });
    expect(paymentText('eth', 10n ** 17n)).toEqual({ text: '0.10 ETH', note: undefined });
    expect(paymentText('usdc', 90_000n)).toEqual({ text: '0.09 USDC', note: undefined });
  });
});
