import { keccak256, toHex, zeroHash } from 'viem';
import { describe, expect, it } from 'vitest';
import { buyGate, publicationStatus, type WhitePaperOnChain } from './publication';

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

describe('the Buy button, by the white paper published on each chain the site sells on', () => {
  const paper = keccak256(toHex('the white paper shown'));
  const edited = keccak256(toHex('an edited white paper'));
  const read = (chainId: number, latestVersion: bigint, latestHash = paper): WhitePaperOnChain => ({
    chainId,
    kind: 'read',
    latestVersion,
    latestHash,
  });
  const reading = (chainId: number): WhitePaperOnChain => ({ chainId, kind: 'reading' });
  const unreadable = (chainId: number): WhitePaperOnChain => ({ chainId, kind: 'unreadable' });

  it('shows it only when the latest version on every chain is the white paper shown', () => {
    expect(buyGate(paper, [read(1, 1n)])).toEqual({ kind: 'open' });
    expect(buyGate(paper, [read(1, 3n), read(11155111, 1n)])).toEqual({ kind: 'open' });
  });

  it('hides it where the white paper was never published', () => {
    expect(buyGate(paper, [read(1, 0n, zeroHash)])).toEqual({
      kind: 'closed',
      chainId: 1,
      reason: 'unpublished',
    });
    // A placeholder hash (no document yet) never opens it: the registry refuses a zero hash.
    expect(buyGate(zeroHash, [read(1, 0n, zeroHash)])).toMatchObject({ reason: 'unpublished' });
  });

  it('hides it where the latest version is another, even if an earlier one was the shown', () => {
    expect(buyGate(paper, [read(1, 2n, edited)])).toEqual({
      kind: 'closed',
      chainId: 1,
      reason: 'differs',
      version: 2n,
    });
    // One chain is enough, whatever the others say or still read.
    expect(buyGate(paper, [read(1, 1n), reading(5), read(11155111, 4n, edited)])).toMatchObject({
      chainId: 11155111,
      reason: 'differs',
    });
  });

  it('says it is checking while a chain is still read, rather than show a button', () => {
    expect(buyGate(paper, [reading(1)])).toEqual({ kind: 'checking' });
    expect(buyGate(paper, [read(1, 1n), reading(11155111)])).toEqual({ kind: 'checking' });
    expect(buyGate(paper, [unreadable(1), reading(11155111)])).toEqual({ kind: 'checking' });
  });

  it('hides it while a chain cannot be read: never a button on a guess', () => {
    expect(buyGate(paper, [read(1, 1n), unreadable(11155111)])).toEqual({
      kind: 'closed',
      chainId: 11155111,
      reason: 'unreadable',
    });
  });
});
