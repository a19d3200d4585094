import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { lazy } from 'react';
import { ProgressBar } from '@/components/ui/progress-bar';
import { SampleBadge } from '@/components/ui/sample-badge';
import { WalletBoundary } from '@/components/wallet-boundary';
import { isSample } from '@/content/provenance';
import type { Campaign } from '@/content/schemas';
import { formatDate, formatNumber, formatPercent } from '@/lib/format';
import { DonateButton } from './donate-button';

const CampaignOnChain = lazy(() => import('./campaign-on-chain'));

/**
 * A campaign: what it is, the figure its team published (content, with its provenance), and
 * apart from it what was given on-chain through this site (the indexer, once the wallet stack is
 * loaded), then the Donate button.
 */
export function CampaignCard({ campaign }: { campaign: Campaign }) {
  const percent = formatPercent(Math.round((campaign.raisedEth / campaign.goalEth) * 100), {
    decimals: 0,
  });
  const sample = isSample(campaign);
  const raised = formatNumber(campaign.raisedEth);
  const goal = formatNumber(campaign.goalEth);
  const title = campaign.title;
  const date = formatDate(campaign.raisedAsOf, 'UTC');
  return (
    <article className="flex h-full min-w-0 flex-col overflow-hidden rounded-3xl border border-slate-200 bg-white shadow-sm">
      <img
        src={campaign.imgSrc}
        alt={campaign.imgAlt}
        width={640}
        height={360}
        loading="lazy"
        decoding="async"
        className="aspect-video w-full bg-brand-50 object-cover"
      />
      <div className="flex flex-1 flex-col p-6">
        <div className="flex items-start justify-between gap-3">
          <h2 className="text-xl font-semibold text-brand-950">{campaign.title}</h2>
          {sample ? <SampleBadge className="mt-1 shrink-0" /> : null}
        </div>
        <p className="mt-2 flex-1 text-slate-600">{campaign.description}</p>
        <div className="mt-6 space-y-2">
          <p className="text-xs font-semibold tracking-wide text-slate-600 uppercase">
            {t`Published by the campaign team`}
          </p>
          <div className="flex items-baseline justify-between gap-3 text-sm">
            <Trans>
              <span className="font-semibold text-brand-900 tabular-nums">{raised} ETH raised</span>
              <span className="text-slate-600 tabular-nums">
                of {goal} ETH ({percent})
              </span>
            </Trans>
          </div>
          <ProgressBar
            value={campaign.raisedEth}
            max={campaign.goalEth}
            label={t`${title}: ${percent} of the goal raised, as the campaign team published it`}
          />
          <p className="text-xs text-slate-600">
            <Trans>
              The campaign team's own figure, on and off the chain, as published on{' '}
              <time dateTime={campaign.raisedAsOf}>{date}</time>.
            </Trans>
            {sample ? ` ${t`A sample figure today, until the team publishes its report.`}` : null}
          </p>
        </div>
        <div className="mt-4 min-w-0 rounded-2xl bg-brand-50 p-4 text-sm">
          <WalletBoundary
            fallback={
              <p className="text-slate-600">{t`Reading what was raised through this site…`}</p>
            }
          >
            <CampaignOnChain campaign={campaign} />
          </WalletBoundary>
        </div>
        <DonateButton campaign={campaign} />
      </div>
    </article>
  );
}
