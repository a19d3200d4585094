import type { IndexedPurchase, IndexerPurchasesAnswer } from '@eco/shared';
import { getAddress, type Address, type Hash } from 'viem';
import { useHistory } from '@/lib/indexer';

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

/** The account's purchases and the referral rewards it earned, newest first. */
export function usePurchaseHistory(
  contract: Address | undefined,
  account: Address | undefined,
  chainId: number,
) {
  return useHistory({
    chainId,
    queryKey: ['eco', 'purchase-history', chainId, contract, account],
    enabled: Boolean(contract && account),
    path: `/accounts/${account}/purchases`,
    toData: (answer: IndexerPurchasesAnswer) => ({
      purchases: answer.purchases.map(toRow),
      rewards: answer.rewards.map(toRow),
    }),
  });
}
