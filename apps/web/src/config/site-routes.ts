import { topics } from '@/content/topics';
import { paths } from './paths';

/** A page the build prerenders: its address, its route module and whether the sitemap lists it. */
export interface PageRoute {
  path: string;
  /** The module under src/app/routes that renders it (for the page's preload hints). */
  module: string;
  sitemap: boolean;
}

/**
 * Every page address the site answers with its own HTML, in menu order. The prerender step
 * (scripts/prerender.ts) renders each one, and sitemap.xml lists those with `sitemap: true`.
 */
export const pageRoutes: PageRoute[] = [
  { path: paths.home, module: 'home', sitemap: true },
  { path: paths.learn, module: 'learn/topics', sitemap: true },
  ...topics.map((topic) => ({
    path: paths.learnTopic(topic.id),
    module: 'learn/topic',
    sitemap: true,
  })),
  { path: paths.carbonCredits, module: 'carbon-credits', sitemap: true },
  { path: paths.news, module: 'news', sitemap: true },
  { path: paths.about.token, module: 'about/token', sitemap: true },
  { path: paths.about.campaigns, module: 'about/campaigns', sitemap: true },
  { path: paths.about.whoWeAre, module: 'about/who-we-are', sitemap: true },
  { path: paths.about.companyHistory, module: 'about/company-history', sitemap: true },
  { path: paths.about.ourTeam, module: 'about/our-team', sitemap: true },
  { path: paths.about.testimonials, module: 'about/testimonials', sitemap: true },
  { path: paths.about.faq, module: 'about/faq', sitemap: true },
  { path: paths.contact, module: 'contact-us', sitemap: true },
  // Account pages are prerendered for speed but are not content worth listing.
  { path: paths.login, module: 'auth/login', sitemap: false },
  { path: paths.signup, module: 'auth/signup', sitemap: false },
  { path: paths.portfolio, module: 'portfolio', sitemap: false },
];

/** Addresses that only redirect (to /about/token): served as the bare app shell, never indexed. */
export const redirectPaths = [paths.about.root];

export { NOT_FOUND_MARKER } from './site-routes-marker';
