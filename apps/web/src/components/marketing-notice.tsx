import { lazy, Suspense } from 'react';
import { matchRoutes } from 'react-router';
import { siteRoutes } from '@/config/site-routes';
import { whenPageReady } from '@/lib/page-ready';

/** Whether the page at `pathname` promotes ECO (its route's `promotes`); an unknown one does not. */
export function promotesAt(pathname: string): boolean {
  return matchRoutes(siteRoutes, pathname)?.[0]?.route.promotes === true;
}

// As the footer's (docs/decisions/0013), the notice's code is not part of a page's first load: it
// loads once the page is live. Until then React keeps the prerendered notice as it is (a suspended
// boundary keeps its server markup while it hydrates), its links working as plain links; the
// prerender step renders it in place, so it is in the page's HTML.
const Content = lazy(() => whenPageReady().then(() => import('./marketing-notice-content')));

/** MiCA Art. 7's notice (./marketing-notice-content.tsx) on a page whose route promotes ECO. */
export function MarketingNotice({ pathname }: { pathname: string }) {
  return promotesAt(pathname) ? (
    <Suspense fallback={null}>
      <Content />
    </Suspense>
  ) : null;
}
