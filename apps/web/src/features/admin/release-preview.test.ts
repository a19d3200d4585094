import { describe, expect, it } from 'vitest';
import { isReleasable, releasePreview, type PurchaseRecord } from './release-preview';

const held = (asset: number, cost: bigint, withdrawableUntil: bigint): PurchaseRecord => ({
  status: 0,
  asset,
  cost,
  withdrawableUntil,
});
const withdrawn = { ...held(0, 7n, 0n), status: 2 };

describe('releasePreview', () => {
  it('releases held purchases past their windows, per asset, passing over returned ones', () => {
    const purchases = [held(0, 5n, 100n), withdrawn, held(1, 3n, 200n), held(0, 2n, 200n)];
    // Read from index 10 of 30 purchases, at time 200: a window ending at 200 has passed.
    expect(releasePreview(10n, purchases, 30n, 200n)).toEqual({
      count: 3,
      eth: 7n,
      usdc: 3n,
      beyond: 16n,
    });
  });

  it('stops at the first held purchase still in its window, as the contract does', () => {
    // The third purchase's window ended earlier, but it waits for the second.
    const purchases = [held(0, 5n, 100n), held(1, 3n, 500n), held(0, 2n, 100n)];
    expect(releasePreview(0n, purchases, 3n, 300n)).toEqual({
      count: 1,
      eth: 5n,
      usdc: 0n,
      waitsFor: { index: 1n, until: 500n },
      beyond: 0n,
    });
    expect(releasePreview(4n, [held(0, 5n, 301n)], 5n, 300n)).toMatchObject({
      count: 0,
      waitsFor: { index: 4n, until: 301n },
    });
  });
});

describe('isReleasable', () => {
  const terms = (finalized: boolean, state: string) => ({ finalized, minimum: { state } });
  it('needs the stage finalized and its minimum raise met or absent', () => {
    expect(isReleasable(terms(true, 'none'))).toBe(true);
    expect(isReleasable(terms(true, 'met'))).toBe(true);
    expect(isReleasable(terms(true, 'pending'))).toBe(false);
    expect(isReleasable(terms(true, 'missed'))).toBe(false);
    expect(isReleasable(terms(false, 'none'))).toBe(false);
  });
});
