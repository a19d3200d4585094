import type {
  IndexedCampaignTotals,
  IndexerCampaignAnswer,
  IndexerCampaignsAnswer,
} from '@eco/shared';
import { getAddress } from 'viem';
import { donationRow, useHistory } from '@/lib/indexer';
import { donationsContract } from './donate';

/** What was given to one campaign through EcoDonations, as the indexer counted it. */
const toTotals = (c: IndexedCampaignTotals) => ({
  campaignId: c.campaignId,
  wallet: getAddress(c.wallet),
  active: c.active,
  donations: c.donations,
  donors: c.donors,
  // Wei.
  raised: BigInt(c.raised),
});

/** How many recent donations a campaign card lists. */
export const RECENT_DONATIONS = 5;

/**
 * Every campaign's totals on `chainId` from the indexer (GET /campaigns: one request per 1,000
 * campaigns, read whole), shared by every card of the page through the query key.
 */
export function useCampaignTotals(chainId: number) {
  const open = Boolean(donationsContract(chainId));
  const query = useHistory({
    chainId,
    queryKey: ['eco', 'campaign-totals', chainId],
    enabled: open,
    path: '/campaigns',
    wholeList: 'campaigns',
    toData: (answer: IndexerCampaignsAnswer) => ({
      campaigns: answer.campaigns.map(toTotals),
      // The block the indexer had read when it answered, and its time in ms since the epoch.
      indexed: { block: answer.indexed.number, timestamp: answer.indexed.timestamp * 1000 },
    }),
  });
  return { ...query, open };
}

/**
 * One campaign's latest donations (GET /campaigns/:id?limit=5: the first page only, by design),
 * read only when a visitor opens them: the list of cards stays one request.
 */
export function useRecentDonations(chainId: number, campaignId: number) {
  return useHistory({
    chainId,
    queryKey: ['eco', 'campaign-donations', chainId, campaignId],
    enabled: Boolean(donationsContract(chainId)),
    path: `/campaigns/${campaignId}?limit=${RECENT_DONATIONS}`,
    toData: (answer: IndexerCampaignAnswer) => ({ donations: answer.donations.map(donationRow) }),
  });
}
