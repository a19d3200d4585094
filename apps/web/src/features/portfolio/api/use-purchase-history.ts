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
  /** Its number in its stage: what withdrawPurchase and claimRefund name. */
  index: BigInt(p.index),
  asset: p.asset === 1 ? ('usdc' as const) : ('eth' as const),
  // ms since the epoch; the block's own time when the purchase carries no right of withdrawal.
  withdrawableUntil: Number(p.withdrawableUntil) * 1000,
  status: p.status,
  /** The withdrawal's or refund's transaction, once the purchase was given back. */
  returnedTx: p.returnedTx === null ? null : checkedHash(p.returnedTx),
});

export type PurchaseRow = ReturnType<typeof toRow>;

/**
 * Rows a portfolio list shows at first and adds per "Show more": anyone can make an account's
 * rewards (or, with its own money, purchases) run to thousands of rows, so none is read whole.
 */
export const PORTFOLIO_PAGE = 25;

/** The account's two lists of purchases, as the indexer answers each. */
type Lists = { purchases: IndexerPurchasesAnswer; rewards: IndexerRewardsAnswer };
const queryKeys = { purchases: 'purchase-history', rewards: 'reward-history' };

/**
 * The account's purchases, or the purchases that paid it a referral reward, newest first, a page
 * at a time, and what all of them add up to (the indexer's totals, not the sum of the pages read).
 */
export function usePurchaseHistory<L extends keyof Lists>(
  list: L,
  contract: Address | undefined,
  account: Address | undefined,
  chainId: number,
) {
  return useHistoryPages({
    chainId,
    queryKey: ['eco', queryKeys[list], chainId, contract, account],
    enabled: Boolean(contract && account),
    path: `/accounts/${account}/${list}`,
    limit: PORTFOLIO_PAGE,
    rowsOf: (answer: Lists[L]) => (answer as Record<L, IndexedPurchase[]>)[list].map(toRow),
  });
}
