import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { lazy } from 'react';
import { WalletBoundary } from '@/components/wallet-boundary';
import { ExternalLink } from '@/components/ui/button';
import { SampleBadge } from '@/components/ui/sample-badge';
import { isSample } from '@/content/provenance';
import { ethereumFootprint } from '@/content/sustainability';
import { formatNumber } from '@/lib/format';
import { FOOTPRINT_DAYS } from '../eco-footprint';

const EcoFootprintLive = lazy(() => import('./eco-footprint-live'));

/**
 * ECO's own share of its network's footprint, for the white paper's Part J: the method, written
 * here so the prerendered page carries it, and the figures, read from the indexer once the page
 * is live (its transactions over the last 365 days and since deployment, with their block).
 */
export function EcoFootprint() {
  const { network, period, study } = ethereumFootprint();
  const { start, end } = period;
  const { publisher, title, published } = study;
  const days = formatNumber(FOOTPRINT_DAYS, { decimals: 0 });
  return (
    <section aria-labelledby="eco-footprint-heading" data-eco-footprint="" className="space-y-4">
      <h3 id="eco-footprint-heading" className="text-xl font-semibold text-brand-950">
        {t`ECO's own share`} {isSample(ethereumFootprint()) ? <SampleBadge /> : null}
      </h3>
      <div className="space-y-2 text-slate-700">
        <p>
          <Trans>
            <strong className="font-semibold">Method.</strong> ECO&apos;s transactions are every
            transaction in which the ECO token contract emitted an event (a purchase, a transfer, an
            approval, a withdrawal, a refund, an owner change), each counted once, read from our
            indexer of the chain. Their number is multiplied by {network}&apos;s energy and
            greenhouse-gas emissions per transaction: the network&apos;s yearly figures divided by
            the transactions it carried over the study&apos;s period, {start} to {end}, from{' '}
            {publisher}&apos;s study{' '}
            <ExternalLink href={study.url} className="underline">
              &ldquo;{title}&rdquo;
            </ExternalLink>{' '}
            ({published}). This allocates the network&apos;s footprint by transaction count, the
            basis the study&apos;s per-transaction figures give.
          </Trans>
        </p>
        <p>
          <Trans>
            <strong className="font-semibold">Period.</strong> ECO&apos;s transactions are counted
            over the {days} days (UTC) up to the latest block our indexer has read, and since
            ECO&apos;s deployment. The study&apos;s period may lie before ECO existed, so its
            per-transaction figures are applied to ECO&apos;s activity now: an estimate until a
            study covering the same period is verified. The figures change with every ECO
            transaction.
          </Trans>
        </p>
      </div>
      <WalletBoundary
        activate
        fallback={<p className="text-slate-700">{t`Reading ECO's transactions from the chain…`}</p>}
      >
        <EcoFootprintLive />
      </WalletBoundary>
    </section>
  );
}
