import { t } from '@lingui/core/macro';
import { lazy, Suspense, type ReactNode } from 'react';
import { whenPageReady } from '@/lib/page-ready';

// The check loads once the page is live, as the sale calendar's does (docs/decisions/0013): the
// home page and the token page are held to the first-load budget. Until then the page says it is
// checking, as prerendered, rather than show a button it may have to take back.
const LiveBuyGate = lazy(() =>
  whenPageReady()
    .then(() => import('./buy-gate-loader'))
    .then(({ loadBuyGate }) => loadBuyGate()),
);

/**
 * A "Buy ECO" button (`children`) shown only while the white paper on this site is the version
 * published on-chain (lib/publication.ts, buyGate); in its place, what the check found, in words,
 * with a link to the white paper. Every control that opens the Buy dialog stands inside one.
 */
export function BuyGate({ children, className }: { children: ReactNode; className?: string }) {
  const checking = <BuyGateChecking className={className} />;
  return (
    <Suspense fallback={checking}>
      <LiveBuyGate className={className} checking={checking}>
        {children}
      </LiveBuyGate>
    </Suspense>
  );
}

/**
 * What stands where the Buy button will be while the white paper check runs: all the first load
 * carries of the gate (the home and token pages are held to the first-load budget); the other
 * states' words load with the check (buy-gate-notice.tsx), which shows this one while its first
 * read is under way.
 */
function BuyGateChecking({ className = '' }: { className?: string }) {
  return (
    <p role="status" data-buy-gate="checking" className={`max-w-md text-sm ${className}`}>
      {t`Checking that the white paper on this site is the version published on-chain…`}
    </p>
  );
}
