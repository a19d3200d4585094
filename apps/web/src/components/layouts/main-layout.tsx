import { t } from '@lingui/core/macro';
import { Suspense, useEffect, type ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router';
import { RouteErrorBoundary } from '@/components/errors/route-error-boundary';
import { MarketingNotice } from '@/components/marketing-notice';
import { TranslationNotice } from '@/components/translation-notice';
import { FullScreenSpinner } from '@/components/ui/spinner';
import { GlobalAlert } from '@/components/ui/global-alert';
import { LoadingOverlay } from '@/components/ui/loading-overlay';
import { Footer } from './footer';
import { Header } from './header';
import { ScrollRestoration } from './scroll-restoration';

/**
 * The one layout every route renders inside. `headerActions` (wallet and account controls) is
 * composed by the app, so this shared layout never imports a feature.
 */
export function MainLayout({ headerActions }: { headerActions?: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-full bg-accent-400 px-4 py-2 font-semibold text-on-accent focus:not-sr-only focus:fixed focus:top-3 focus:start-3"
      >
        {t`Skip to content`}
      </a>
      <Header actions={headerActions} />
      <TranslationNotice pathname={pathname} />
      <MarketingNotice pathname={pathname} />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        <RouteErrorBoundary resetKey={pathname}>
          {/* A new boundary per page: its code loading shows the full-screen "Loading" spinner
              (spec section 2) instead of keeping the previous page on screen. */}
          <Suspense key={pathname} fallback={<FullScreenSpinner />}>
            <Outlet />
            <PageReady />
          </Suspense>
        </RouteErrorBoundary>
      </main>
      <Footer />
      <GlobalAlert />
      <LoadingOverlay />
      <ScrollRestoration />
    </div>
  );
}

/**
 * Marks <html data-page-ready> once the page's own content is live (hydrated or rendered), with
 * the time (performance.now()) it first happened: browser tests wait for it before they
 * interact, and the bundle benchmark counts the scripts requested before it.
 */
function PageReady() {
  useEffect(() => {
    document.documentElement.dataset.pageReady ??= String(Math.round(performance.now()));
  }, []);
  return null;
}
