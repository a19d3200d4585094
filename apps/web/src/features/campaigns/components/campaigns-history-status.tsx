import { useChainId } from 'wagmi';
import { HistoryCatchingUp } from '@/components/history-status';
import { useCampaignTotals } from '../api/use-campaign-totals';

/**
 * The page's one catching-up line, above the cards, while the indexer trails the chain or does
 * not answer: the figures fill in by themselves, nothing is wrong with the donations.
 */
export default function CampaignsHistoryStatus() {
  const totals = useCampaignTotals(useChainId());
  if (!totals.open) return null;
  return totals.isError || totals.data?.catchingUp ? <HistoryCatchingUp className="mb-8" /> : null;
}
