/**
 * Every route of the site with its main heading (as prerendered), and, where a signed-out
 * visitor is sent elsewhere, the heading they end up seeing.
 */
export const routeList: { path: string; heading: RegExp; signedOutHeading?: RegExp }[] = [
  { path: '/', heading: /Climate action you can verify/ },
  { path: '/learn', heading: /^Learning topics$/ },
  { path: '/learn/1', heading: /^Saving Water$/ },
  { path: '/learn/2', heading: /^Wind Energy$/ },
  { path: '/learn/3', heading: /^Recycling$/ },
  { path: '/learn/4', heading: /^Solar Panel$/ },
  { path: '/learn/5', heading: /^Reforestation$/ },
  { path: '/learn/6', heading: /^Save Forest$/ },
  { path: '/carbon-credits', heading: /Carbon credits we fund and retire/ },
  { path: '/portfolio', heading: /^Your portfolio$/ },
  { path: '/transparency', heading: /^Transparency$/ },
  { path: '/news', heading: /^News and press$/ },
  { path: '/contact-us', heading: /^Contact us$/ },
  { path: '/terms', heading: /^Terms of the token sale$/ },
  { path: '/privacy', heading: /^Privacy notice$/ },
  { path: '/risks', heading: /^Risk disclosure$/ },
  { path: '/login', heading: /^Log in$/ },
  { path: '/signup', heading: /^Create your account$/ },
  { path: '/verify-email', heading: /^Confirm your email$/ },
  { path: '/forgot-password', heading: /^Forgot your password\?$/ },
  { path: '/reset-password', heading: /^Choose a new password$/ },
  // Signed out, the account page sends the visitor to /login?next=/account.
  { path: '/account', heading: /^Your account$/, signedOutHeading: /^Log in$/ },
  { path: '/about/token', heading: /^The ECO token$/ },
  { path: '/about/campaigns', heading: /^Campaigns$/ },
  { path: '/about/who-we-are', heading: /^Who we are$/ },
  { path: '/about/company-history', heading: /^Company history$/ },
  { path: '/about/our-team', heading: /^Our team$/ },
  { path: '/about/testimonials', heading: /^Testimonials$/ },
  { path: '/about/faq', heading: /^Frequently asked questions$/ },
  { path: '/admin', heading: /^Owner panel$/ },
  { path: '/admin/inbox', heading: /^Team inbox$/ },
];
