import { describe, expect, it } from 'vitest';
import { costInWei } from './sale-math';

describe('costInWei', () => {
  it('prices whole tokens exactly', () => {
    expect(costInWei('10000', '0.00004')).toBe(400_000_000_000_000_000n);
    expect(costInWei('1', '0.00002')).toBe(20_000_000_000_000n);
  });

  it("rounds a fractional cost up to the next wei, in the seller's favour", () => {
    // 1 base unit at 0.00003 ETH per token costs 0.00003 wei: charged as 1 wei.
    expect(costInWei('0.000000000000000001', '0.00003')).toBe(1n);
    expect(costInWei('0.000000000000033334', '0.00003')).toBe(2n);
  });

  it('returns null for text that is not an amount', () => {
    expect(costInWei('', '0.00004')).toBeNull();
    expect(costInWei('.', '0.00004')).toBeNull();
    expect(costInWei('1.0000000000000000001', '0.00004')).toBeNull();
  });
});
