import type { ImpactFigure } from './schemas';
import { campaigns } from './campaigns';
import { carbonCredits, creditTotals } from './carbon-credits';

/**
 * Impact figures for the home page, derived only from the ledger and campaign modules so that
 * a headline number can always be traced back to the rows it was summed from.
 */
export function impactFigures(): ImpactFigure[] {
  const totals = creditTotals(carbonCredits);
  const projects = new Set(carbonCredits.map((c) => `${c.registry}|${c.project}|${c.country}`));
  // Summed in hundredths so that decimal ETH amounts do not pick up floating-point noise.
  const raisedEth = campaigns.reduce((sum, c) => sum + Math.round(c.raisedEth * 100), 0) / 100;

  return [
    {
      id: 'co2-retired',
      label: 'CO₂ retired',
      value: totals.retired,
      unit: 'tonnes',
      source: 'Carbon credit ledger: sum of retired rows',
    },
    {
      id: 'credits-held',
      label: 'Credits held for retirement',
      value: totals.held,
      unit: 'tonnes',
      source: 'Carbon credit ledger: sum of held rows',
    },
    {
      id: 'credit-projects',
      label: 'Projects in the ledger',
      value: projects.size,
      unit: 'projects',
      source: 'Carbon credit ledger: distinct registry projects',
    },
    {
      id: 'campaigns',
      label: 'Donation campaigns',
      value: campaigns.length,
      unit: 'campaigns',
      source: 'Campaign list',
    },
    {
      id: 'eth-raised',
      label: 'Raised for campaigns',
      value: raisedEth,
      unit: 'ETH',
      source: 'Campaign list: amounts published by each campaign team',
    },
  ];
}
