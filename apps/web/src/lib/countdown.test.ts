import { describe, expect, it } from 'vitest';
import { formatCountdown } from './countdown';

describe('formatCountdown', () => {
  it('names the two largest units, rounded down', () => {
    expect(formatCountdown(2 * 86_400_000 + 4 * 3_600_000 + 59_000)).toBe('2 days 4 hours');
    expect(formatCountdown(86_400_000 + 30_000)).toBe('1 day');
    expect(formatCountdown(5 * 60_000 + 3000)).toBe('5 minutes 3 seconds');
    expect(formatCountdown(1500)).toBe('1 second');
    expect(formatCountdown(999)).toBe('less than a second');
  });
});
