import { findEcoDeployment } from '@eco/contracts';
import type { IndexerDonationsAnswer } from '@eco/shared';
import type { Address } from 'viem';
import { donationRow, useHistory } from '@/lib/indexer';

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
    toData: (answer: IndexerDonationsAnswer) => ({ donations: answer.donations.map(donationRow) }),
  });
}
