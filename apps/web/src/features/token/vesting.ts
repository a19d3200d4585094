import type { Address } from 'viem';

/** One founder's vesting wallet as read from the chain (seconds since the epoch, base units). */
export type VestingWalletState = {
  beneficiary: Address;
  wallet: Address;
  start: bigint;
  cliff: bigint;
  end: bigint;
  /** ECO the wallet has paid out to the founder so far. */
  released: bigint;
  /** ECO vested at the time the page read it (released or not). */
  vested: bigint;
  /** ECO the wallet still holds. */
  balance: bigint;
};

/**
 * Sums the wallets. A wallet's allocation is what it holds plus what it has released, as
 * OpenZeppelin's VestingWallet counts it (tokens sent to it later would add to its schedule).
 */
export function vestingTotals(wallets: readonly VestingWalletState[]) {
  const sum = (pick: (w: VestingWalletState) => bigint) =>
    wallets.reduce((total, w) => total + pick(w), 0n);
  const allocation = sum((w) => w.balance + w.released);
  const vested = sum((w) => w.vested);
  const released = sum((w) => w.released);
  // What is not vested yet: nobody can move it.
  return { allocation, vested, released, locked: allocation - vested };
}

/** A corner of the vesting curve: at `time` (seconds), `amount` has vested. */
export type CurvePoint = { time: bigint; amount: bigint };

/**
 * The schedule of VestingWalletCliff as corners of a line: nothing until the cliff, then the
 * share of the time since the start (a jump at the cliff), growing linearly to all at the end.
 */
export function vestingCurve(
  schedule: { start: bigint; cliff: bigint; end: bigint },
  total: bigint,
): CurvePoint[] {
  const { start, cliff, end } = schedule;
  if (end <= start) return [{ time: start, amount: total }];
  const atCliff = (total * (cliff - start)) / (end - start);
  return [
    { time: start, amount: 0n },
    { time: cliff, amount: 0n },
    { time: cliff, amount: atCliff },
    { time: end, amount: total },
  ];
}

/** A time in seconds as a UTC calendar date, "2027-11-24": unambiguous in every locale. */
export function utcDate(seconds: bigint): string {
  return new Date(Number(seconds) * 1000).toISOString().slice(0, 10);
}

/** The SVG path of `points` in a `width` x `height` box, time across and amount up. */
export function curvePath(
  points: readonly CurvePoint[],
  box: { width: number; height: number; from: bigint; to: bigint; max: bigint },
): string {
  const span = Number(box.to - box.from) || 1;
  const max = Number(box.max) || 1;
  return points
    .map((p, i) => {
      const x = (Number(p.time - box.from) / span) * box.width;
      const y = box.height - (Number(p.amount) / max) * box.height;
      return `${i === 0 ? 'M' : 'L'}${x.toFixed(1)},${y.toFixed(1)}`;
    })
    .join(' ');
}
