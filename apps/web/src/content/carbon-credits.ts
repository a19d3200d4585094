import type { CarbonCredit } from './schemas';

/** The registries the ledger draws on. */
export const registryNames = ['Verra', 'Gold Standard'] as const;
export type RegistryName = (typeof registryNames)[number];

/** One block of serial numbers, read into the parts a ledger row must agree with. */
export interface SerialBlock {
  /** The first and last unit of the block: one unit is one credit, one tonne of CO2e. */
  first: number;
  last: number;
  /** The registry's project ID, as the row gives it. */
  projectId: string;
  /** ISO 3166 alpha-2 code of the project's country. */
  countryCode: string;
  /** First and last year of the period the reductions took place in (the vintage). */
  vintageFrom: number;
  vintageTo: number;
}

/**
 * What the site knows of a registry: how its project IDs look, the address of a project's public
 * page, and how it writes a block of serial numbers. A ledger row gives only the registry and
 * the project ID; its link is derived here, so no row can carry a free-text URL.
 */
export interface Registry {
  name: RegistryName;
  /** The shape of the registry's project IDs. */
  projectId: RegExp;
  /** The ID as the registry shows it, e.g. "VCS 1477". */
  label: (projectId: string) => string;
  /** The project's public page on the registry, where its issuances and retirements are listed. */
  projectUrl: (projectId: string) => string;
  /** Reads a block of serial numbers; undefined when it is not one of this registry's. */
  readSerials: (serials: string) => SerialBlock | undefined;
}

const integer = (digits: string | undefined): number => Number(digits ?? Number.NaN);

