import { keccak256, toHex, zeroHash } from 'viem';
import { describe, expect, it } from 'vitest';
import { publicationStatus } from './publication';

const shown = keccak256(toHex('the ledger shown'));

describe("a document's published status", () => {
  it('is unpublished before the first version', () => {
    expect(publicationStatus(shown, 0n, zeroHash)).toEqual({ kind: 'unpublished' });
  });
  it('names the version whose hash the shown ledger has (any hex case)', () => {
    expect(
      publicationStatus(shown, 3n, shown.toUpperCase().replace('0X', '0x') as `0x${string}`),
    ).toEqual({
      kind: 'published',
      version: 3n,
    });
  });
  it('is a mismatch when the last version has another hash', () => {
    const other = keccak256(toHex('an edited ledger'));
    expect(publicationStatus(shown, 2n, other)).toEqual({
      kind: 'mismatch',
      version: 2n,
      publishedHash: other,
    });
  });
});
