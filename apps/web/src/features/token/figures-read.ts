import type { SharedTokenFigures } from '@/lib/chain-figures';

// A read of the shared figures as the token page and the calendar show it, whichever read it
// comes from (the site's server, or this browser: api/use-token-page-figures.tsx).

/** The chain's clock as last read: a block's time (ms) and when this page read it (ms). */
export type ChainClock = { chainTime: number; readAt: number };

/** One read of the shared figures, as the page shows it. */
export type FiguresRead = {
  data: SharedTokenFigures | undefined;
  isError: boolean;
  dataUpdatedAt: number;
  /** The latest block's time, read where the figures do not carry their block's (see below). */
  blockClock?: ChainClock;
};

/** Nothing read (yet). */
export const NOTHING_READ: FiguresRead = { data: undefined, isError: false, dataUpdatedAt: 0 };

/**
 * The chain's clock, which countdowns run on rather than this computer's (a local chain's clock
 * is moved by hand, and a visitor's may simply be wrong): the time of the block the figures were
 * read at, at no cost, where they carry it (always from the server; from this browser where the
 * chain has an ETH/USD feed, read in the same batch), else the latest block's, read once.
 */
export function chainClock(read: FiguresRead): ChainClock | undefined {
  const blockTimestamp = read.data?.blockTimestamp;
  if (blockTimestamp !== undefined) {
    return { chainTime: Number(blockTimestamp) * 1000, readAt: read.dataUpdatedAt };
  }
  return read.blockClock;
}
