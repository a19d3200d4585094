import { lazy, Suspense } from 'react';
import { whenPageReady } from '@/lib/page-ready';

// As the footer's (docs/decisions/0013), the notice's code, and the choice of the pages that show
// it, are not part of a page's first load: they load once the page is live. Until then React
// keeps the prerendered notice as it is (a suspended boundary keeps its server markup while it
// hydrates), its links working as plain links; the prerender step renders it in place, so a
// promoting page's HTML carries it.
const Content = lazy(() => whenPageReady().then(() => import('./marketing-notice-content')));

/** MiCA Art. 7's notice (./marketing-notice-content.tsx), on a page whose route promotes ECO. */
export function MarketingNotice({ pathname }: { pathname: string }) {
  return (
    <Suspense fallback={null}>
      <Content pathname={pathname} />
    </Suspense>
  );
}
