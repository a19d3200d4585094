import { describe, expect, it } from 'vitest';
import {
  curvePath,
  utcDate,
  vestingCurve,
  vestingTotals,
  type VestingWalletState,
} from './vesting';

const DAY = 86_400n;
const start = 1_795_000_000n;
const wallet = (over: Partial<VestingWalletState>): VestingWalletState => ({
  beneficiary: '0x0000000000000000000000000000000000000001',
  wallet: '0x0000000000000000000000000000000000000002',
  start,
  cliff: start + 365n * DAY,
  end: start + 1095n * DAY,
  released: 0n,
  vested: 0n,
  balance: 0n,
  ...over,
});

describe("founders' vesting figures", () => {
  it('count an allocation as held plus released, and count what is not vested as locked', () => {
    const totals = vestingTotals([
      wallet({ balance: 100n, released: 0n, vested: 0n }),
      wallet({ balance: 60n, released: 40n, vested: 70n }),
    ]);
    expect(totals).toEqual({
      allocation: 200n,
      vested: 70n,
      released: 40n,
      locked: 130n,
    });
  });

  it('draw nothing vested until the cliff, the jump at it, then a line to the end', () => {
    const curve = vestingCurve(
      { start, cliff: start + 365n * DAY, end: start + 1095n * DAY },
      1095n,
    );
    expect(curve).toEqual([
      { time: start, amount: 0n },
      { time: start + 365n * DAY, amount: 0n },
      { time: start + 365n * DAY, amount: 365n },
      { time: start + 1095n * DAY, amount: 1095n },
    ]);
    expect(
      curvePath(curve, {
        width: 300,
        height: 100,
        from: start,
        to: start + 1095n * DAY,
        max: 1095n,
      }),
    ).toBe('M0.0,100.0 L100.0,100.0 L100.0,66.7 L300.0,0.0');
  });

  it('write dates in UTC, the same for every visitor', () => {
    expect(utcDate(0n)).toBe('1970-01-01');
    expect(utcDate(1_795_000_000n + 365n * DAY)).toBe('2027-11-18');
  });
});
