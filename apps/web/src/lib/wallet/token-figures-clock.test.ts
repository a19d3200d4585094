import { describe, expect, it } from 'vitest';
import { parseTokenPageFigures, TOKEN_FIGURE_CALL_COUNT } from './token-figures';

// The sale calendar's countdowns run on the chain's clock: the block time the token page's one
// multicall reads with the ETH/USD feed, carried on its figures so no request of its own is needed.
describe('the token page’s figures carry the block time', () => {
  const figures = Array.from({ length: TOKEN_FIGURE_CALL_COUNT }, (_, i) =>
    i < 20 ? i : [0n, 0n],
  );
  const feed = (blockTime: bigint) => [[5n, 300_000_000_000n, 1000n, 1000n, 5n], 8, blockTime];

  it('as read in the same batch, where the chain has a feed', () => {
    expect(parseTokenPageFigures(31337)([...figures, ...feed(1_800_000_000n)]).blockTimestamp).toBe(
      1_800_000_000n,
    );
  });

  it('and not at all where it has none, so the calendar reads the block itself', () => {
    expect(parseTokenPageFigures(5)(figures).blockTimestamp).toBeUndefined();
  });
});
