import { topics } from '../content/topics';
import { paths } from './paths';

/** A page the build prerenders: its address, its route module and whether the sitemap lists it. */
export interface PageRoute {
  path: string;
  /** The module under src/app/routes that renders it (for the page's preload hints). */
  module: string;
  sitemap: boolean;
  /**
   * content: reading pages; form: pages of one form, which load its code on first use
   * (docs/decisions/0026). Both are held to the first-load budget (heldToBudget in
   * scripts/lib/bundle-budget.ts: bench/bundle.ts, e2e/bundle-budget), as /account is; the other
   * account pages load their code up front and are only reported.
   */
  kind: 'content' | 'form' | 'account';
}

/**
 * Every page address the site answers with its own HTML, in menu order. The prerender step
 * (scripts/prerender.ts) renders each one, and sitemap.xml lists those with `sitemap: true`.
 */
export const pageRoutes: PageRoute[] = [
  { path: paths.home, module: 'home', sitemap: true, kind: 'content' },
  { path: paths.learn, module: 'learn/topics', sitemap: true, kind: 'content' },
  ...topics.map((topic) => ({
    path: paths.learnTopic(topic.id),
    module: 'learn/topic',
    sitemap: true,
    kind: 'content' as const,
  })),
  { path: paths.learnHowToBuy, module: 'learn/how-to-buy', sitemap: true, kind: 'content' },
  { path: paths.carbonCredits, module: 'carbon-credits', sitemap: true, kind: 'content' },
  { path: paths.transparency, module: 'transparency', sitemap: true, kind: 'content' },
  { path: paths.news, module: 'news', sitemap: true, kind: 'content' },
  { path: paths.about.token, module: 'about/token', sitemap: true, kind: 'content' },
  { path: paths.about.campaigns, module: 'about/campaigns', sitemap: true, kind: 'content' },
  { path: paths.about.whoWeAre, module: 'about/who-we-are', sitemap: true, kind: 'content' },
  {
    path: paths.about.companyHistory,
    module: 'about/company-history',
    sitemap: true,
    kind: 'content',
  },
  { path: paths.about.ourTeam, module: 'about/our-team', sitemap: true, kind: 'content' },
  { path: paths.about.testimonials, module: 'about/testimonials', sitemap: true, kind: 'content' },
  { path: paths.about.faq, module: 'about/faq', sitemap: true, kind: 'form' },
  { path: paths.contact, module: 'contact-us', sitemap: true, kind: 'form' },
  { path: paths.saleEligibility, module: 'sale/eligibility', sitemap: true, kind: 'form' },
  { path: paths.terms, module: 'legal/terms', sitemap: true, kind: 'content' },
  { path: paths.privacy, module: 'legal/privacy', sitemap: true, kind: 'content' },
  { path: paths.risks, module: 'legal/risks', sitemap: true, kind: 'content' },
  // Account pages are prerendered for speed but are not content worth listing.
  { path: paths.login, module: 'auth/login', sitemap: false, kind: 'form' },
  { path: paths.signup, module: 'auth/signup', sitemap: false, kind: 'form' },
  // The pages mailed links open, and the account page (noindex): prerendered without a token or
  // an account, their first state.
  { path: paths.verifyEmail, module: 'auth/verify-email', sitemap: false, kind: 'form' },
  { path: paths.forgotPassword, module: 'auth/forgot-password', sitemap: false, kind: 'form' },
  { path: paths.resetPassword, module: 'auth/reset-password', sitemap: false, kind: 'form' },
  {
    path: paths.stageAlerts.confirm,
    module: 'stage-alerts/confirm',
    sitemap: false,
    kind: 'form',
  },
  {
    path: paths.stageAlerts.unsubscribe,
    module: 'stage-alerts/unsubscribe',
    sitemap: false,
    kind: 'form',
  },
  { path: paths.account, module: 'account', sitemap: false, kind: 'account' },
  { path: paths.portfolio, module: 'portfolio', sitemap: false, kind: 'account' },
  // The operators' pages (noindex): prerendered as their signed-out state.
  { path: paths.admin.owner, module: 'admin/owner', sitemap: false, kind: 'account' },
  { path: paths.admin.inbox, module: 'admin/inbox', sitemap: false, kind: 'account' },
];

/** Addresses that only redirect (to /about/token): served as the bare app shell, never indexed. */
export const redirectPaths = [paths.about.root];

export { dynamicRoutePrefixes } from './dynamic-routes';

export { NOT_FOUND_MARKER } from './site-routes-marker';
