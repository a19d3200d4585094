import { lazy, Suspense } from 'react';
import { whenPageReady } from '@/lib/page-ready';

// The footer is the same on every page and below the first screen, so its code is not part of
// a page's first load (the budget in docs/decisions/0004, 0013): it loads once the page is live. Until then React
// keeps the prerendered footer as it is (a suspended boundary keeps its server markup while it
// hydrates), and its links work as plain links. The prerender step renders it in place.
const FooterContent = lazy(() => whenPageReady().then(() => import('./footer-content')));

/** The site's footer (content in ./footer-content.tsx). */
export function Footer() {
  return (
    <footer className="palette-fixed bg-brand-950 text-brand-100">
      <Suspense fallback={null}>
        <FooterContent />
      </Suspense>
    </footer>
  );
}
