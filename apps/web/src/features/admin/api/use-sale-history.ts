import { ecoTokenAbi, saleStages, type SaleStageKey } from '@eco/contracts';
import type { IndexerSaleAnswer } from '@eco/shared';
import type { Address } from 'viem';
import { useHistory } from '@/lib/indexer';
import { saleReconciliation } from '@/lib/sale-reconciliation';

/**
 * The sale as its history tells it (purchases, buyers, referral rewards), summed by the indexer,
 * beside the contract's own counters read at the very block the history reaches (one
 * multicall), so the two can be compared without a race.
 */
export function useSaleHistory(eco: Address, chainId: number) {
  return useHistory({
    chainId,
    queryKey: ['eco', 'sale-history', chainId, eco],
    path: '/sale',
    toData: async (answer: IndexerSaleAnswer, client) => {
      const block = BigInt(answer.indexed.number);
      const counters = await client.multicall({
        allowFailure: false,
        blockNumber: block,
        contracts: [
          ...saleStages.map(
            (stage) =>
              ({
                address: eco,
                abi: ecoTokenAbi,
                functionName: 'soldIn',
                args: [stage.number],
              }) as const,
          ),
          { address: eco, abi: ecoTokenAbi, functionName: 'totalsOf', args: [0] } as const,
          { address: eco, abi: ecoTokenAbi, functionName: 'totalsOf', args: [1] } as const,
        ],
      });
      const [eth, usdc] = [counters[saleStages.length]!, counters[saleStages.length + 1]!] as [
        readonly [bigint, bigint, bigint],
        readonly [bigint, bigint, bigint],
      ];
      const funds = ([raised, returned, withdrawn]: readonly [bigint, bigint, bigint]) => ({
        raised,
        returned,
        withdrawn,
      });
      return {
        purchases: answer.purchases,
        returnedPurchases: answer.returnedPurchases,
        buyers: answer.buyers,
        // ECO reserved for referrers by the purchases that stand (a returned one's reward is dropped).
        rewards: BigInt(answer.rewards) - BigInt(answer.returnedRewards),
        // The block the history was read to, and where it disagrees with the contract's own
        // counters at that same block (soldIn per stage, totalsOf per asset).
        block,
        differences: saleReconciliation(answer, {
          stages: Object.fromEntries(
            saleStages.map((stage, i) => [stage.key, { sold: counters[i] as bigint }]),
          ) as Record<SaleStageKey, { sold: bigint }>,
          funds: { eth: funds(eth), usdc: funds(usdc) },
        }),
      };
    },
  });
}
