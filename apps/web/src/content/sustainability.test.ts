import { describe, expect, it } from 'vitest';
import { networkFootprintSchema } from './schemas';
import {
  ecoShare,
  ethereumFootprint,
  footprintFor,
  perTransaction,
  sustainabilityIndicators,
} from './sustainability';

const names = { offeror: 'Offeror Ltd', legalEntityIdentifier: 'none', cryptoAsset: 'ECO' };

describe('sustainability indicators', () => {
  it('parses, and refuses a period that ends before it starts', () => {
    expect(() => networkFootprintSchema.parse(ethereumFootprint())).not.toThrow();
    const backwards = {
      ...ethereumFootprint(),
      period: { start: '2024-12-31', end: '2024-01-01' },
    };
    expect(networkFootprintSchema.safeParse(backwards).success).toBe(false);
  });

  it('divides the network figures by its transactions, and multiplies them by ECO’s', () => {
    const footprint = {
      ...ethereumFootprint(),
      energyKwh: 1000,
      scope1Tonnes: 1,
      scope2Tonnes: 3,
      networkTransactions: 500,
    };
    expect(perTransaction(footprint)).toEqual({ energyKwh: 2, emissionsKg: 8 });
    expect(ecoShare(footprint, 0)).toEqual({ energyKwh: 0, emissionsKg: 0 });
    expect(ecoShare(footprint, 3)).toEqual({ energyKwh: 6, emissionsKg: 24 });
  });

  it("finds a network's footprint by its chain id, and none for a chain no study covers", () => {
    expect(footprintFor(1)).toBe(ethereumFootprint());
    expect(footprintFor(31337)).toBeUndefined();
  });

  it('states no figure the study record does not carry', () => {
    // Every number of the disclosure is one of the record's fields; a figure in its prose (a
    // stake, a share) would be unsourced.
    const prose = `${ethereumFootprint().consensusMechanism} ${ethereumFootprint().incentiveMechanism}`;
    expect(prose).not.toMatch(/\d/);
  });

  it('lists S.1 to S.16 once each, in order, with the names given', () => {
    const rows = sustainabilityIndicators(ethereumFootprint(), names);
    expect(rows.map((row) => row.code)).toEqual(
      Array.from({ length: 16 }, (_, index) => `S.${index + 1}`),
    );
    expect(rows.find((row) => row.code === 'S.1')?.value).toBe('Offeror Ltd');
    expect(rows.find((row) => row.code === 'S.11')?.value).toBe(
      perTransaction(ethereumFootprint()).energyKwh,
    );
  });
});
