import type { IndexerSaleAnswer } from '@eco/shared';
import { useQuery } from '@tanstack/react-query';
import { usePublicClient } from 'wagmi';
import { historyLag, historyRefetchInterval, readIndexer, type HistoryLag } from '@/lib/indexer';

export type SaleHistory = {
  purchases: number;
  buyers: number;
  /** ECO paid to referrers. */
  rewards: bigint;
  /** ETH the purchases paid, summed from their events. */
  raised: bigint;
  /** What the purchases, rewards and owner mints of each stage add up to, by stage number. */
  soldByStage: Map<number, bigint>;
} & HistoryLag;

/**
 * The sale as its history tells it (purchases, buyers, referral rewards), summed by the indexer:
 * one request, beside one eth_blockNumber to tell whether it has caught up. The team's panel sets
 * these beside the contract's own counters, so a difference shows.
 */
export function useSaleHistory(chainId: number) {
  const client = usePublicClient({ chainId });
  return useQuery<SaleHistory>({
    queryKey: ['eco', 'sale-history', chainId],
    enabled: Boolean(client),
    staleTime: 0,
    retry: false,
    refetchInterval: historyRefetchInterval,
    queryFn: async ({ signal }) => {
      if (!client) throw new Error('The chain client is not ready.');
      const [answer, head] = await Promise.all([
        readIndexer<IndexerSaleAnswer>(chainId, '/sale', signal),
        client.getBlockNumber({ cacheTime: 0 }),
      ]);
      return {
        purchases: answer.purchases,
        buyers: answer.buyers,
        rewards: BigInt(answer.rewards),
        raised: BigInt(answer.raised),
        soldByStage: new Map(answer.stages.map((s) => [s.stage, BigInt(s.sold)])),
        ...historyLag(answer.indexed, head),
      };
    },
  });
}
