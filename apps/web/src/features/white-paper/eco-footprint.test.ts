import { describe, expect, it } from 'vitest';
import type { CarbonCredit, NetworkFootprint } from '@/content/schemas';
import { carbonCredits, creditTotals } from '@/content/carbon-credits';
import { ethereumFootprint } from '@/content/sustainability';
import { ecoFootprint } from './eco-footprint';

const verified = {
  status: 'verified',
  source: 'the study, table 3',
  checked: '2026-11-01',
} as const;

/** Round figures: 1,000 kWh and 10 t over 1,000 transactions, 1 kWh and 10 kg each. */
const network: NetworkFootprint = {
  ...ethereumFootprint(),
  energyKwh: 1_000,
  scope1Tonnes: 4,
  scope2Tonnes: 6,
  networkTransactions: 1_000,
  provenance: verified,
};

const retired = (tonnes: number, sample = false): CarbonCredit[] =>
  carbonCredits.slice(0, 1).map((credit) => ({
    ...credit,
    tonnes,
    status: 'retired',
    provenance: sample ? { status: 'sample' } : verified,
  }));

describe("ECO's footprint", () => {
  it('multiplies the period and the whole history by the per-transaction figures', () => {
    expect(ecoFootprint(network, { transactions: 3, total: 7 }, retired(1))).toEqual({
      period: { energyKwh: 3, emissionsKg: 30 },
      sinceDeployment: { energyKwh: 7, emissionsKg: 70 },
      retiredTonnes: 1,
      sample: false,
    });
  });

  it('moves with every transaction ECO adds', () => {
    const before = ecoFootprint(network, { transactions: 3, total: 7 }, retired(1));
    const after = ecoFootprint(network, { transactions: 4, total: 8 }, retired(1));
    expect(after.period.emissionsKg - before.period.emissionsKg).toBe(10);
    expect(after.sinceDeployment.energyKwh - before.sinceDeployment.energyKwh).toBe(1);
  });

  it('is a sample while the network figures or the ledger are', () => {
    expect(
      ecoFootprint(ethereumFootprint(), { transactions: 1, total: 1 }, retired(1)).sample,
    ).toBe(true);
    expect(ecoFootprint(network, { transactions: 1, total: 1 }, retired(1, true)).sample).toBe(
      true,
    );
  });

  it("sets it against the retired tonnes of the site's own ledger", () => {
    expect(
      ecoFootprint(ethereumFootprint(), { transactions: 1, total: 1 }, carbonCredits).retiredTonnes,
    ).toBe(creditTotals(carbonCredits).retired);
  });
});
