import { topicIds } from '../content/topic-ids';
import { paths } from './paths';

/**
 * One route of the site: the React Router pattern, the module under src/app/routes that renders
 * it, whether the sitemap lists it and its kind. The router, the prerender step, the sitemap, the
 * bundle budget and the browser tests all read this table. Whether a page promotes ECO (MiCA Art.
 * 7's notice) is not here: components/marketing-notice-pages.ts lists the routes that do.
 */
export interface SiteRoute {
  path: string;
  /** The module under src/app/routes (loaded on demand; its chunks are the page's preload hints). */
  module: string;
  sitemap: boolean;
  /**
   * content: reading pages; form: pages of one form, which load its code on first use
   * (docs/decisions/0026). Both are held to the first-load budget (heldToBudget in
   * scripts/lib/bundle-budget.ts: bench/bundle.ts, e2e/routes.spec), as /account is; the other
   * account pages load their code up front and are only reported.
   */
  kind: 'content' | 'form' | 'account';
  /**
   * For a pattern with parameters, the addresses the build prerenders; without them the
   * address is one of the dynamicRoutePrefixes, rendered in the browser.
   */
  prerender?: string[];
}

/** A page the build prerenders: a route's address, with nothing left to fill in. */
export type PageRoute = Omit<SiteRoute, 'prerender'>;

const route = (
  path: string,
  module: string,
  kind: SiteRoute['kind'],
  sitemap: boolean,
  prerender?: string[],
): SiteRoute => ({ path, module, sitemap, kind, ...(prerender ? { prerender } : {}) });

/** Every route, in menu order (the sitemap's order); redirects and the not-found page apart. */
export const siteRoutes: SiteRoute[] = [
  route(paths.home, 'home', 'content', true),
  route(paths.learn, 'learn/topics', 'content', true),
  route(
    '/learn/:id',
    'learn/topic',
    'content',
    true,
    topicIds.map((id) => paths.learnTopic(id)),
  ),
  // React Router ranks this static segment before '/learn/:id'.
  route(paths.learnHowToBuy, 'learn/how-to-buy', 'content', true),
  route(paths.carbonCredits, 'carbon-credits', 'content', true),
  route(paths.transparency, 'transparency', 'content', true),
  route(paths.whitePaper, 'white-paper', 'content', true),
  route(paths.news, 'news', 'content', true),
  route(paths.about.token, 'about/token', 'content', true),
  route(paths.about.campaigns, 'about/campaigns', 'content', true),
  route(paths.about.whoWeAre, 'about/who-we-are', 'content', true),
  route(paths.about.companyHistory, 'about/company-history', 'content', true),
  route(paths.about.ourTeam, 'about/our-team', 'content', true),
  route(paths.about.testimonials, 'about/testimonials', 'content', true),
  route(paths.about.faq, 'about/faq', 'form', true),
  route(paths.contact, 'contact-us', 'form', true),
  route(paths.saleEligibility, 'sale/eligibility', 'form', true),
  route(paths.saleResults, 'sale/results', 'content', true),
  route(paths.terms, 'legal/terms', 'content', true),
  route(paths.privacy, 'legal/privacy', 'content', true),
  route(paths.risks, 'legal/risks', 'content', true),
  // Account pages are prerendered for speed but are not content worth listing.
  route(paths.login, 'auth/login', 'form', false),
  route(paths.signup, 'auth/signup', 'form', false),
  // The pages mailed links open, and the account page (noindex): prerendered without a token or
  // an account, their first state.
  route(paths.verifyEmail, 'auth/verify-email', 'form', false),
  route(paths.forgotPassword, 'auth/forgot-password', 'form', false),
  route(paths.resetPassword, 'auth/reset-password', 'form', false),
  route(paths.stageAlerts.confirm, 'stage-alerts/confirm', 'form', false),
  route(paths.stageAlerts.unsubscribe, 'stage-alerts/unsubscribe', 'form', false),
  route(paths.account, 'account', 'account', false),
  route(paths.portfolio, 'portfolio', 'account', false),
  // One per transaction: under dynamicRoutePrefixes, rendered in the browser.
  route('/receipt/:chainId/:txHash', 'receipt', 'account', false, []),
  // The operators' pages (in no menu, noindex): prerendered as their signed-out state.
  route(paths.admin.owner, 'admin/owner', 'account', false),
  route(paths.admin.inbox, 'admin/inbox', 'account', false),
];

/**
 * Every page address the site answers with its own HTML, in menu order. The prerender step
 * (scripts/prerender.ts) renders each one, and sitemap.xml lists those with `sitemap: true`.
 */
export const pageRoutes: PageRoute[] = siteRoutes.flatMap(({ prerender, ...page }) =>
  prerender ? prerender.map((path) => ({ ...page, path })) : [page],
);

/** Addresses that only redirect (to /about/token): served as the bare app shell, never indexed. */
export const redirectPaths = [paths.about.root];

export { dynamicRoutePrefixes } from './dynamic-routes';

export { NOT_FOUND_MARKER } from './site-routes-marker';

/** The languages every page is published in (each under its prefix but English's). */
export { locales } from './locales';
