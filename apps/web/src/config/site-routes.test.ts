import { describe, expect, it } from 'vitest';
import { paths } from './paths';
import { siteRoutes } from './site-routes';

// Which pages are marketing communications (MiCA Art. 7) and so carry the notice: each choice,
// with its reason, so a route added or changed without a decision fails here.
const promoting: Record<string, string> = {
  [paths.home]: 'the sale’s pitch, its calendar and the Buy button',
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

// Pages that must never carry it, whatever else changes: labelling a legal document or a
// statutory disclosure as a "marketing communication" would misstate what it is.
const neverPromoting = [
  paths.whitePaper,
  paths.saleResults,
  paths.terms,
  paths.privacy,
  paths.risks,
  paths.transparency,
  paths.account,
  paths.portfolio,
  paths.login,
  paths.signup,
  paths.admin.owner,
  paths.admin.inbox,
];

describe('the route table’s marketing flag', () => {
  it('marks exactly the pages that promote ECO', () => {
    const marked = siteRoutes.filter((route) => route.promotes).map((route) => route.path);
    expect(marked.toSorted()).toEqual(Object.keys(promoting).toSorted());
  });

  it('never marks a legal page, a disclosure, an account or an operators’ page', () => {
    for (const path of neverPromoting) {
      expect(siteRoutes.find((route) => route.path === path)?.promotes ?? false, path).toBe(false);
    }
  });
});
