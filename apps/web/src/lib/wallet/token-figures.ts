import { useEffect, useMemo, useRef } from 'react';
import { findEthUsdFeed, MULTICALL3_ADDRESS } from '@eco/contracts';
import {
  parseSharedFigures,
  sharedFigureContracts,
  type TokenFigures,
} from '@eco/contracts/figure-reads';
import { useQueryClient } from '@tanstack/react-query';
import { parseAbi, type Address, type ContractFunctionParameters } from 'viem';
import { useBlockNumber, useReadContracts } from 'wagmi';
import { hashFn } from 'wagmi/query';
import { usePageVisible } from '@/hooks/use-page-visible';
import type { SharedTokenFigures } from '@/lib/chain-figures';
import { judgeEthUsd, type EthUsdPrice } from './eth-usd';

// The figures' reads live in @eco/contracts, where the API reads them with too (decision 0040).
export {
  parseTokenFigures,
  TOKEN_FIGURE_CALL_COUNT,
  tokenFigureContracts,
  type EcoRead,
  type TokenFigures,
} from '@eco/contracts/figure-reads';

// Multicall3's own view of the block it runs in, so a batch of reads knows which block it shows.
const blockNumberAbi = parseAbi(['function getBlockNumber() view returns (uint256)']);

/** The call useLiveContractReads appends to its batch: the number of the block it was read at. */
export function readBlockCall(chainId: number) {
  return {
    address: MULTICALL3_ADDRESS,
    abi: blockNumberAbi,
    functionName: 'getBlockNumber',
    chainId,
  } as const;
}

/**
 * Whether reads answered at block `readAt` are behind the latest block seen. Unknown (no data
 * yet, or a cache written before reads carried their block) counts as behind, so figures
 * restored from storage are never taken for the latest block's.
 */
export function readsAreBehind(readAt: bigint | undefined, latest: bigint): boolean {
  return readAt === undefined || latest > readAt;
}

/**
 * Reads `contracts` in one batched multicall and reads them again when a block later than the
 * one they were read at is seen, rather than on a timer of their own; `parse` names the results
 * (in `contracts` order). The batch carries its own block number (Multicall3's getBlockNumber),
 * because the figures may come from the persisted cache, written at any time, not from a read
 * this page made. Nothing is polled while the tab is hidden.
 */
export function useLiveContractReads<T>(
  contracts: readonly ContractFunctionParameters[],
  chainId: number,
  enabled: boolean,
  parse: (results: readonly unknown[], readAt: bigint) => T,
) {
  const queryClient = useQueryClient();
  const query = useReadContracts({
    contracts: enabled ? [...contracts, readBlockCall(chainId)] : [],
    allowFailure: false,
    // One eth_call, whatever its size: viem cuts a multicall's calldata into 1 KB chunks by
    // default, and the token figures with each stage's money-back terms are larger.
    batchSize: 0,
    query: {
      enabled,
      select: (data: readonly unknown[]) => parse(data.slice(0, -1), data.at(-1) as bigint),
    },
  });
  // Block watching polls eth_blockNumber on a timer, which browsers keep running in hidden tabs:
  // it stops while nobody can see the figures. Once visible again, a block mined meanwhile is
  // later than the figures' one, so the effect below reads them again.
  const visible = usePageVisible();
  // Not asked at all while disabled (the figures come from the site's server then): a disabled
  // read must cost the node nothing, not even the block number.
  const { data: blockNumber } = useBlockNumber({
    chainId,
    watch: enabled && visible,
    query: { enabled },
  });
  const queryKey = useRef(query.queryKey);
  queryKey.current = query.queryKey;
  useEffect(() => {
    if (!enabled || blockNumber === undefined) return;
    // Not loaded yet: the first read is at least as new as this block. A read under way may have
    // been sent before this block, so it does not count; invalidating it sends it again.
    // Found by wagmi's own hash of the key, which takes the bigint arguments some reads have
    // (getQueryData's default hash throws on them).
    const data = queryClient.getQueryCache().get<readonly unknown[]>(hashFn(queryKey.current))
      ?.state.data;
    if (data === undefined) return;
    const readAt = data.at(-1);
    if (readsAreBehind(typeof readAt === 'bigint' ? readAt : undefined, blockNumber)) {
      void queryClient.invalidateQueries({ queryKey: queryKey.current });
    }
  }, [blockNumber, enabled, queryClient]);
  return query;
}

/** The token page's figures, with the ETH/USD price where the chain has a feed. */
export type TokenPageFigures = TokenFigures & {
  ethUsd?: EthUsdPrice;
  /**
   * The time of the block the figures were read at (seconds), read with the feed: the chain's
   * clock, which the sale calendar's countdowns run on at no request of their own.
   */
  blockTimestamp?: bigint;
};

/** The token page's one multicall: the shared figures (@eco/contracts/figure-reads). */
export const tokenPageContracts = sharedFigureContracts;

/** Names the answers of tokenPageContracts on `chainId` and judges the price's age. */
export function parseTokenPageFigures(chainId: number) {
  const feed = findEthUsdFeed(chainId);
  return (results: readonly unknown[]): TokenPageFigures => {
    const { figures, ethUsd } = parseSharedFigures(results);
    if (!feed || !ethUsd) return figures;
    return { ...figures, ethUsd: judgeEthUsd(ethUsd, feed), blockTimestamp: ethUsd.chainTime };
  };
}

/**
 * The figures every visitor shares (the token's facts, the stages, the ETH/USD price) as this
 * browser reads them from the chain's node, for a visitor who asked to check the server's
 * (decision 0040; useTokenPageFigures in features/token chooses between the two): one batched
 * multicall, refreshed per block, and nothing at all while `enabled` is false.
 */
export function useDirectTokenFigures(
  address: Address | undefined,
  chainId: number,
  enabled: boolean,
) {
  // One parser per chain: a new function each render would run `select` again each render.
  const parse = useMemo(() => {
    const named = parseTokenPageFigures(chainId);
    return (results: readonly unknown[], blockNumber: bigint): SharedTokenFigures => ({
      ...named(results),
      readAt: { blockNumber, by: 'browser' },
    });
  }, [chainId]);
  const on = Boolean(address) && enabled;
  const query = useLiveContractReads(
    address && on ? tokenPageContracts(address, chainId) : [],
    chainId,
    on,
    parse,
  );
  return { data: query.data, isError: query.isError, dataUpdatedAt: query.dataUpdatedAt };
}
