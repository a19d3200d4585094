import { describe, expect, it } from 'vitest';
import { stageCalendarState } from './stage-calendar-state';
import { stageSchedule } from './stage-schedule';

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

describe('stageCalendarState', () => {
  const allocation = 10_000_000n * 10n ** 18n;
  const stage = (over: Partial<Parameters<typeof stageCalendarState>[0]> = {}) => ({
    allocation,
    sold: 0n,
    open: false,
    opensAt: 0,
    closesAt: 0,
    ...over,
  });

  it('counts down to a scheduled opening against the chain time it is given', () => {
    const opens = BigInt(s(now + 90_000));
    expect(stageCalendarState(stage({ opensAt: opens }), now)).toEqual({
      kind: 'upcoming',
      opensAt: now + 90_000,
      inMs: 90_000,
    });
    // The same schedule read by a computer whose clock is an hour behind the chain's.
    expect(stageCalendarState(stage({ opensAt: opens }), now + 3_600_000)).toEqual({
      kind: 'open',
    });
  });

  it('is open once the opening time is reached, before the next block confirms it', () => {
    const opensAt = s(now);
    expect(stageCalendarState(stage({ opensAt }), now - 1)).toMatchObject({ kind: 'upcoming' });
    expect(stageCalendarState(stage({ opensAt }), now)).toEqual({ kind: 'open' });
  });

  it('gives an open stage the time left until its closing time, if it has one', () => {
    expect(stageCalendarState(stage({ open: true }), now)).toEqual({ kind: 'open' });
    expect(stageCalendarState(stage({ open: true, closesAt: s(now + 3_600_000) }), now)).toEqual({
      kind: 'open',
      closesAt: now + 3_600_000,
      inMs: 3_600_000,
    });
    // Opened by hand before its opening time: open, counting down to the closing.
    expect(
      stageCalendarState(
        stage({ open: true, opensAt: s(now + 60_000), closesAt: s(now + 120_000) }),
        now,
      ),
    ).toEqual({ kind: 'open', closesAt: now + 120_000, inMs: 120_000 });
  });

  it('is closed past its closing time, even if the last read still said open', () => {
    expect(stageCalendarState(stage({ open: true, closesAt: s(now) }), now)).toEqual({
      kind: 'closed',
      closedAt: now,
    });
    expect(
      stageCalendarState(stage({ opensAt: s(now - 60_000), closesAt: s(now - 1000) }), now),
    ).toEqual({ kind: 'closed', closedAt: now - 1000 });
  });

  it('is closed, with no time, when closed by hand and nothing is scheduled', () => {
    expect(stageCalendarState(stage(), now)).toEqual({ kind: 'closed' });
    // A scheduled closing still to come does not open a stage closed by hand.
    expect(stageCalendarState(stage({ closesAt: s(now + 60_000) }), now)).toEqual({
      kind: 'closed',
    });
  });

  it('is sold out once every token of its allocation is sold, whatever its schedule', () => {
    expect(stageCalendarState(stage({ open: true, sold: allocation }), now)).toEqual({
      kind: 'sold-out',
    });
    expect(stageCalendarState(stage({ sold: allocation, opensAt: s(now + 60_000) }), now)).toEqual({
      kind: 'sold-out',
    });
    expect(stageCalendarState(stage({ open: true, sold: allocation - 1n }), now)).toEqual({
      kind: 'open',
    });
  });
});
