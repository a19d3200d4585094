import { t } from '@lingui/core/macro';
import { lazy } from 'react';
import { WalletBoundary } from '@/components/wallet-boundary';

const TransparencyLive = lazy(() => import('./transparency-live'));

/** The page's live part, loaded with the wallet stack once the page has rendered. */
export function TransparencySection() {
  return (
    <WalletBoundary activate fallback={<p className="text-slate-700">{t`Reading the chain…`}</p>}>
      <TransparencyLive />
    </WalletBoundary>
  );
}
