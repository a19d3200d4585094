import { describe, expect, it } from 'vitest';
import { pledgeFor, purchasePledge } from './pledge';
import type { PurchasePledgeRule } from './pledge';

const ECO = 10n ** 18n;

describe('pledgeFor', () => {
  it('counts the sample rule per whole ECO bought, rounded down to the gram, and says it is a sample', () => {
    expect(purchasePledge.provenance).toEqual({ status: 'sample' });
    expect(pledgeFor(250n * ECO)).toEqual({
      grams: 2_500n,
      text: '2.5 kg of CO₂e',
      rule: '1 kg of CO₂e per 100 ECO bought',
      sample: true,
      provenance: { status: 'sample' },
    });
    // 0.15 ECO pledges 1.5 g: rounded down.
    expect(pledgeFor((15n * ECO) / 100n).text).toBe('1 g of CO₂e');
    expect(pledgeFor(1n).grams).toBe(0n);
    expect(pledgeFor(123_456_789n * ECO).text).toBe('1,234,567.89 kg of CO₂e');
  });

  it('a verified rule is no sample', () => {
    const rule: PurchasePledgeRule = {
      id: 'real',
      grams: 500,
      perEco: 1_000,
      provenance: { status: 'verified', source: 'Board resolution 2027-01', checked: '2027-01-02' },
    };
    expect(pledgeFor(4_000n * ECO, rule)).toMatchObject({
      grams: 2_000n,
      text: '2 kg of CO₂e',
      rule: '500 g of CO₂e per 1,000 ECO bought',
      sample: false,
    });
  });
});
