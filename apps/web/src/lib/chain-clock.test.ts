import { describe, expect, it } from 'vitest';
import { chainNow } from './chain-clock';

describe('chainNow', () => {
  it("goes by the chain's clock, never behind this computer's", () => {
    // A local chain moved a day ahead: its clock, moved on by the 5 s since it was read.
    expect(chainNow(1_000_005_000, 1_086_400_000, 1_000_000_000)).toBe(1_086_405_000);
    // The latest block is a minute old: the next one is stamped now at the earliest.
    expect(chainNow(1_000_005_000, 940_000_000, 1_000_000_000)).toBe(1_000_005_000);
  });
});
