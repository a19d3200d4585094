import { useEffect, useRef } from 'react';
import { ecoTokenAbi, saleStages, type SaleStageKey } from '@eco/contracts';
import { useQueryClient } from '@tanstack/react-query';
import type { Address, ContractFunctionParameters } from 'viem';
import { useBlockNumber, useReadContracts } from 'wagmi';
import { usePageVisible } from '@/hooks/use-page-visible';

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
] as const;

const stageCalls = ['allocationOf', 'soldIn', 'isSaleOpen'] as const;

/** Everything the token page shows, as read from the contract. */
export type TokenFigures = {
  name: string;
  symbol: string;
  decimals: number;
  totalSupply: bigint;
  maxSupply: bigint;
  buyFee: bigint;
  sellFee: bigint;
  maxBuyFee: bigint;
  maxSellFee: bigint;
  tradingEnabled: boolean;
  maxTransactionLimitEnabled: boolean;
  maxTransferAmount: bigint;
  maxTransferAmountBuy: bigint;
  referralRewardBps: bigint;
  shares: Record<(typeof shareNames)[number], bigint>;
  stages: Record<SaleStageKey, { price: bigint; allocation: bigint; sold: bigint; open: boolean }>;
};

/** The multicall behind the token page: one eth_call for every figure. */
export function tokenFigureContracts(address: Address, chainId: number) {
  const base = { address, abi: ecoTokenAbi, chainId } as const;
  return [
    ...scalarNames.map((functionName) => ({ ...base, functionName })),
    ...saleStages.map((stage) => ({ ...base, functionName: stage.priceFunction })),
    ...shareNames.map((functionName) => ({ ...base, functionName })),
    ...saleStages.flatMap((stage) =>
      stageCalls.map((functionName) => ({ ...base, functionName, args: [stage.number] })),
    ),
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
  const prices = new Map(saleStages.map((stage) => [stage.key, next() as bigint]));
  const shares = Object.fromEntries(
    shareNames.map((name) => [name, next()]),
  ) as TokenFigures['shares'];
  const stages = Object.fromEntries(
    saleStages.map((stage) => [
      stage.key,
      {
        price: prices.get(stage.key),
        allocation: next() as bigint,
        sold: next() as bigint,
        open: next() as boolean,
      },
    ]),
  ) as TokenFigures['stages'];
  return { ...scalars, decimals: Number(scalars.decimals), shares, stages };
}

/**
/**
 * Reads `contracts` in one batched multicall and reads them again when a new block is seen,
 * rather than on a timer of its own; `parse` names the results (in `contracts` order). Nothing
 * is polled while the tab is hidden.
 */
export function useLiveContractReads<T>(
  contracts: readonly ContractFunctionParameters[],
  chainId: number,
  enabled: boolean,
  parse: (results: readonly unknown[]) => T,
) {
  const queryClient = useQueryClient();
  const query = useReadContracts({
    contracts: enabled ? contracts : [],
    allowFailure: false,
    query: { enabled, select: (data: readonly unknown[]) => parse(data) },
  });
  // Block watching polls eth_blockNumber on a timer, which browsers keep running in hidden tabs:
  // it stops while nobody can see the figures. Once visible again, a block mined meanwhile differs
  // from the last one seen, so the effect below reads the figures again.
  const visible = usePageVisible();
  const { data: blockNumber } = useBlockNumber({ chainId, watch: enabled && visible });
  const queryKey = useRef(query.queryKey);
  queryKey.current = query.queryKey;
  // The first block seen is the one the figures were just read at; only later ones refresh.
  const seenBlock = useRef<bigint | undefined>(undefined);
  useEffect(() => {
    if (blockNumber === undefined) return;
    if (seenBlock.current !== undefined && blockNumber !== seenBlock.current) {
      void queryClient.invalidateQueries({ queryKey: queryKey.current });
    }
    seenBlock.current = blockNumber;
  }, [blockNumber, queryClient]);
  return query;
}

/** Every token figure from one batched multicall, refreshed with each new block. */
export function useTokenFigures(address: Address | undefined, chainId: number) {
  return useLiveContractReads(
    address ? tokenFigureContracts(address, chainId) : [],
    chainId,
    Boolean(address),
    parseTokenFigures,
  );
}
