import type { IndexedPurchase, IndexerPurchasesAnswer } from '@eco/shared';
import { useQuery } from '@tanstack/react-query';
import { getAddress, type Address, type Hash } from 'viem';
import { usePublicClient } from 'wagmi';
import { historyQueryOptions, readHistory } from '@/lib/indexer';

export type PurchaseRow = {
  hash: Hash;
  blockNumber: bigint;
  /** ms since the epoch. */
  timestamp: number;
  stage: number;
  amount: bigint;
  cost: bigint;
  referrer: Address;
  reward: bigint;
};

const toRow = (p: IndexedPurchase): PurchaseRow => ({
  hash: p.transactionHash,
  blockNumber: BigInt(p.blockNumber),
  timestamp: Number(p.timestamp) * 1000,
  stage: p.stage,
  amount: BigInt(p.amount),
  cost: BigInt(p.cost),
  referrer: getAddress(p.referrer),
  reward: BigInt(p.reward),
});

/**
 * The account's purchases and the referral rewards it earned, newest first: one request to the
 * indexer, beside one eth_blockNumber to tell whether the indexer has caught up with the chain.
 * Under 'eco', so read again after every transaction the site sends; while the indexer is behind
 * or down it is read every few seconds, and the rows already shown stay.
 */
export function usePurchaseHistory(
  contract: Address | undefined,
  account: Address | undefined,
  chainId: number,
) {
  const client = usePublicClient({ chainId });
  return useQuery({
    queryKey: ['eco', 'purchase-history', chainId, contract, account],
    enabled: Boolean(client && contract && account),
    ...historyQueryOptions,
    queryFn: async ({ signal }) => {
      if (!client || !account) throw new Error('The wallet is not ready.');
      const { answer, lag } = await readHistory<IndexerPurchasesAnswer>(
        client,
        chainId,
        `/accounts/${account}/purchases`,
        signal,
      );
      return {
        purchases: answer.purchases.map(toRow),
        rewards: answer.rewards.map(toRow),
        ...lag,
      };
    },
  });
}
