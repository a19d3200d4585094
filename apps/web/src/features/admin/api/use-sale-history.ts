import { ecoTokenAbi, saleStages } from '@eco/contracts';
import type { IndexerSaleAnswer } from '@eco/shared';
import type { Address } from 'viem';
import { useHistory } from '@/lib/indexer';

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
      return {
        purchases: answer.purchases,
        returnedPurchases: answer.returnedPurchases,
        buyers: answer.buyers,
        // ECO reserved for referrers by the purchases that stand (a returned one's reward is dropped).
        rewards: BigInt(answer.rewards) - BigInt(answer.returnedRewards),
        // Per asset, what the purchases paid and what went back to buyers, summed from their events.
        money: {
          eth: { raised: BigInt(answer.raised), returned: BigInt(answer.returnedEth) },
          usdc: { raised: BigInt(answer.raisedUsdc), returned: BigInt(answer.returnedUsdc) },
        },
        // What the purchases, rewards and owner mints of each stage add up to, by stage number.
        soldByStage: new Map(answer.stages.map((s) => [s.stage, BigInt(s.sold)])),
        // The block the history was read to, and the contract's own counters at that same block.
        block,
        contract: {
          soldByStage: new Map<number, bigint>(
            saleStages.map((stage, i) => [stage.number, counters[i] as bigint]),
          ),
          money: {
            eth: { raised: eth[0], returned: eth[1] },
            usdc: { raised: usdc[0], returned: usdc[1] },
          },
        },
      };
    },
  });
}
