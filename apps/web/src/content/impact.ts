import { msg } from '@lingui/core/runtime-macro';
import { tx } from '../lib/localized';
import type { Campaign, CarbonCredit, ImpactFigure } from './schemas';
import { campaigns as allCampaigns } from './campaigns';
import { carbonCredits, creditTotals } from './carbon-credits';
import { derivedProvenance } from './provenance';

/** One figure computed from `items`, or none when there are no items to compute it from. */
const figure = (
  items: readonly (CarbonCredit | Campaign)[],
  id: string,
  label: string,
  value: number,
  unit: string,
  source: string,
): ImpactFigure[] =>
  items.length === 0
    ? []
    : [{ id, label, value, unit, source, provenance: derivedProvenance(items, source) }];

/**
 * Impact figures for the home page, derived only from the ledger and campaign modules so that
 * a headline number can always be traced back to the rows it was summed from. A figure is a
 * sample when any row it is computed from is one, and a list with no rows yields no figures (an
 * empty ledger is "nothing to report", not "0 tonnes retired"). Its labels, units and sources are in
 * the page's language: call it at render.
 */
export function impactFigures({
  credits = carbonCredits,
  campaigns = allCampaigns,
}: { credits?: readonly CarbonCredit[]; campaigns?: readonly Campaign[] } = {}): ImpactFigure[] {
  const totals = creditTotals(credits);
  // A project is its registry and its id there: two rows of one project are one project.
  const projects = new Set(credits.map((c) => `${c.registry}|${c.projectId}`));
  // Summed in hundredths so that decimal ETH amounts do not pick up floating-point noise.
  const raisedEth = campaigns.reduce((sum, c) => sum + Math.round(c.raisedEth * 100), 0) / 100;
  return [
    ...figure(
      credits,
      'co2-retired',
      tx(msg`CO₂ retired`),
      totals.retired,
      tx(msg`tonnes`),
      tx(msg`Carbon credit ledger: sum of retired rows`),
    ),
    ...figure(
      credits,
      'credits-held',
      tx(msg`Credits held for retirement`),
      totals.held,
      tx(msg`tonnes`),
      tx(msg`Carbon credit ledger: sum of held rows`),
    ),
    ...figure(
      credits,
      'credit-projects',
      tx(msg`Projects in the ledger`),
      projects.size,
      tx(msg`projects`),
      tx(msg`Carbon credit ledger: distinct registry projects`),
    ),
    ...figure(
      campaigns,
      'campaigns',
      tx(msg`Donation campaigns`),
      campaigns.length,
      tx(msg`campaigns`),
      tx(msg`Campaign list`),
    ),
    ...figure(
      campaigns,
      'eth-raised',
      tx(msg`Raised for campaigns`),
      raisedEth,
      'ETH',
      tx(msg`Campaign list: amounts published by each campaign team`),
    ),
  ];
}
