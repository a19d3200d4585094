import { ecoTokenAbi, findEcoDeployment, type SaleStageKey } from '@eco/contracts';
import { indexerSaleAnswerSchema, type IndexedBlock } from '@eco/shared';
import { zeroAddress } from 'viem';
import { useHistory } from '@/lib/indexer';
import {
  ASSET_FUNDS_CALL_COUNT,
  assetFundsContracts,
  parseAssetFunds,
  parseStageTerms,
  STAGE_TERMS_CALL_COUNT,
  stageTermsContracts,
} from '@/lib/wallet/money-back-reads';
import { parseSaleStages, saleStageContracts } from '@/lib/wallet/sale-stage-reads';
import type { SaleChain, StageChain } from '../results';

/**
 * The offer's results: the indexer's per-stage figures (one request) and the contract's own at the
 * very block they are as of (one multicall: the sale stages' state as every page reads it, with
 * each stage's purchases; per stage its money-back terms; per asset its totals; whether it takes
 * USDC), plus one eth_blockNumber for the lag. The same pieces as /transparency's treasury, so
 * both pages agree.
 */
export function useSaleResults(chainId: number) {
  const eco = findEcoDeployment(chainId)?.address;
  return useHistory({
    chainId,
    queryKey: ['eco', 'sale-results', chainId, eco],
    path: '/sale',
    enabled: Boolean(eco),
    // A verdict must be the chain's now, never one restored from storage.
    meta: { persist: false },
    // Only `indexed` is checked on the way in (the lag is judged from it); the schema checks the rest.
    toData: async (raw: { indexed: IndexedBlock }, client) => {
      if (!eco) throw new Error('ECO is not deployed on this chain.');
      // A malformed answer fails the query: the page then says the history is catching up.
      const answer = indexerSaleAnswerSchema.parse(raw);
      const [usdc, ...results] = await client.multicall({
        allowFailure: false,
        blockNumber: BigInt(answer.indexed.number),
        contracts: [
          { address: eco, abi: ecoTokenAbi, functionName: 'usdc' },
          ...assetFundsContracts(eco),
          ...stageTermsContracts(eco),
          ...saleStageContracts(eco),
        ],
      });
      const funds = parseAssetFunds(results);
      const terms = parseStageTerms(results.slice(ASSET_FUNDS_CALL_COUNT));
      const stages = Object.fromEntries(
        parseSaleStages(results.slice(ASSET_FUNDS_CALL_COUNT + STAGE_TERMS_CALL_COUNT)).map(
          ({ key, purchases, sold, open, closesAt }) => {
            const stage: StageChain = { purchases, sold, open, closesAt, terms: terms[key] };
            return [key, stage];
          },
        ),
      ) as Record<SaleStageKey, StageChain>;
      const chain: SaleChain = { stages, funds, takesUsdc: usdc !== zeroAddress };
      return { answer, chain };
    },
  });
}

export type SaleResults = NonNullable<ReturnType<typeof useSaleResults>['data']>;
