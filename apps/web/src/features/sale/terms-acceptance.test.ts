import { afterEach, describe, expect, it } from 'vitest';
import { whitePaperHash } from '@/config/white-paper.generated';
import { legalVersions } from '@/content/legal/versions';
import {
  currentVersions,
  readAcceptance,
  readTermsStatus,
  rememberAcceptance,
  SALE_TERMS_KEY,
} from './terms-acceptance';

const LOCAL = 31337;
const v1 = { termsVersion: 't1', risksVersion: 'r1', whitePaperVersion: '0x01' };

describe('terms acceptance', () => {
  afterEach(() => window.localStorage.clear());

  it('asks a buyer who never accepted', () => {
    expect(readTermsStatus(LOCAL)).toBe('new');
    window.localStorage.setItem(SALE_TERMS_KEY, '');
    expect(readTermsStatus(LOCAL)).toBe('new');
  });

  it('records the versions, the country and the date, and accepts them while nothing changed', () => {
    const now = new Date('2026-11-29T10:00:00Z');
    const record = rememberAcceptance('DE', v1, now);
    expect(record).toEqual({ ...v1, country: 'DE', acceptedAt: '2026-11-29T10:00:00.000Z' });
    expect(JSON.parse(window.localStorage.getItem(SALE_TERMS_KEY)!)).toEqual(record);
    expect(readAcceptance()).toEqual(record);
    expect(readTermsStatus(LOCAL, v1)).toBe('accepted');
  });

  it('asks again when any version changes', () => {
    rememberAcceptance('DE', v1);
    expect(readTermsStatus(LOCAL, { ...v1, termsVersion: 't2' })).toBe('changed');
    expect(readTermsStatus(LOCAL, { ...v1, risksVersion: 'r2' })).toBe('changed');
    expect(readTermsStatus(LOCAL, { ...v1, whitePaperVersion: '0x02' })).toBe('changed');
  });

  it("asks again when the chain's offer does not take the declared country", () => {
    // Offered on the local chain; nowhere on mainnet while its profile is undecided.
    rememberAcceptance('FR', v1);
    expect(readTermsStatus(LOCAL, v1)).toBe('accepted');
    expect(readTermsStatus(1, v1)).toBe('changed');
    // Stored by hand: the dialog never stores an excluded or unnamed country.
    for (const country of ['US', 'JP']) {
      window.localStorage.setItem(
        SALE_TERMS_KEY,
        JSON.stringify({ ...JSON.parse(window.localStorage.getItem(SALE_TERMS_KEY)!), country }),
      );
      expect(readTermsStatus(LOCAL, v1), country).toBe('changed');
    }
  });

  it('reads what earlier builds stored, and anything malformed, as a change', () => {
    const stored = JSON.stringify({ ...v1, country: 'DE', acceptedAt: 'x' });
    for (const value of [
      '1',
      `${legalVersions.terms}.${legalVersions.risks}`,
      '{"termsVersion":',
      'null',
      JSON.stringify({ ...v1, country: 'de', acceptedAt: 'x' }),
      JSON.stringify({ ...v1, country: 'DE' }),
      JSON.stringify({ ...JSON.parse(stored), whitePaperVersion: 1 }),
    ]) {
      window.localStorage.setItem(SALE_TERMS_KEY, value);
      expect(readAcceptance(), value).toBeUndefined();
      expect(readTermsStatus(LOCAL), value).toBe('changed');
    }
  });

  it("accepts this build's versions: the terms, the risk disclosure and the white paper's hash", () => {
    expect(currentVersions()).toEqual({
      termsVersion: legalVersions.terms,
      risksVersion: legalVersions.risks,
      whitePaperVersion: whitePaperHash,
    });
    rememberAcceptance('DE');
    expect(readTermsStatus(LOCAL)).toBe('accepted');
  });
});
