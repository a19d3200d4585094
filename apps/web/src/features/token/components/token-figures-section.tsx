import { lazy, Suspense, useEffect, useState } from 'react';
import { whenPageReady } from '@/lib/page-ready';
import { StaticTokenFigures } from './token-figures';

// The live figures come from this site's server (decision 0040), with no wallet code: their code
// loads once the page is live, as the sale calendar's does (docs/decisions/0013), so the token
// page's first load stays within its budget (0004).
const SharedTokenFigures = lazy(() => import('./shared-token-figures'));

/** The token's figures: the published ones at once, the live ones as soon as the server answers. */
export function TokenFiguresSection() {
  // The published figures as prerendered, and as hydrated: the live ones replace them in a render
  // of their own once the page is live, never in the hydration, whose markup they would not match.
  const [live, setLive] = useState(false);
  useEffect(() => {
    let cancelled = false;
    void whenPageReady().then(() => {
      if (!cancelled) setLive(true);
    });
    return () => void (cancelled = true);
  }, []);
  if (!live) return <StaticTokenFigures />;
  return (
    <Suspense fallback={<StaticTokenFigures />}>
      <SharedTokenFigures />
    </Suspense>
  );
}
