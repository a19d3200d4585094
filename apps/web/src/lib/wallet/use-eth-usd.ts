import { useMemo } from 'react';
import { findEthUsdFeed, type EthUsdFeed } from '@eco/contracts';
import { ethUsdFeedCalls, parseEthUsdReads } from './eth-usd-calls';
import { judgeEthUsd, type EthUsdPrice } from './eth-usd';
import { useLiveContractReads } from './token-figures';

/** The ETH/USD price on a chain, and the feed it comes from. */
export type EthUsdState = {
  /** Undefined where the chain has no feed the site knows: then no USD is shown at all. */
  feed: EthUsdFeed | undefined;
  /** Undefined until read (or where there is no feed). */
  price: EthUsdPrice | undefined;
};

/**
 * The ETH/USD feed of `chainId`, read in one multicall with the block's time and read again with
 * each new block, so a price that ages past the feed's heartbeat stops being shown.
 */
export function useEthUsd(chainId: number): EthUsdState {
  const feed = findEthUsdFeed(chainId);
  // One parser per feed: a new function each render would run `select` again each render.
  const parse = useMemo(
    () => (results: readonly unknown[]) =>
      feed ? judgeEthUsd(parseEthUsdReads(results), feed) : undefined,
    [feed],
  );
  const query = useLiveContractReads(
    feed ? ethUsdFeedCalls(feed, chainId) : [],
    chainId,
    Boolean(feed),
    parse,
  );
  return { feed, price: query.data };
}
