import type { IndexedPurchase, IndexerPurchasesAnswer, IndexerRewardsAnswer } from '@eco/shared';
import { getAddress, type Address, type Hash } from 'viem';
import { checkedHash, useHistoryPages } from '@/lib/indexer';

export type PurchaseRow = {
  hash: Hash;
  /** Tells apart two purchases of one transaction (a contract can buy twice in one call). */
  logIndex: number;
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
  hash: checkedHash(p.transactionHash),
  logIndex: p.logIndex,
  blockNumber: BigInt(p.blockNumber),
  timestamp: Number(p.timestamp) * 1000,
  stage: p.stage,
  amount: BigInt(p.amount),
  cost: BigInt(p.cost),
  referrer: getAddress(p.referrer),
  reward: BigInt(p.reward),
});

/**
 * Rows a portfolio list shows at first and adds per "Show more": anyone can make an account's
 * rewards (or, with its own money, purchases) run to thousands of rows, so none is read whole.
 */
export const PORTFOLIO_PAGE = 25;

/**
 * The account's purchases, newest first, a page at a time, and what all of them add up to (the
 * indexer's totals, not the sum of the pages read).
 */
export function usePurchaseHistory(
  contract: Address | undefined,
  account: Address | undefined,
  chainId: number,
) {
  return useHistoryPages({
    chainId,
    queryKey: ['eco', 'purchase-history', chainId, contract, account],
    enabled: Boolean(contract && account),
    path: `/accounts/${account}/purchases`,
    limit: PORTFOLIO_PAGE,
    rowsOf: (answer: IndexerPurchasesAnswer) => answer.purchases.map(toRow),
  });
}

/** The purchases that paid the account a referral reward, newest first, a page at a time. */
export function useRewardHistory(
  contract: Address | undefined,
  account: Address | undefined,
  chainId: number,
) {
  return useHistoryPages({
    chainId,
    queryKey: ['eco', 'reward-history', chainId, contract, account],
    enabled: Boolean(contract && account),
    path: `/accounts/${account}/rewards`,
    limit: PORTFOLIO_PAGE,
    rowsOf: (answer: IndexerRewardsAnswer) => answer.rewards.map(toRow),
  });
}
