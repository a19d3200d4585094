import { findEcoDeployment } from '@eco/contracts';
import type { IndexedDonation, IndexerDonationsAnswer } from '@eco/shared';
import type { Address, Hash } from 'viem';
import { checkedHash, useHistory } from '@/lib/indexer';

export type DonationRow = {
  hash: Hash;
  /** Tells apart two donations of one transaction. */
  logIndex: number;
  campaignId: number;
  /** Wei. */
  amount: bigint;
  /** The memo as the chain holds it: text only, even the donor's own (a script may have sent it). */
  memo: string;
  /** ms since the epoch. */
  timestamp: number;
};

const toRow = (d: IndexedDonation): DonationRow => ({
  hash: checkedHash(d.transactionHash),
  logIndex: d.logIndex,
  campaignId: d.campaignId,
  amount: BigInt(d.amount),
  memo: d.memo,
  timestamp: Number(d.timestamp) * 1000,
});

/**
 * The account's donations through EcoDonations, newest first: the portfolio's second request to
 * the indexer (the purchases are the first; the indexer answers them on separate routes).
 */
export function useDonationHistory(account: Address | undefined, chainId: number) {
  return useHistory({
    chainId,
    queryKey: ['eco', 'donation-history', chainId, account],
    // Where no donations contract is deployed there is nothing to ask the indexer about.
    enabled: Boolean(account && findEcoDeployment(chainId)?.donations),
    path: `/accounts/${account}/donations`,
    toData: (answer: IndexerDonationsAnswer) => ({ donations: answer.donations.map(toRow) }),
  });
}
