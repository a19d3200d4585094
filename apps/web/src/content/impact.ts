import type { Campaign, CarbonCredit, ImpactFigure } from './schemas';
import { campaigns as allCampaigns } from './campaigns';
import { carbonCredits, creditTotals } from './carbon-credits';
import { derivedProvenance } from './provenance';

/**
 * Impact figures for the home page, derived only from the ledger and campaign modules so that
 * a headline number can always be traced back to the rows it was summed from. A figure is a
 * sample when any row it is computed from is one, and a list with no rows yields no figures (an
 * empty ledger is "nothing to report", not "0 tonnes retired").
 */
export function impactFigures({
  credits = carbonCredits,
  campaigns = allCampaigns,
}: { credits?: readonly CarbonCredit[]; campaigns?: readonly Campaign[] } = {}): ImpactFigure[] {
  const figures: ImpactFigure[] = [];
  const add = (
    items: readonly (CarbonCredit | Campaign)[],
    figure: Omit<ImpactFigure, 'provenance'>,
  ): void => {
    if (items.length === 0) return;
    figures.push({ ...figure, provenance: derivedProvenance(items, figure.source) });
  };

  const totals = creditTotals([...credits]);
  const projects = new Set(credits.map((c) => `${c.registry}|${c.project}|${c.country}`));
  add(credits, {
    id: 'co2-retired',
    label: 'CO₂ retired',
    value: totals.retired,
    unit: 'tonnes',
    source: 'Carbon credit ledger: sum of retired rows',
  });
  add(credits, {
    id: 'credits-held',
    label: 'Credits held for retirement',
    value: totals.held,
    unit: 'tonnes',
    source: 'Carbon credit ledger: sum of held rows',
  });
  add(credits, {
    id: 'credit-projects',
    label: 'Projects in the ledger',
    value: projects.size,
    unit: 'projects',
    source: 'Carbon credit ledger: distinct registry projects',
  });

  // Summed in hundredths so that decimal ETH amounts do not pick up floating-point noise.
  const raisedEth = campaigns.reduce((sum, c) => sum + Math.round(c.raisedEth * 100), 0) / 100;
  add(campaigns, {
    id: 'campaigns',
    label: 'Donation campaigns',
    value: campaigns.length,
    unit: 'campaigns',
    source: 'Campaign list',
  });
  add(campaigns, {
    id: 'eth-raised',
    label: 'Raised for campaigns',
    value: raisedEth,
    unit: 'ETH',
    source: 'Campaign list: amounts published by each campaign team',
  });
  return figures;
}
