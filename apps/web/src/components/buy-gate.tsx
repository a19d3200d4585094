import { lazy, Suspense, type ReactNode } from 'react';
import { whenPageReady } from '@/lib/page-ready';
import { BuyGateChecking } from './buy-gate-checking';

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
  return (
    <Suspense fallback={<BuyGateChecking className={className} />}>
      <LiveBuyGate className={className}>{children}</LiveBuyGate>
    </Suspense>
  );
}
