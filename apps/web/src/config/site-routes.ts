import { topicIds } from '../content/topic-ids';
import { paths } from './paths';

/**
 * One route of the site: the React Router pattern, the module under src/app/routes that renders
 * it, whether the sitemap lists it and its kind. The router, the prerender step, the sitemap, the
 * bundle budget and the browser tests all read this table.
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
  /**
   * Whether the page promotes ECO, so it is a marketing communication under MiCA Art. 7 and the
   * layout shows the notice (components/marketing-notice.tsx). A page promotes when it invites
   * the reader to buy ECO or presents the token, its sale, the offeror or what the sale funds so
   * as to win buyers; it does not when it is a document the law or the sale requires (the white
   * paper, the offer's results, the legal pages), a record read from the chain for anyone to
   * check (transparency), a general guide that is not about ECO, or a page of an account, an
   * alert or the operators. Marking a page is cheap and missing one is a breach: when unsure, it
   * promotes.
   */
  promotes: boolean;
}

/** A page the build prerenders: a route's address, with nothing left to fill in. */
export type PageRoute = Omit<SiteRoute, 'prerender'>;

const route = (
  path: string,
  module: string,
  kind: SiteRoute['kind'],
  sitemap: boolean,
  promotes: boolean,
  prerender?: string[],
): SiteRoute => ({ path, module, sitemap, kind, promotes, ...(prerender ? { prerender } : {}) });

// The values of `promotes`, named so each route reads as the choice it is.
const PROMOTES = true;
const INFORMS = false;

/** Every route, in menu order (the sitemap's order); redirects and the not-found page apart. */
export const siteRoutes: SiteRoute[] = [
  route(paths.home, 'home', 'content', true, PROMOTES),
  // The guides are about the planet, not ECO; their index invites readers to buy ECO.
  route(paths.learn, 'learn/topics', 'content', true, PROMOTES),
  route(
    '/learn/:id',
    'learn/topic',
    'content',
    true,
    INFORMS,
    topicIds.map((id) => paths.learnTopic(id)),
  ),
  // React Router ranks this static segment before '/learn/:id'.
  route(paths.learnHowToBuy, 'learn/how-to-buy', 'content', true, PROMOTES),
  route(paths.carbonCredits, 'carbon-credits', 'content', true, PROMOTES),
  route(paths.transparency, 'transparency', 'content', true, INFORMS),
  route(paths.whitePaper, 'white-paper', 'content', true, INFORMS),
  route(paths.news, 'news', 'content', true, PROMOTES),
  route(paths.about.token, 'about/token', 'content', true, PROMOTES),
  route(paths.about.campaigns, 'about/campaigns', 'content', true, PROMOTES),
  route(paths.about.whoWeAre, 'about/who-we-are', 'content', true, PROMOTES),
  route(paths.about.companyHistory, 'about/company-history', 'content', true, PROMOTES),
  route(paths.about.ourTeam, 'about/our-team', 'content', true, PROMOTES),
  route(paths.about.testimonials, 'about/testimonials', 'content', true, PROMOTES),
  route(paths.about.faq, 'about/faq', 'form', true, PROMOTES),
  route(paths.contact, 'contact-us', 'form', true, INFORMS),
  route(paths.saleEligibility, 'sale/eligibility', 'form', true, PROMOTES),
  route(paths.saleResults, 'sale/results', 'content', true, INFORMS),
  route(paths.terms, 'legal/terms', 'content', true, INFORMS),
  route(paths.privacy, 'legal/privacy', 'content', true, INFORMS),
  route(paths.risks, 'legal/risks', 'content', true, INFORMS),
  // Account pages are prerendered for speed but are not content worth listing.
  route(paths.login, 'auth/login', 'form', false, INFORMS),
  route(paths.signup, 'auth/signup', 'form', false, INFORMS),
  // The pages mailed links open, and the account page (noindex): prerendered without a token or
  // an account, their first state.
  route(paths.verifyEmail, 'auth/verify-email', 'form', false, INFORMS),
  route(paths.forgotPassword, 'auth/forgot-password', 'form', false, INFORMS),
  route(paths.resetPassword, 'auth/reset-password', 'form', false, INFORMS),
  route(paths.stageAlerts.confirm, 'stage-alerts/confirm', 'form', false, INFORMS),
  route(paths.stageAlerts.unsubscribe, 'stage-alerts/unsubscribe', 'form', false, INFORMS),
  route(paths.account, 'account', 'account', false, INFORMS),
  route(paths.portfolio, 'portfolio', 'account', false, INFORMS),
  // One per transaction: under dynamicRoutePrefixes, rendered in the browser. It promotes: its
  // share links (features/receipts) open it, so the notice they cannot carry in full is here.
  route('/receipt/:chainId/:txHash', 'receipt', 'account', false, PROMOTES, []),
  // The operators' pages (in no menu, noindex): prerendered as their signed-out state.
  route(paths.admin.owner, 'admin/owner', 'account', false, INFORMS),
  route(paths.admin.inbox, 'admin/inbox', 'account', false, INFORMS),
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