/** A DDMMYYYY date's year, or undefined when the date does not exist. */
function ddmmyyyyYear(value: string | undefined): number | undefined {
  const match = /^(\d{2})(\d{2})(\d{4})$/.exec(value ?? '');
  if (!match) return undefined;
  const [day, month, year] = [integer(match[1]), integer(match[2]), integer(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day
    ? year
    : undefined;
}

/** A block is a range of whole units, first before last, within safe integers. */
function block(parts: Omit<SerialBlock, 'first' | 'last'>, first: number, last: number) {
  return Number.isSafeInteger(first) && Number.isSafeInteger(last) && first >= 1 && last >= first
    ? { ...parts, first, last }
    : undefined;
}

/**
 * The two registries, as we know their public sites (not re-checked from the machine that wrote
 * this, which had no internet access; see the last paragraph):
 *
 * Verra (Verified Carbon Standard). A project's ID is its VCS number; its public page is
 * https://registry.verra.org/app/projectDetail/VCS/{id}. A block of Verified Carbon Units is
 * written as one serial holding both ends of the range, e.g.
 * 7475-404196123-404197322-VCS-VCU-263-VER-ID-14-1477-01012022-31122022-1: issuance number,
 * first unit, last unit, "VCS-VCU", a registry code, "VER", country (ISO alpha-2), sectoral
 * scope, project ID, the monitoring period's first and last day (DDMMYYYY) and a last digit
 * (0 or 1) for an additional label. That block is 404197322 - 404196123 + 1 = 1,200 units.
 *
 * Gold Standard. A project's ID is its GS ID ("GS" and a number); its public page is
 * https://registry.goldstandard.org/projects/details/{number}, the GS ID's number without the
 * prefix. A block is written as one serial, e.g. GS1-1-KE-GS2345-16-2022-23456-1-800: credit
 * type, country (ISO alpha-2), GS ID, a registry code, vintage year, issuance number, first and
 * last unit (here 800 units).
 *
 * Before a row is marked verified, someone opens its link and finds the row's serial numbers
 * there; a registry that has changed its addresses (or numbers Gold Standard pages other than by
 * the GS ID) is corrected here, once, for every row.
 */
const verraSerials =
  /^\d+-(\d+)-(\d+)-VCS-VCU-\d+-VER-([A-Z]{2})-\d{1,2}-([1-9]\d{0,5})-(\d{8})-(\d{8})-[01]$/;
const goldStandardSerials = /^GS\d-\d-([A-Z]{2})-(GS[1-9]\d{0,5})-\d+-(\d{4})-\d+-(\d+)-(\d+)$/;

export const registries: Record<RegistryName, Registry> = {
  Verra: {
    name: 'Verra',
    projectId: /^[1-9]\d{0,5}$/,
    label: (projectId) => `VCS ${projectId}`,
    projectUrl: (projectId) => `https://registry.verra.org/app/projectDetail/VCS/${projectId}`,
    readSerials: (serials) => {
      const match = verraSerials.exec(serials);
      const vintageFrom = ddmmyyyyYear(match?.[5]);
      const vintageTo = ddmmyyyyYear(match?.[6]);
      if (!match || vintageFrom === undefined || vintageTo === undefined || vintageTo < vintageFrom)
        return undefined;
      return block(
        { projectId: match[4] ?? '', countryCode: match[3] ?? '', vintageFrom, vintageTo },
        integer(match[1]),
        integer(match[2]),
      );
    },
  },
  'Gold Standard': {
    name: 'Gold Standard',
    projectId: /^GS[1-9]\d{0,5}$/,
    label: (projectId) => projectId,
    projectUrl: (projectId) =>
      `https://registry.goldstandard.org/projects/details/${projectId.slice(2)}`,
    readSerials: (serials) => {
      const match = goldStandardSerials.exec(serials);
      if (!match) return undefined;
      const vintage = integer(match[3]);
      return block(
        {
          projectId: match[2] ?? '',
          countryCode: match[1] ?? '',
          vintageFrom: vintage,
          vintageTo: vintage,
        },
        integer(match[4]),
        integer(match[5]),
      );
    },
  },
};

/** The number of units (credits, tonnes) in a block. */
export const blockSize = (serials: SerialBlock): number => serials.last - serials.first + 1;

/** The row's project as its registry shows it, e.g. "VCS 1477" or "GS2345". */
export function projectLabel(credit: Pick<CarbonCredit, 'registry' | 'projectId'>): string {
  return registries[credit.registry].label(credit.projectId);
}

/**
 * The registry page to check a row against: its project's public page, where the registry lists
 * the project's issuances and retirements. None for a pending row: its credits are not in our
 * registry account yet, so the registry holds no record of ours to check.
 */
export function registryPageUrl(
  credit: Pick<CarbonCredit, 'registry' | 'projectId' | 'status'>,
): string | undefined {
  return credit.status === 'pending'
    ? undefined
    : registries[credit.registry].projectUrl(credit.projectId);
}

// Ledger entries are maintained by the team from registry records: each row must match the
// registry (project, serial numbers, quantity, vintage, status, retirement) before it is marked
// verified. Every row today is a sample: its project IDs are far above any number either
// registry had issued when they were written, so a sample's link cannot lead to a real project
// that has nothing to do with ECO.
export const carbonCredits: CarbonCredit[] = [
  {
    id: 1,
    registry: 'Verra',
    projectId: '90101',
    project: 'Coastal mangrove restoration',
    country: 'Indonesia',
    vintage: 2022,
    tonnes: 1200,
    status: 'retired',
    serials: '7475-404196123-404197322-VCS-VCU-263-VER-ID-14-90101-01012022-31122022-1',
    retirement: { date: '2023-05-16', beneficiary: 'The ECO community' },
    provenance: { status: 'sample' },
  },
  {
    id: 2,
    registry: 'Gold Standard',
    projectId: 'GS90102',
    project: 'Efficient cookstoves for rural households',
    country: 'Kenya',
    vintage: 2022,
    tonnes: 800,
    status: 'retired',
    serials: 'GS1-1-KE-GS90102-16-2022-23456-1-800',
    retirement: { date: '2023-09-04', beneficiary: 'The ECO community' },
    provenance: { status: 'sample' },
  },
  {
    id: 3,
    registry: 'Verra',
    projectId: '90103',
    project: 'Native forest restoration',
    country: 'Brazil',
    vintage: 2023,
    tonnes: 1500,
    status: 'retired',
    serials: '8120-512300001-512301500-VCS-VCU-259-VER-BR-14-90103-01012023-31122023-0',
    retirement: { date: '2024-06-12', beneficiary: 'The ECO community' },
    provenance: { status: 'sample' },
  },
  {
    id: 4,
    registry: 'Gold Standard',
    projectId: 'GS90104',
    project: 'Grid-connected wind power',
    country: 'India',
    vintage: 2023,
    tonnes: 2000,
    status: 'held',
    serials: 'GS1-1-IN-GS90104-1-2023-31877-4001-6000',
    provenance: { status: 'sample' },
  },
  {
    id: 5,
    registry: 'Verra',
    projectId: '90105',
    project: 'Tropical forest protection (REDD+)',
    country: 'Peru',
    vintage: 2023,
    tonnes: 1000,
    status: 'held',
    serials: '8342-530110001-530111000-VCS-VCU-997-VER-PE-14-90105-01012023-31122023-1',
    provenance: { status: 'sample' },
  },
  {
    id: 6,
    registry: 'Gold Standard',
    projectId: 'GS90106',
    project: 'Safe drinking water through borehole repair',
    country: 'Uganda',
    vintage: 2024,
    tonnes: 600,
    status: 'pending',
    provenance: { status: 'sample' },
  },
  {
    id: 7,
    registry: 'Verra',
    projectId: '90107',
    project: 'Community solar mini-grids',
    country: 'Nigeria',
    vintage: 2024,
    tonnes: 900,
    status: 'pending',
    provenance: { status: 'sample' },
  },
];

/** Sums tonnes over a ledger, in total and per status. */
export function creditTotals(credits: readonly CarbonCredit[]) {
  const totals = { tonnes: 0, retired: 0, held: 0, pending: 0 };
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
