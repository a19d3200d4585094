import { describe, expect, it } from 'vitest';
import { promotingRoutes } from '@/components/marketing-notice-pages';
import { paths } from './paths';
import { siteRoutes } from './site-routes';

// Which pages are marketing communications (MiCA Art. 7) and so carry the notice: the promoting
// routes, each with its reason, are in components/marketing-notice-pages.ts; every other route is
// here, with why it informs. A route added without a decision is in neither list and fails.
const informing: Record<string, string> = {
  '/learn/:id': 'a guide about the planet, not about ECO',
  [paths.transparency]: 'a record read from the chain for anyone to check',
  [paths.whitePaper]: 'the document the law requires',
  [paths.contact]: 'a way to write to the team',
  [paths.saleResults]: 'the offer’s results, a disclosure the law requires',
  [paths.terms]: 'a legal document',
  [paths.privacy]: 'a legal document',
  [paths.risks]: 'a legal document',
  [paths.login]: 'an account’s page',
  [paths.signup]: 'an account’s page',
  [paths.verifyEmail]: 'an account’s page, opened from a mail',
  [paths.forgotPassword]: 'an account’s page',
  [paths.resetPassword]: 'an account’s page, opened from a mail',
  [paths.stageAlerts.confirm]: 'an alert’s page, opened from a mail',
  [paths.stageAlerts.unsubscribe]: 'an alert’s page, opened from a mail',
  [paths.account]: 'an account’s page',
  [paths.portfolio]: 'an account’s page',
  [paths.admin.owner]: 'an operators’ page',
  [paths.admin.inbox]: 'an operators’ page',
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

describe('which routes promote ECO', () => {
  it('puts every route in exactly one list, promoting or informing, and lists no other', () => {
    const routes = siteRoutes.map((route) => route.path);
    for (const path of routes) {
      const lists = [promotingRoutes, informing].filter((list) => Object.hasOwn(list, path));
      expect(
        lists,
        `${path}: in ${lists.length} of the promoting and informing lists`,
      ).toHaveLength(1);
    }
    expect([...Object.keys(promotingRoutes), ...Object.keys(informing)].toSorted()).toEqual(
      routes.toSorted(),
    );
  });

  it('never marks a legal page, a disclosure, an account or an operators’ page', () => {
    for (const path of neverPromoting) {
      expect(Object.hasOwn(promotingRoutes, path), path).toBe(false);
    }
  });
});
