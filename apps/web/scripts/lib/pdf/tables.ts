// The data tables of the papers, each derived from the typed content modules so that every
// figure comes from the same place as on the site's pages.
import {
  carbonCredits,
  creditsByVintage,
  creditTotals,
  projectLabel,
  registryPageUrl,
} from '../../../src/content/carbon-credits';
import { anySample, isSample } from '../../../src/content/provenance';
import type { CarbonCredit } from '../../../src/content/schemas';
import { roadmap } from '../../../src/content/history';
import { perMilleOfSupply, perMilleToPercent, tokenFacts } from '../../../src/content/token';
import { capitalise, formatNumber } from './inline-values';

export interface Table {
  columns: { header: string; width: number; align?: 'left' | 'right' }[];
  rows: string[][];
  /** Rendered in bold after the rows, e.g. a total. */
  footer?: string[];
  /** A short title kept on the same page as the table. */
  caption?: string;
  /** Per body row and column, the address a cell links to, if any. */
  links?: (string | undefined)[][];
}

/** A share of the supply as the tokenomics table shows it: per mille, percent and tokens. */
const shareCells = (label: string, perMille: number): string[] => [
  label,
  String(perMille),
  perMilleToPercent(perMille),
  formatNumber(perMilleOfSupply(perMille)),
];

function tokenomicsTable(): Table {
  const total = tokenFacts.shares.reduce((sum, s) => sum + s.perMille, 0);
  return {
    columns: [
      { header: 'Allocation', width: 2.2 },
      { header: 'Per mille', width: 1, align: 'right' },
      { header: 'Share', width: 1, align: 'right' },
      { header: 'Tokens (ECO)', width: 1.6, align: 'right' },
    ],
    rows: tokenFacts.shares.map((s) => shareCells(s.label, s.perMille)),
    footer: shareCells('Total', total),
  };
}

function saleStagesTable(): Table {
  const access = { partners: 'Partner allowlist (merkle proof)', private: 'Open', public: 'Open' };
  return {
    columns: [
      { header: 'Stage', width: 1.2 },
      { header: 'Who can buy', width: 2.2 },
      { header: 'Price (ETH per ECO)', width: 1.5, align: 'right' },
      { header: 'Allocation', width: 1, align: 'right' },
      { header: 'Tokens (ECO)', width: 1.5, align: 'right' },
    ],
    rows: tokenFacts.stages.map((s) => [
      s.label,
      access[s.key],
      s.priceEth,
      perMilleToPercent(s.sharePerMille),
      formatNumber(perMilleOfSupply(s.sharePerMille)),
    ]),
  };
}

function feesTable(): Table {
  const { fees, limits } = tokenFacts;
  const limit = (pm: number): string =>
    `${perMilleToPercent(pm)} of the maximum supply (${formatNumber(perMilleOfSupply(pm))} ECO)`;
  return {
    columns: [
      { header: 'Rule', width: 2.4 },
      { header: 'Current value', width: 2.2, align: 'right' },
      { header: 'Maximum the owner can set', width: 2, align: 'right' },
    ],
    rows: [
      [
        'Buy fee (buying from the market pair)',
        perMilleToPercent(fees.buyPerMille),
        perMilleToPercent(fees.buyCapPerMille),
      ],
      [
        'Sell fee (selling to the market pair)',
        perMilleToPercent(fees.sellPerMille),
        perMilleToPercent(fees.sellCapPerMille),
      ],
      ['Wallet-to-wallet transfer', 'No fee', 'No fee'],
      ['Largest buy per transaction', limit(limits.maxBuyPerMille), '-'],
      ['Largest sell per transaction', limit(limits.maxSellPerMille), '-'],
    ],
  };
}

function roadmapTable(): Table {
  return {
    // As on the Company history page: a roadmap the team has not confirmed is labelled a sample.
    caption: anySample(roadmap)
      ? 'Sample roadmap: placeholders that show the format, to be replaced by the confirmed plan'
      : undefined,
    columns: [
      { header: 'Phase', width: 1.3 },
      { header: 'Period', width: 1.3 },
      { header: 'Status', width: 1 },
      { header: 'Work', width: 3.6 },
    ],
    rows: roadmap.map((r) => [
      r.phase,
      r.period,
      capitalise(r.status),
      r.items.map((i) => `- ${i}`).join('\n'),
    ]),
  };
}

/** A sample row says so in the paper too: it is a placeholder, not a registry record. */
const sampleMark = (credit: CarbonCredit): string => (isSample(credit) ? ' (sample)' : '');

function creditLedgerTable(): Table {
  const totals = creditTotals(carbonCredits);
  return {
    columns: [
      { header: 'Project', width: 3 },
      { header: 'Country', width: 1.1 },
      { header: 'Registry', width: 1.5 },
      { header: 'Vintage', width: 0.8, align: 'right' },
      { header: 'Tonnes', width: 0.9, align: 'right' },
      { header: 'Status', width: 1.1 },
    ],
    caption: anySample(carbonCredits)
      ? 'Rows marked "sample" are placeholders that show the layout, not registry records.'
      : undefined,
    rows: carbonCredits.map((c) => [
      c.project,
      c.country,
      `${c.registry}\n${projectLabel(c)}`,
      String(c.vintage),
      formatNumber(c.tonnes),
      `${capitalise(c.status)}${sampleMark(c)}`,
    ]),
    footer: ['Total', '', '', '', formatNumber(totals.tonnes), ''],
  };
}

/**
 * Each batch's serial numbers, retirement and registry page. The page is a link, and its address
 * is printed too, for a reader of a printed copy; a pending batch has none yet.
 */
function creditRecordsTable(): Table {
  const rows = carbonCredits.map((c) => {
    const url = registryPageUrl(c);
    return {
      cells: [
        `${projectLabel(c)}${sampleMark(c)}`,
        c.serials ?? 'None yet',
        c.retirement ? `${c.retirement.date}\nfor ${c.retirement.beneficiary}` : '-',
        url ? url.replace(/^https:\/\//, '') : 'No record yet: not in our account',
      ],
      links: [undefined, undefined, undefined, url],
    };
  });
  return {
    columns: [
      { header: 'Project ID', width: 1.1 },
      { header: 'Serial numbers', width: 2.6 },
      { header: 'Retired', width: 1.3 },
      { header: 'Registry page', width: 2.2 },
    ],
    caption: 'Serial numbers, retirements and registry pages',
    rows: rows.map((row) => row.cells),
    links: rows.map((row) => row.links),
  };
}

function creditTotalsTable(): Table {
  const totals = creditTotals(carbonCredits);
  return {
    columns: [
      { header: 'Status', width: 2 },
      { header: 'Tonnes CO2e', width: 1, align: 'right' },
    ],
    caption: 'Totals by status',
    rows: (['retired', 'held', 'pending'] as const).map((s) => [
      capitalise(s),
      formatNumber(totals[s]),
    ]),
    footer: ['Total', formatNumber(totals.tonnes)],
  };
}

function creditsByVintageTable(): Table {
  return {
    columns: [
      { header: 'Vintage', width: 2 },
      { header: 'Tonnes CO2e', width: 1, align: 'right' },
    ],
    caption: 'Tonnes by vintage year',
    rows: creditsByVintage(carbonCredits).map((v) => [String(v.vintage), formatNumber(v.tonnes)]),
  };
}

export const tables: Record<string, () => Table> = {
  tokenomicsTable,
  saleStagesTable,
  feesTable,
  roadmapTable,
  creditLedgerTable,
  creditRecordsTable,
  creditTotalsTable,
  creditsByVintageTable,
};
