import { useEffect, useMemo, useRef } from 'react';
import { ecoTokenAbi, findEthUsdFeed, MULTICALL3_ADDRESS, type SaleStageKey } from '@eco/contracts';
import { useQueryClient } from '@tanstack/react-query';
import {
  parseAbi,
  type Address,
  type ContractFunctionName,
  type ContractFunctionParameters,
  type ContractFunctionReturnType,
} from 'viem';
import { useBlockNumber, useReadContracts } from 'wagmi';
import { hashFn } from 'wagmi/query';
import { usePageVisible } from '@/hooks/use-page-visible';
import { ethUsdFeedCalls, parseEthUsdReads } from './eth-usd-calls';
import { judgeEthUsd, type EthUsdPrice } from './eth-usd';
import { parseStageTerms, STAGE_TERMS_CALL_COUNT, stageTermsContracts } from './money-back-reads';
import { parseSaleStages, saleStageContracts, type SaleStageState } from './sale-stage-reads';
import type { StageTerms } from './stage-terms-text';

const shareNames = [
  'privateSaleShare',
  'publicSaleShare',
  'ecosystemShare',
  'communityShare',
  'foundersShare',
  'listingShare',
  'partnersShare',
  'marketingShare',
] as const;

const scalarNames = [
  'name',
  'symbol',
  'decimals',
  'totalSupply',
  'maxSupply',
  'buyFee',
  'sellFee',
  'maxBuyFee',
  'maxSellFee',
  'tradingEnabled',
  'maxTransactionLimitEnabled',
  'maxTransferAmount',
  'maxTransferAmountBuy',
  'referralRewardBps',
  // Read here, in the page's one multicall, so the founders' vesting needs only one more read.
  'foundersVestingWallets',
  // Who holds the owner's powers: the token page's owner section and the owner panel show them.
  'owner',
  'pendingOwner',
  'saleGuardian',
  'fundWallet',
  'maxReferralRewardBps',
] as const;

/** What ECO's view function `N` answers. */
export type EcoRead<N extends ContractFunctionName<typeof ecoTokenAbi, 'view'>> =
  ContractFunctionReturnType<typeof ecoTokenAbi, 'view', N>;

/** Everything the token page shows, as read from the contract: each figure by its getter's name. */
export type TokenFigures = { [N in (typeof scalarNames)[number]]: EcoRead<N> } & {
  shares: Record<(typeof shareNames)[number], bigint>;
  stages: Record<
    SaleStageKey,
    Pick<
      SaleStageState,
      'price' | 'allocation' | 'sold' | 'open' | 'walletCap' | 'opensAt' | 'closesAt'
    > &
      StageTerms
  >;
};

// The stages' reads for one (any) wallet: how many answers they take in the figures' multicall.
const SALE_STAGE_CALL_COUNT = saleStageContracts(MULTICALL3_ADDRESS).length;

/** The multicall behind the token page: one eth_call for every figure. */
export function tokenFigureContracts(address: Address, chainId: number) {
  const base = { address, abi: ecoTokenAbi, chainId } as const;
  return [
    ...scalarNames.map((functionName) => ({ ...base, functionName })),
    ...shareNames.map((functionName) => ({ ...base, functionName })),
    ...saleStageContracts(address, undefined, chainId),
    // Each stage's USDC price, minimum raise, cancelled and finalized (docs/decisions/0032, 0034).
    ...stageTermsContracts(address, chainId),
  ];
}

/** Turns the multicall's results (in tokenFigureContracts order) into named figures. */
export function parseTokenFigures(results: readonly unknown[]): TokenFigures {
  let index = 0;
  const next = () => results[index++];
  const scalars = Object.fromEntries(scalarNames.map((name) => [name, next()])) as Record<
    (typeof scalarNames)[number],
    never
  >;
  const shares = Object.fromEntries(
    shareNames.map((name) => [name, next()]),
  ) as TokenFigures['shares'];
  const terms = parseStageTerms(
    results.slice(
      index + SALE_STAGE_CALL_COUNT,
      index + SALE_STAGE_CALL_COUNT + STAGE_TERMS_CALL_COUNT,
    ),
  );
  const stages = Object.fromEntries(
    parseSaleStages(results.slice(index, index + SALE_STAGE_CALL_COUNT)).map((stage) => [
      stage.key,
      { ...stage, ...terms[stage.key] },
    ]),
  ) as Record<SaleStageKey, SaleStageState & StageTerms>;
  return { ...scalars, decimals: Number(scalars.decimals), shares, stages };
}

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
  parse: (results: readonly unknown[]) => T,
) {
  const queryClient = useQueryClient();
  const query = useReadContracts({
    contracts: enabled ? [...contracts, readBlockCall(chainId)] : [],
    allowFailure: false,
    // One eth_call, whatever its size: viem cuts a multicall's calldata into 1 KB chunks by
    // default, and the token figures with each stage's money-back terms are larger.
    batchSize: 0,
    query: { enabled, select: (data: readonly unknown[]) => parse(data.slice(0, -1)) },
  });
  // Block watching polls eth_blockNumber on a timer, which browsers keep running in hidden tabs:
  // it stops while nobody can see the figures. Once visible again, a block mined meanwhile is
  // later than the figures' one, so the effect below reads them again.
  const visible = usePageVisible();
  const { data: blockNumber } = useBlockNumber({ chainId, watch: enabled && visible });
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

/** How many results tokenFigureContracts asks for (the same on every chain). */
export const TOKEN_FIGURE_CALL_COUNT = tokenFigureContracts(MULTICALL3_ADDRESS, 1).length;

/** The token page's figures, with the ETH/USD price where the chain has a feed. */
export type TokenPageFigures = TokenFigures & {
  ethUsd?: EthUsdPrice;
  /**
   * The time of the block the figures were read at (seconds), read with the feed: the chain's
   * clock, which the sale calendar's countdowns run on at no request of their own.
   */
  blockTimestamp?: bigint;
};

/**
 * The token page's one multicall: every token figure, then, where the chain has an ETH/USD feed,
 * its latest round, decimals and the block's time (so USD figures cost no request of their own).
 */
export function tokenPageContracts(address: Address, chainId: number) {
  const feed = findEthUsdFeed(chainId);
  return [
    ...tokenFigureContracts(address, chainId),
    ...(feed ? ethUsdFeedCalls(feed, chainId) : []),
  ];
}

/** Names the answers of tokenPageContracts on `chainId` and judges the price's age. */
export function parseTokenPageFigures(chainId: number) {
  const feed = findEthUsdFeed(chainId);
  return (results: readonly unknown[]): TokenPageFigures => {
    const figures = parseTokenFigures(results.slice(0, TOKEN_FIGURE_CALL_COUNT));
    if (!feed) return figures;
    const reading = parseEthUsdReads(results.slice(TOKEN_FIGURE_CALL_COUNT));
    return { ...figures, ethUsd: judgeEthUsd(reading, feed), blockTimestamp: reading.chainTime };
  };
}

/** Every token figure (and the ETH/USD price) from one batched multicall, refreshed per block. */
export function useTokenFigures(address: Address | undefined, chainId: number) {
  // One parser per chain: a new function each render would run `select` again each render.
  const parse = useMemo(() => parseTokenPageFigures(chainId), [chainId]);
  return useLiveContractReads(
    address ? tokenPageContracts(address, chainId) : [],
    chainId,
    Boolean(address),
    parse,
  );
}
