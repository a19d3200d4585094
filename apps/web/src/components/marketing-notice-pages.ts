// Relative imports: the browser tests (e2e/marketing-notice.spec.ts) read this list too.
import { matchRoutes } from 'react-router';
import { paths } from '../config/paths';
import { siteRoutes } from '../config/site-routes';

/**
 * The routes (patterns of config/site-routes.ts) whose pages promote ECO, each with why: each is a
 * marketing communication under MiCA Art. 7, and the layout shows the notice at its top
 * (./marketing-notice.tsx). A page promotes when it invites the reader to buy ECO or presents the
 * token, its sale, the offeror or what the sale funds so as to win buyers; it does not when it is
 * a document the law or the sale requires (the white paper, the offer's results, the legal
 * pages), a record read from the chain for anyone to check (transparency), a general guide that
 * is not about ECO, or a page of an account, an alert or the operators. Marking a page is cheap
 * and missing one is a breach: when unsure, it promotes. Every other route is listed, with its
 * reason, as informing in config/site-routes.test.ts, so a new route fails that test until it is
 * put in one list. Kept out of the route table, which every page loads: only the notice's code,
 * loaded once the page is live, reads it.
 */
export const promotingRoutes: Readonly<Record<string, string>> = {
  [paths.home]: 'the sale’s pitch, its calendar and the Buy button',
  // The guides are about the planet, not ECO; their index invites readers to buy ECO.
  [paths.learn]: 'invites readers to buy ECO (How to buy ECO)',
  [paths.learnHowToBuy]: 'the buyer’s guide, with the Buy button',
  [paths.carbonCredits]: 'the impact the sale funds, told to win buyers',
  [paths.news]: 'the team’s updates and the press about ECO',
  [paths.about.token]: 'the token, its sale stages and the Buy button',
  [paths.about.campaigns]: 'what the sale funds',
  [paths.about.whoWeAre]: 'presents the offeror to win trust in the offer',
  [paths.about.companyHistory]: 'presents the offeror to win trust in the offer',
  [paths.about.ourTeam]: 'presents the offeror’s people to win trust in the offer',
  [paths.about.testimonials]: 'praise of ECO',
  [paths.about.faq]: 'answers about the token and how to buy it',
  [paths.saleEligibility]: 'a step of the sale: which stages an address may buy in',
  '/receipt/:chainId/:txHash': 'the page its share links open (they cannot carry the notice)',
};

/** Whether the page at `pathname` promotes ECO (its route is listed above); an unknown one does not. */
export function promotesAt(pathname: string): boolean {
  const route = matchRoutes(siteRoutes, pathname)?.[0]?.route;
  return route !== undefined && Object.hasOwn(promotingRoutes, route.path);
}
