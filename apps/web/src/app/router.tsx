import { createElement, lazy, type ComponentType } from 'react';
import { matchRoutes, Navigate, Route, Routes } from 'react-router';
import { paths } from '@/config/paths';
import { RootLayout } from './root-layout';

type PageModule = { default: ComponentType };

/** A route's page, loaded on demand; `preload()` loads it ahead so it renders without waiting. */
type Page = ComponentType & { preload: () => Promise<void> };

/**
 * Each route module's default export is its page. Pages load on demand (React.lazy, with the
 * full-screen spinner while they do); the prerender step and the browser, before it hydrates a
 * prerendered page, preload the page first, so it renders in place instead of suspending (a
 * suspended page would be prerendered as the spinner with its content swapped in by a script).
 */
function page(load: () => Promise<PageModule>): Page {
  let loaded: ComponentType | undefined;
  const Lazy = lazy(load);
  const Component = () => (loaded ? createElement(loaded) : createElement(Lazy));
  return Object.assign(Component, {
    preload: async () => {
      loaded = (await load()).default;
    },
  });
}

const toToken = <Navigate to={paths.about.token} replace />;

/** Every page's address (React Router patterns) and page, in menu order; redirects apart. */
const pages: { path: string; Page: Page }[] = [
  { path: paths.home, Page: page(() => import('./routes/home')) },
  { path: paths.learn, Page: page(() => import('./routes/learn/topics')) },
  // Before '/learn/:id' for the reader; React Router ranks the static segment first anyway.
  { path: paths.learnHowToBuy, Page: page(() => import('./routes/learn/how-to-buy')) },
  { path: '/learn/:id', Page: page(() => import('./routes/learn/topic')) },
  { path: paths.carbonCredits, Page: page(() => import('./routes/carbon-credits')) },
  { path: paths.portfolio, Page: page(() => import('./routes/portfolio')) },
  { path: '/receipt/:chainId/:txHash', Page: page(() => import('./routes/receipt')) },
  { path: paths.transparency, Page: page(() => import('./routes/transparency')) },
  { path: paths.news, Page: page(() => import('./routes/news')) },
  { path: paths.contact, Page: page(() => import('./routes/contact-us')) },
  { path: paths.saleEligibility, Page: page(() => import('./routes/sale/eligibility')) },
  { path: paths.login, Page: page(() => import('./routes/auth/login')) },
  { path: paths.signup, Page: page(() => import('./routes/auth/signup')) },
  { path: paths.verifyEmail, Page: page(() => import('./routes/auth/verify-email')) },
  { path: paths.forgotPassword, Page: page(() => import('./routes/auth/forgot-password')) },
  { path: paths.resetPassword, Page: page(() => import('./routes/auth/reset-password')) },
  {
    path: paths.stageAlerts.confirm,
    Page: page(() => import('./routes/stage-alerts/confirm')),
  },
  {
    path: paths.stageAlerts.unsubscribe,
    Page: page(() => import('./routes/stage-alerts/unsubscribe')),
  },
  { path: paths.account, Page: page(() => import('./routes/account')) },
  { path: paths.about.token, Page: page(() => import('./routes/about/token')) },
  { path: paths.about.campaigns, Page: page(() => import('./routes/about/campaigns')) },
  { path: paths.about.whoWeAre, Page: page(() => import('./routes/about/who-we-are')) },
  {
    path: paths.about.companyHistory,
    Page: page(() => import('./routes/about/company-history')),
  },
  { path: paths.about.ourTeam, Page: page(() => import('./routes/about/our-team')) },
  { path: paths.about.testimonials, Page: page(() => import('./routes/about/testimonials')) },
  { path: paths.about.faq, Page: page(() => import('./routes/about/faq')) },
  { path: paths.terms, Page: page(() => import('./routes/legal/terms')) },
  { path: paths.privacy, Page: page(() => import('./routes/legal/privacy')) },
  { path: paths.risks, Page: page(() => import('./routes/legal/risks')) },
  // The operators' pages: in no menu, noindex.
  { path: paths.admin.owner, Page: page(() => import('./routes/admin/owner')) },
  { path: paths.admin.inbox, Page: page(() => import('./routes/admin/inbox')) },
];
const NotFoundPage = page(() => import('./routes/not-found'));

/** Loads the page that renders `pathname` (the not-found page for unknown addresses). */
export async function preloadPage(pathname: string): Promise<void> {
  const match = matchRoutes(
    pages.map(({ path }) => ({ path })),
    pathname,
  )?.[0];
  const found = match ? pages.find((entry) => entry.path === match.route.path) : undefined;
  await (found?.Page ?? NotFoundPage).preload();
}

/**
 * The route table: every route of spec section 2 inside the shared layout. Declarative routes
 * (not the data router) keep React Router's share of the first load small; see
 * docs/decisions/0007-declarative-router.md.
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<RootLayout />}>
        {pages.map(({ path, Page }) => (
          <Route key={path} path={path} element={<Page />} />
        ))}
        <Route path={paths.about.root}>
          <Route index element={toToken} />
          <Route path="*" element={toToken} />
        </Route>
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
