import type { CarbonCredit, CarbonCreditsIntro } from './schemas';
import { perMilleToPercent, tokenFacts } from './token';

// Percentages are derived from the token facts so the copy cannot drift from tokenomics.
const sharePercent = (key: 'ecosystem' | 'community'): string => {
  const share = tokenFacts.shares.find((s) => s.key === key);
  return share ? perMilleToPercent(share.perMille) : '';
};

export const carbonCreditsIntro: CarbonCreditsIntro = {
  sections: [
    {
      id: 'what-are-carbon-credits',
      title: 'What carbon credits are',
      paragraphs: [
        'A carbon credit represents one tonne of carbon dioxide, or the equivalent amount of another greenhouse gas, that a project has kept out of the atmosphere or removed from it. Projects include protecting forests that would otherwise be cleared, restoring mangroves, replacing polluting cookstoves and generating renewable electricity.',
        'Credits let organisations pay for emission reductions beyond their own operations. They are not a substitute for cutting emissions at the source: we see them as a way to fund climate work that would not happen otherwise, and we report them separately from anything else we do.',
      ],
    },
    {
      id: 'registries',
      title: 'How registries issue and retire credits',
      paragraphs: [
        'Credits are issued by independent standards and recorded in public registries. The two largest voluntary programmes are Verra, which runs the Verified Carbon Standard (VCS), and Gold Standard, founded by WWF and other NGOs. Each publishes its methodologies, project documents and a searchable registry.',
        'Before credits are issued, a project describes how it measures its impact, an accredited third-party auditor validates the design, and after a monitoring period another audit verifies the reductions actually achieved. The registry then issues credits with unique serial numbers and a vintage, the year in which the reductions took place.',
        'Credits can be transferred between registry accounts. When a credit is used to account for an emission, its owner retires it: the registry marks the serial numbers as retired, records on whose behalf, and the credits can never be sold or used again.',
      ],
    },
    {
      id: 'how-eco-funds-credits',
      title: 'How ECO funds and retires credits',
      paragraphs: [
        `ECO sets aside two allocations of its supply for environmental work: the ecosystem allocation (${sharePercent('ecosystem')} of the initial supply) and the community allocation (${sharePercent('community')}). Together with the ETH raised in the token sale, which goes to the project's fund wallet, they pay for campaigns and for carbon credits.`,
        'We buy credits from verified projects listed on Verra and Gold Standard registries, preferring projects with benefits for local communities and nature beyond carbon. Credits are held in a registry account in the name of Green Planet ECO until they are retired on behalf of the ECO community.',
        'Our ledger lists every batch with its registry, project, country, vintage, quantity and status. "Pending" means the purchase is agreed but the credits have not yet arrived in our registry account; "held" means they are in our account; "retired" means they have been permanently retired and can be looked up in the registry.',
      ],
    },
    {
      id: 'why-retirement-matters',
      title: 'Why retirement matters',
      paragraphs: [
        'A credit that is only bought can be sold again, so the same tonne could be claimed by more than one buyer. Retirement prevents this double counting: once the registry records a credit as retired, nobody else can use it.',
        'That is why we report retired tonnes separately from credits we hold, and why our impact figures count only retired credits as climate impact. Each ledger row links to the public registry, so anyone can check a retirement without having to trust us.',
      ],
    },
  ],
};

// Ledger entries are maintained by the team from registry records: each row must match a
// registry entry (serial range, quantity, status) before it is published here.
export const carbonCredits: CarbonCredit[] = [
  {
    id: 1,
    registry: 'Verra',
    project: 'Coastal mangrove restoration',
    country: 'Indonesia',
    vintage: 2022,
    tonnes: 1200,
    status: 'retired',
    registryUrl: 'https://registry.verra.org/',
    provenance: { status: 'sample' },
  },
  {
    id: 2,
    registry: 'Gold Standard',
    project: 'Efficient cookstoves for rural households',
    country: 'Kenya',
    vintage: 2022,
    tonnes: 800,
    status: 'retired',
    registryUrl: 'https://registry.goldstandard.org/',
    provenance: { status: 'sample' },
  },
  {
    id: 3,
    registry: 'Verra',
    project: 'Native forest restoration',
    country: 'Brazil',
    vintage: 2023,
    tonnes: 1500,
    status: 'retired',
    registryUrl: 'https://registry.verra.org/',
    provenance: { status: 'sample' },
  },
  {
    id: 4,
    registry: 'Gold Standard',
    project: 'Grid-connected wind power',
    country: 'India',
    vintage: 2023,
    tonnes: 2000,
    status: 'held',
    registryUrl: 'https://registry.goldstandard.org/',
    provenance: { status: 'sample' },
  },
  {
    id: 5,
    registry: 'Verra',
    project: 'Tropical forest protection (REDD+)',
    country: 'Peru',
    vintage: 2023,
    tonnes: 1000,
    status: 'held',
    registryUrl: 'https://registry.verra.org/',
    provenance: { status: 'sample' },
  },
  {
    id: 6,
    registry: 'Gold Standard',
    project: 'Safe drinking water through borehole repair',
    country: 'Uganda',
    vintage: 2024,
    tonnes: 600,
    status: 'pending',
    registryUrl: 'https://registry.goldstandard.org/',
    provenance: { status: 'sample' },
  },
  {
    id: 7,
    registry: 'Verra',
    project: 'Community solar mini-grids',
    country: 'Nigeria',
    vintage: 2024,
    tonnes: 900,
    status: 'pending',
    registryUrl: 'https://registry.verra.org/',
    provenance: { status: 'sample' },
  },
];

export interface CreditTotals {
  tonnes: number;
  retired: number;
  held: number;
  pending: number;
}

/** Sums tonnes over a ledger, in total and per status. */
export function creditTotals(credits: readonly CarbonCredit[]): CreditTotals {
  const totals: CreditTotals = { tonnes: 0, retired: 0, held: 0, pending: 0 };
  for (const credit of credits) {
    totals.tonnes += credit.tonnes;
    totals[credit.status] += credit.tonnes;
  }
  return totals;
}

/** Sums tonnes per vintage year, oldest vintage first (the series of the ledger chart). */
export function creditsByVintage(
  credits: readonly CarbonCredit[],
): { vintage: number; tonnes: number }[] {
  const byVintage = new Map<number, number>();
  for (const credit of credits) {
    byVintage.set(credit.vintage, (byVintage.get(credit.vintage) ?? 0) + credit.tonnes);
  }
  return [...byVintage.entries()]
    .map(([vintage, tonnes]) => ({ vintage, tonnes }))
    .sort((a, b) => a.vintage - b.vintage);
}
