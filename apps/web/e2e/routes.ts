import { pageRoutes } from '../src/config/site-routes';

/**
 * Each page's main heading (as prerendered), and, where a signed-out visitor is sent elsewhere,
 * the heading they end up seeing.
 */
const headings: Record<string, { heading: RegExp; signedOutHeading?: RegExp }> = {
  '/': { heading: /Climate action you can verify/ },
  '/learn': { heading: /^Learning topics$/ },
  '/learn/1': { heading: /^Saving Water$/ },
  '/learn/2': { heading: /^Wind Energy$/ },
  '/learn/3': { heading: /^Recycling$/ },
  '/learn/4': { heading: /^Solar Panel$/ },
  '/learn/5': { heading: /^Reforestation$/ },
  '/learn/6': { heading: /^Save Forest$/ },
  '/learn/how-to-buy': { heading: /^How to buy ECO$/ },
  '/carbon-credits': { heading: /Carbon credits we fund and retire/ },
  '/portfolio': { heading: /^Your portfolio$/ },
  '/transparency': { heading: /^Transparency$/ },
  '/white-paper': { heading: /^Crypto-asset white paper: Green Planet ECO \(ECO\)$/ },
  '/news': { heading: /^News and press$/ },
  '/contact-us': { heading: /^Contact us$/ },
  '/sale/eligibility': { heading: /^Who may buy ECO$/ },
  '/sale/results': { heading: /^The offer’s results$/ },
  '/terms': { heading: /^Terms of the token sale$/ },
  '/privacy': { heading: /^Privacy notice$/ },
  '/risks': { heading: /^Risk disclosure$/ },
  '/login': { heading: /^Log in$/ },
  '/signup': { heading: /^Create your account$/ },
  '/verify-email': { heading: /^Confirm your email$/ },
  '/forgot-password': { heading: /^Forgot your password\?$/ },
  '/reset-password': { heading: /^Choose a new password$/ },
  '/stage-alerts/confirm': { heading: /^Confirm your sale alert$/ },
  '/stage-alerts/unsubscribe': { heading: /^Stop a sale alert$/ },
  // Signed out, the account page sends the visitor to /login?next=/account.
  '/account': { heading: /^Your account$/, signedOutHeading: /^Log in$/ },
  '/about/token': { heading: /^The ECO token$/ },
  '/about/campaigns': { heading: /^Campaigns$/ },
  '/about/who-we-are': { heading: /^Who we are$/ },
  '/about/company-history': { heading: /^Company history$/ },
  '/about/our-team': { heading: /^Our team$/ },
  '/about/testimonials': { heading: /^Testimonials$/ },
  '/about/faq': { heading: /^Frequently asked questions$/ },
  '/admin': { heading: /^Owner panel$/ },
  '/admin/inbox': { heading: /^Team inbox$/ },
};

/** Every page of the site's route table with its headings; a page without them fails here. */
export const routeList = pageRoutes.map(({ path, kind }) => {
  const expected = headings[path];
  if (!expected) throw new Error(`e2e/routes.ts names no heading for ${path}.`);
  return { path, kind, ...expected };
});
