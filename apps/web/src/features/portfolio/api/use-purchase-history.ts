import type { IndexedPurchase, IndexerPurchasesAnswer, IndexerRewardsAnswer } from '@eco/shared';
import { getAddress, type Address } from 'viem';
import { checkedHash, useHistoryPages } from '@/lib/indexer';

const toRow = (p: IndexedPurchase) => ({
  hash: checkedHash(p.transactionHash),
  // Tells apart two purchases of one transaction (a contract can buy twice in one call).
  logIndex: p.logIndex,
  blockNumber: BigInt(p.blockNumber),
  // ms since the epoch.
  timestamp: Number(p.timestamp) * 1000,
  stage: p.stage,
  amount: BigInt(p.amount),
  cost: BigInt(p.cost),
  referrer: getAddress(p.referrer),
  reward: BigInt(p.reward),
});

export type PurchaseRow = ReturnType<typeof toRow>;

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
