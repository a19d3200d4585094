import { describe, expect, it } from 'vitest';
import { formatDelay, formatUtcDateTime, shortHash, truncate, truncateMiddle } from './format';

describe('truncation', () => {
  it('cuts the end with an ellipsis only when needed', () => {
    expect(truncate('Green Planet ECO', 20)).toBe('Green Planet ECO');
    expect(truncate('Green Planet ECO', 10)).toBe('Green Pla…');
    expect(truncate('Green Planet ECO', 10)).toHaveLength(10);
    expect(truncate('anything', 0)).toBe('');
  });

  it('keeps the start and end of an address', () => {
    expect(truncateMiddle('0x1234567890abcdef1234567890abcdef1234abcd')).toBe('0x1234…abcd');
    expect(truncateMiddle('0x12345678', 6, 4)).toBe('0x12345678');
    expect(truncateMiddle('0x1234567890abcdef', 4, 2)).toBe('0x12…ef');
  });
});

describe('shortHash', () => {
  it('keeps 0x, four digits on each side and an ellipsis', () => {
    const hash = `0x${'ab12'.repeat(16)}`;
    expect(hash).toHaveLength(66);
    expect(shortHash(hash)).toBe('0xab12…ab12');
  });
});

describe("the owner timelock's delay", () => {
  it('is said exactly, in the largest units', () => {
    expect(formatDelay(300n)).toBe('5 minutes');
    expect(formatDelay(172_800n)).toBe('2 days');
    expect(formatDelay(5_400n)).toBe('1 hour 30 minutes');
    expect(formatDelay(90_061n)).toBe('1 day 1 hour 1 minute 1 second');
    expect(formatDelay(0n)).toBe('0 seconds');
  });

  it('has the same units before a noun: "the 5-minute delay"', () => {
    expect(formatDelay(300, 'adjective')).toBe('5-minute');
    expect(formatDelay(172_800, 'adjective')).toBe('2-day');
    expect(formatDelay(5_400n, 'adjective')).toBe('1-hour-30-minute');
    expect(formatDelay(0, 'adjective')).toBe('0-second');
  });
});

describe('formatUtcDateTime', () => {
  it('writes times in UTC', () => {
    expect(formatUtcDateTime(Date.UTC(2026, 11, 1, 12))).toBe('12:00 PM, Dec 1, 2026 UTC');
  });
});
