import {
  ecoTokenAbi,
  findEcoDeployment,
  SaleStage,
  saleStageNames,
  type SaleStageKey,
} from '@eco/contracts';
import { indexerSaleAnswerSchema } from '@eco/shared';
import { useQuery } from '@tanstack/react-query';
import { zeroAddress, type Address, type MulticallResults } from 'viem';
import { usePublicClient } from 'wagmi';
import { historyLag, historyQueryOptions, readIndexer } from '@/lib/indexer';
import {
  ASSET_FUNDS_CALL_COUNT,
  assetFundsContracts,
  parseAssetFunds,
  parseStageTerms,
  STAGE_TERMS_CALL_COUNT,
  stageTermsContracts,
} from '@/lib/wallet/money-back-reads';
import type { SaleChain, StageChain } from '../results';

/** What the contract says of one stage's results, besides its terms (money-back-reads.ts). */
function stageCalls(eco: Address, stage: SaleStage) {
  const base = { address: eco, abi: ecoTokenAbi } as const;
  return [
    { ...base, functionName: 'purchaseCount', args: [stage] },
    { ...base, functionName: 'soldIn', args: [stage] },
    { ...base, functionName: 'isSaleOpen', args: [stage] },
    { ...base, functionName: 'saleScheduleOf', args: [stage] },
  ] as const;
}

type StageResults = MulticallResults<ReturnType<typeof stageCalls>, false>;
const callsPerStage = stageCalls(zeroAddress, SaleStage.Partners).length;

/**
 * The offer's results: the indexer's per-stage figures (one request) and the contract's own at the
 * very block they are as of (one multicall: per stage its purchases, ECO sold, whether it is open,
 * its schedule and its money-back terms; per asset its totals; whether it takes USDC), plus one
 * eth_blockNumber for the lag. The same pieces as /transparency's treasury, so both pages agree.
 */
export function useSaleResults(chainId: number) {
  const client = usePublicClient({ chainId });
  const eco = findEcoDeployment(chainId)?.address;
  return useQuery({
    queryKey: ['eco', 'sale-results', chainId, eco],
    enabled: Boolean(client && eco),
    ...historyQueryOptions,
    // A verdict must be the chain's now, never one restored from storage.
    meta: { persist: false },
    queryFn: async ({ signal }) => {
      if (!client || !eco) throw new Error('The chain client is not ready.');
      const [raw, head] = await Promise.all([
        readIndexer<{ indexed: { number: number; timestamp: number } }>(chainId, '/sale', signal),
        client.getBlockNumber({ cacheTime: 0 }),
      ]);
      // A malformed answer fails the query: the page then says the history is catching up.
      const answer = indexerSaleAnswerSchema.parse(raw);
      const [usdc, ...results] = await client.multicall({
        allowFailure: false,
        blockNumber: BigInt(answer.indexed.number),
        contracts: [
          { address: eco, abi: ecoTokenAbi, functionName: 'usdc' },
          ...assetFundsContracts(eco),
          ...stageTermsContracts(eco),
          ...stageCalls(eco, SaleStage.Partners),
          ...stageCalls(eco, SaleStage.Private),
          ...stageCalls(eco, SaleStage.Public),
        ],
      });
      const funds = parseAssetFunds(results);
      const terms = parseStageTerms(results.slice(ASSET_FUNDS_CALL_COUNT));
      const perStage = results.slice(ASSET_FUNDS_CALL_COUNT + STAGE_TERMS_CALL_COUNT);
      const stages = Object.fromEntries(
        saleStageNames.map((key, i) => {
          const [purchases, sold, open, [, closesAt]] = perStage.slice(
            i * callsPerStage,
            (i + 1) * callsPerStage,
          ) as StageResults;
          const stage: StageChain = {
            purchases,
            sold,
            open,
            closesAt: BigInt(closesAt),
            terms: terms[key],
          };
          return [key, stage];
        }),
      ) as Record<SaleStageKey, StageChain>;
      const chain: SaleChain = { stages, funds, takesUsdc: usdc !== zeroAddress };
      return { answer, chain, ...historyLag(answer.indexed, head) };
    },
  });
}

export type SaleResults = NonNullable<ReturnType<typeof useSaleResults>['data']>;
