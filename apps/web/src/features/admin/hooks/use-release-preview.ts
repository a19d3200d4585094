import { ecoTokenAbi, MULTICALL3_ADDRESS, saleStages, type SaleStageKey } from '@eco/contracts';
import { useMemo } from 'react';
import { multicall3Abi } from 'viem';
import { useLiveContractReads } from '@/lib/wallet/token-figures';
import {
  isReleasable,
  RELEASE_BATCH,
  releasePreview,
  type PurchaseRecord,
} from '../release-preview';
import type { ReleasePreview } from '../release-preview';
import { useOwnerContext } from './use-owner-context';

/**
 * What "Settle purchases" would release in each stage that may be settled: the next batch of its
 * purchases from its release cursor (at most RELEASE_BATCH each) and the block's time, in one
 * multicall read again with each new block. Stages that may not be settled read nothing.
 */
export function useReleasePreview() {
  const { contract, chainId, state } = useOwnerContext();
  // Anew only with a new state (each block), as is the parser below: a new parser each render
  // would run the query's select again.
  const ranges = useMemo(
    () =>
      saleStages
        .filter((stage) => isReleasable(state.token.stages[stage.key]))
        .map((stage) => {
          const { purchases, releasedUpTo } = state.settlement[stage.key];
          const end =
            purchases < releasedUpTo + RELEASE_BATCH ? purchases : releasedUpTo + RELEASE_BATCH;
          return { stage, from: releasedUpTo, total: purchases, count: Number(end - releasedUpTo) };
        }),
    [state],
  );
  const contracts = [
    {
      address: MULTICALL3_ADDRESS,
      abi: multicall3Abi,
      chainId,
      functionName: 'getCurrentBlockTimestamp',
    } as const,
    ...ranges.flatMap(({ stage, from, count }) =>
      Array.from(
        { length: count },
        (_, i) =>
          ({
            address: contract,
            abi: ecoTokenAbi,
            chainId,
            functionName: 'purchaseOf',
            args: [stage.number, from + BigInt(i)],
          }) as const,
      ),
    ),
  ];
  const parse = useMemo(
    () =>
      (results: readonly unknown[]): Partial<Record<SaleStageKey, ReleasePreview>> => {
        const now = results[0] as bigint;
        let at = 1;
        return Object.fromEntries(
          ranges.map(({ stage, from, total, count }) => {
            const purchases = results.slice(at, at + count) as PurchaseRecord[];
            at += count;
            return [stage.key, releasePreview(from, purchases, total, now)];
          }),
        );
      },
    [ranges],
  );
  return useLiveContractReads(contracts, chainId, ranges.length > 0, parse);
}
