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
          { address: eco, abi: ecoTokenAbi, functionName: 'totalRaised' } as const,
        ],
      });
      return {
        purchases: answer.purchases,
        buyers: answer.buyers,
        // ECO paid to referrers, and the ETH the purchases paid, summed from their events.
        rewards: BigInt(answer.rewards),
        raised: BigInt(answer.raised),
        // What the purchases, rewards and owner mints of each stage add up to, by stage number.
        soldByStage: new Map(answer.stages.map((s) => [s.stage, BigInt(s.sold)])),
        // The block the history was read to, and the contract's own counters at that same block.
        block,
        contract: {
          soldByStage: new Map<number, bigint>(
            saleStages.map((stage, i) => [stage.number, counters[i]!]),
          ),
          raised: counters[saleStages.length]!,
        },
      };
    },
  });
}
