import { keccak256, stringToBytes } from 'viem';
import { describe, expect, it } from 'vitest';
import { carbonCredits } from '@/content/carbon-credits';
import {
  canonicalJson,
  canonicalLedger,
  canonicalOutflowTags,
  ledgerHash,
  outflowTagsHash,
} from './ledger-hash';

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

describe("the outflow tags' hash", () => {
  const tag = (n: number) => ({
    chainId: 31337,
    transactionHash: `0x${n.toString(16).padStart(64, '0')}`,
    purpose: 'campaign',
    campaignId: 1,
    description: 'Seedlings',
    provenance: { status: 'sample' },
  });

  it('is keccak-256 of the canonical tags, named as tags so no ledger hash can pass for it', () => {
    const tags = [tag(1), tag(2)];
    expect(canonicalOutflowTags(tags)).toBe(
      canonicalJson({ tags: 'Green Planet ECO fund wallet outflow tags', outflows: tags }),
    );
    expect(outflowTagsHash(tags)).toBe(keccak256(stringToBytes(canonicalOutflowTags(tags))));
    expect(outflowTagsHash([])).not.toBe(ledgerHash([]));
  });

  it("changes with any field of any tag and with the tags' order, not with the order of fields", () => {
    const tags = [tag(1), tag(2)];
    const published = outflowTagsHash(tags);
    expect(outflowTagsHash([Object.fromEntries(Object.entries(tag(1)).reverse()), tag(2)])).toBe(
      published,
    );
    expect(outflowTagsHash([tag(2), tag(1)])).not.toBe(published);
    expect(outflowTagsHash([{ ...tag(1), campaignId: 2 }, tag(2)])).not.toBe(published);
    expect(outflowTagsHash([tag(1), { ...tag(2), description: 'Seedlings ' }])).not.toBe(published);
    expect(outflowTagsHash([tag(1)])).not.toBe(published);
  });
});
