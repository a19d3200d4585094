import { t } from '@lingui/core/macro';
import { lazy } from 'react';
import { WalletBoundary } from '@/components/wallet-boundary';

const SaleResultsLive = lazy(() => import('./sale-results-live'));

/** The page's live part, loaded with the wallet stack once the page has rendered. */
export function SaleResultsSection() {
  return (
    <WalletBoundary activate fallback={<p className="text-slate-700">{t`Reading the chain…`}</p>}>
      <SaleResultsLive />
    </WalletBoundary>
  );
}
