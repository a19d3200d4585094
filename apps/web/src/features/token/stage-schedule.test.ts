import { describe, expect, it } from 'vitest';
import { formatUtcDateTime } from '@/lib/format';
import { formatCountdown, stageSchedule } from './stage-schedule';

const now = Date.UTC(2026, 10, 24, 12);
const s = (ms: number) => ms / 1000;

describe('stageSchedule', () => {
  it('is by hand when the contract holds no times', () => {
    expect(stageSchedule(0, 0, true, now)).toEqual({ kind: 'by-hand' });
    expect(stageSchedule(0, 0, false, now)).toEqual({ kind: 'by-hand' });
  });

  it('counts down to an opening while the stage is closed, and to a closing while it is open', () => {
    const opens = now + 90_000;
    const closes = now + 3_600_000;
    expect(stageSchedule(s(opens), s(closes), false, now)).toEqual({
      kind: 'opens',
      at: opens,
      inMs: 90_000,
    });
    expect(stageSchedule(s(now - 1000), s(closes), true, now)).toEqual({
      kind: 'closes',
      at: closes,
      inMs: 3_600_000,
    });
    // Opened by hand before its opening time: what is coming is the closing.
    expect(stageSchedule(s(opens), s(closes), true, now)).toMatchObject({ kind: 'closes' });
  });

  it('says when a scheduled time has passed', () => {
    expect(stageSchedule(s(now - 5000), 0, true, now)).toEqual({
      kind: 'opened-at',
      at: now - 5000,
    });
    expect(stageSchedule(0, s(now), true, now)).toEqual({ kind: 'closed-at', at: now });
  });
});

describe('formatCountdown', () => {
  it('names the two largest units, rounded down', () => {
    expect(formatCountdown(2 * 86_400_000 + 4 * 3_600_000 + 59_000)).toBe('2 days 4 hours');
    expect(formatCountdown(86_400_000 + 30_000)).toBe('1 day');
    expect(formatCountdown(5 * 60_000 + 3000)).toBe('5 minutes 3 seconds');
    expect(formatCountdown(1500)).toBe('1 second');
    expect(formatCountdown(999)).toBe('less than a second');
  });

  it('writes times in UTC', () => {
    expect(formatUtcDateTime(Date.UTC(2026, 11, 1, 12))).toBe('12:00 PM, Dec 1, 2026 UTC');
  });
});
