import { t } from '@lingui/core/macro';
import { lazy } from 'react';
import { SourcedList } from '@/components/content/sourced-list';
import { Reveal } from '@/components/ui/reveal';
import { WalletBoundary } from '@/components/wallet-boundary';
import type { Campaign } from '@/content/schemas';
import { CampaignCard } from './campaign-card';

const CampaignsHistoryStatus = lazy(() => import('./campaigns-history-status'));

/**
 * The campaign cards, prerendered from content; once the page runs it loads the wallet stack so
 * that each card adds what was raised through this site (one indexer request for all of them).
 */
export function CampaignsSection({ campaigns }: { campaigns: readonly Campaign[] }) {
  return (
    <>
      <WalletBoundary activate>
        <CampaignsHistoryStatus />
      </WalletBoundary>
      <SourcedList items={campaigns} empty={t`No campaigns published yet.`}>
        {(shown) => (
          <ul className="grid gap-8 md:grid-cols-2">
            {shown.map((campaign) => (
              <Reveal as="li" key={campaign.id} className="min-w-0">
                <CampaignCard campaign={campaign} />
              </Reveal>
            ))}
          </ul>
        )}
      </SourcedList>
    </>
  );
}
