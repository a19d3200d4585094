import { msg } from '@lingui/core/runtime-macro';
import { localized, tx } from '../lib/localized';
import type { NetworkFootprint } from './schemas';

// The principal adverse impacts on climate and environment of the consensus mechanism ECO runs
// on, as the white paper discloses them (MiCA Art. 6(1)(j), Delegated Regulation (EU) 2025/422),
// and the rule that turns them into ECO's own share. Every network figure below is a SAMPLE: a
// placeholder of the order the named study reports, written before anyone checked it. To publish
// the real figures, copy them from the study, and set provenance to
// { status: 'verified', source: '<the study, page or table>', checked: 'YYYY-MM-DD' }.

/**
 * Ethereum's proof of stake (`id`: its chain id), as one study estimates its footprint over one
 * period, its descriptions in the page's language (the study's title is the study's own).
 */
export const ethereumFootprint = localized((): NetworkFootprint => ({
  id: 1,
  network: tx(msg`Ethereum mainnet`),
  consensusMechanism: tx(
    msg`Proof of stake (Gasper: LMD-GHOST fork choice with Casper FFG finality); validators stake ETH to propose and attest to blocks.`,
  ),
  incentiveMechanism: tx(
    msg`Validators earn newly issued ETH for proposing and attesting, and priority fees from transactions; the base fee of every transaction is burned. Misbehaviour is punished by slashing part of the stake.`,
  ),
  period: { start: '2024-01-01', end: '2024-12-31' },
  energyKwh: 2_601_000,
  renewableShare: 0.5,
  scope1Tonnes: 0,
  scope2Tonnes: 870,
  networkTransactions: 400_000_000,
  study: {
    title:
      'The Merge: Implications on the Electricity Consumption and Carbon Footprint of the Ethereum Network',
    publisher: 'Crypto Carbon Ratings Institute (CCRI)',
    published: '2022-09-15',
    method: tx(
      msg`Bottom-up: the power draw of the node hardware validators run, measured and weighted by the client and hardware mix observed on the network, times the number of nodes; emissions from the electricity grids of the countries the nodes are located in.`,
    ),
    url: 'https://carbon-ratings.com/eth-report-2022',
  },
  provenance: { status: 'sample' },
}));

/** The studied footprints, by the chain id of their network (`id`). */
const networkFootprints = (): readonly NetworkFootprint[] => [ethereumFootprint()];

/**
 * The footprint of the chain `chainId`, or undefined when no study of that network is recorded.
 * Its descriptions are in the page's language: call it at render.
 */
export function footprintFor(chainId: number): NetworkFootprint | undefined {
  return networkFootprints().find((footprint) => footprint.id === chainId);
}

/** What one transaction costs the network, by the study's figures: kWh, and kg CO2-equivalent. */
export function perTransaction(footprint: NetworkFootprint): {
  energyKwh: number;
  emissionsKg: number;
} {
  const transactions = footprint.networkTransactions;
  return {
    energyKwh: footprint.energyKwh / transactions,
    emissionsKg: ((footprint.scope1Tonnes + footprint.scope2Tonnes) * 1000) / transactions,
  };
}

/**
 * ECO's share of the network's footprint: its own transactions (from the indexer) times the
 * per-transaction figures. Allocating by transaction count is the method the study's
 * per-transaction figures support; it is stated beside the figure wherever it is shown.
 */
export function ecoShare(
  footprint: NetworkFootprint,
  ecoTransactions: number,
): { energyKwh: number; emissionsKg: number } {
  const each = perTransaction(footprint);
  return {
    energyKwh: each.energyKwh * ecoTransactions,
    emissionsKg: each.emissionsKg * ecoTransactions,
  };
}

/** One indicator of Delegated Regulation (EU) 2025/422's tables, as the white paper lists it. */
export interface SustainabilityIndicator {
  /** The field code of the regulation's table, "S.1" to "S.16". */
  code: `S.${number}`;
  label: string;
  value: string | number;
  unit?: string;
}

/**
 * The mandatory (S.1 to S.9) and supplementary (S.10 to S.16) indicators for `footprint`, for
 * the offeror and the crypto-asset named. Numbers stay numbers, so the page, the PDF and the
 * machine-readable forms format them each their way from the same value. The indicators' names
 * are in the page's language (as the regulation's translation names them): call it at render.
 */
export function sustainabilityIndicators(
  footprint: NetworkFootprint,
  names: { offeror: string; legalEntityIdentifier: string; cryptoAsset: string },
): SustainabilityIndicator[] {
  const each = perTransaction(footprint);
  const { study } = footprint;
  const sources = tx(
    msg`${{ publisher: study.publisher }}, "${{ title: study.title }}" (${{ published: study.published }}). ${{ method: study.method }}`,
  );
  return [
    { code: 'S.1', label: tx(msg`Name`), value: names.offeror },
    {
      code: 'S.2',
      label: tx(msg`Relevant legal entity identifier`),
      value: names.legalEntityIdentifier,
    },
    { code: 'S.3', label: tx(msg`Name of the crypto-asset`), value: names.cryptoAsset },
    { code: 'S.4', label: tx(msg`Consensus mechanism`), value: footprint.consensusMechanism },
    {
      code: 'S.5',
      label: tx(msg`Incentive mechanisms and applicable fees`),
      value: footprint.incentiveMechanism,
    },
    {
      code: 'S.6',
      label: tx(msg`Beginning of the period to which the disclosure relates`),
      value: footprint.period.start,
    },
    {
      code: 'S.7',
      label: tx(msg`End of the period to which the disclosure relates`),
      value: footprint.period.end,
    },
    { code: 'S.8', label: tx(msg`Energy consumption`), value: footprint.energyKwh, unit: 'kWh' },
    { code: 'S.9', label: tx(msg`Energy consumption sources and methodologies`), value: sources },
    {
      code: 'S.10',
      label: tx(msg`Renewable energy consumption`),
      value: footprint.renewableShare * 100,
      unit: '%',
    },
    {
      code: 'S.11',
      label: tx(msg`Energy intensity`),
      value: each.energyKwh,
      unit: tx(msg`kWh per transaction`),
    },
    {
      code: 'S.12',
      label: tx(msg`Scope 1 DLT GHG emissions – controlled`),
      value: footprint.scope1Tonnes,
      unit: 't CO2e',
    },
    {
      code: 'S.13',
      label: tx(msg`Scope 2 DLT GHG emissions – purchased`),
      value: footprint.scope2Tonnes,
      unit: 't CO2e',
    },
    {
      code: 'S.14',
      label: tx(msg`GHG intensity`),
      value: each.emissionsKg,
      unit: tx(msg`kg CO2e per transaction`),
    },
    { code: 'S.15', label: tx(msg`Key energy sources and methodologies`), value: sources },
    { code: 'S.16', label: tx(msg`Key GHG sources and methodologies`), value: sources },
  ];
}
