import { keccak256, stringToBytes } from 'viem';
import { describe, expect, it } from 'vitest';
import { carbonCredits } from '@/content/carbon-credits';
import { canonicalJson, canonicalLedger, ledgerHash } from './ledger-hash';

describe('the carbon ledger hash', () => {
  it('writes one text for one value: keys sorted at every depth, no whitespace', () => {
    expect(canonicalJson({ b: 1, a: { d: [1, 'x'], c: null }, e: undefined })).toBe(
      '{"a":{"c":null,"d":[1,"x"]},"b":1}',
    );
    expect(() => canonicalJson({ a: Number.NaN })).toThrow('NaN');
  });

  it('does not depend on the order of rows or of their fields', () => {
    const [first, second] = carbonCredits;
    expect(first && second).toBeTruthy();
    const reordered = [{ ...second! }, Object.fromEntries(Object.entries(first!).reverse())] as {
      id: number;
    }[];
    expect(ledgerHash(reordered)).toBe(ledgerHash([first!, second!]));
  });

  it('changes when any field of any row changes, provenance included', () => {
    const rows = carbonCredits.map((row) => ({ ...row }));
    const published = ledgerHash(rows);
    expect(published).toBe(keccak256(stringToBytes(canonicalLedger(carbonCredits))));
    const edited = rows.map((row, i) =>
      i === rows.length - 1 ? { ...row, tonnes: row.tonnes + 1 } : row,
    );
    expect(ledgerHash(edited)).not.toBe(published);
    const relabelled = rows.map((row, i) =>
      i === 0
        ? { ...row, provenance: { status: 'verified', source: 'x', checked: '2026-01-01' } }
        : row,
    );
    expect(ledgerHash(relabelled)).not.toBe(published);
    expect(ledgerHash(rows.slice(1))).not.toBe(published);
  });
});
