import { findEcoDeployment } from '@eco/contracts';
import type { IndexerDonationsAnswer } from '@eco/shared';
import type { Address } from 'viem';
import { donationRow, useHistoryPages } from '@/lib/indexer';
import { PORTFOLIO_PAGE } from './use-purchase-history';

/**
 * The account's donations through EcoDonations, newest first, a page at a time ("Show more"):
 * the portfolio's third list from the indexer, beside its purchases and rewards.
 */
export function useDonationHistory(account: Address | undefined, chainId: number) {
  return useHistoryPages({
    chainId,
    queryKey: ['eco', 'donation-history', chainId, account],
    // Where no donations contract is deployed there is nothing to ask the indexer about.
    enabled: Boolean(account && findEcoDeployment(chainId)?.donations),
    path: `/accounts/${account}/donations`,
    limit: PORTFOLIO_PAGE,
    rowsOf: (answer: IndexerDonationsAnswer) => answer.donations.map(donationRow),
  });
}
