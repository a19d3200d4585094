import { findEcoDeployment } from '@eco/contracts';
import type { Address, Hex } from 'viem';

/**
 * The documents whose versions the team publishes on-chain, each on its own CarbonLedgerRegistry
 * (docs/decisions/0031), and the indexer's list of that registry's versions.
 */
export const publishedDocuments = {
  ledger: { registry: 'carbonLedgerRegistry', path: '/ledger' },
  'outflow-tags': { registry: 'outflowTagsRegistry', path: '/outflow-tags' },
  'white-paper': { registry: 'whitePaperRegistry', path: '/white-paper' },
} as const;

export type PublishedDocument = keyof typeof publishedDocuments;

/** The registry `document`'s versions are published on, on `chainId` (undefined: none there). */
export function publicationRegistry(
  chainId: number,
  document: PublishedDocument,
): Address | undefined {
  return findEcoDeployment(chainId)?.[publishedDocuments[document].registry].address;
}

/**
 * How a document the site shows (the carbon ledger, the fund wallet's outflow tags) stands
 * against the last version of it published on-chain, on its CarbonLedgerRegistry.
 */
export type PublicationStatus =
  | { kind: 'unpublished' }
  | { kind: 'published'; version: bigint }
  | { kind: 'mismatch'; version: bigint; publishedHash: Hex };

export function publicationStatus(
  shown: Hex,
  latestVersion: bigint,
  latestHash: Hex,
): PublicationStatus {
  if (latestVersion === 0n) return { kind: 'unpublished' };
  return shown.toLowerCase() === latestHash.toLowerCase()
    ? { kind: 'published', version: latestVersion }
    : { kind: 'mismatch', version: latestVersion, publishedHash: latestHash };
}

/** The latest version of the white paper on one chain, as read so far. */
export type WhitePaperOnChain = { chainId: number } & (
  | { kind: 'reading' }
  | { kind: 'unreadable' }
  | { kind: 'read'; latestVersion: bigint; latestHash: Hex }
);

/**
 * Whether the site may offer ECO for sale: only while the white paper it shows (`shown`, its
 * hash) is the version last published on every chain it sells on. No marketing before the white
 * paper (MiCA Art. 8 and 9, docs/decisions/0037): on a chain where it was never published, or
 * where the last version published is another, the Buy button stays hidden and the page says
 * why. One chain that says no is enough, whatever the others still read; a chain that could not be
 * read keeps it hidden too (never a button on a guess).
 */
export type BuyGate =
  | { kind: 'checking' }
  | { kind: 'open' }
  | { kind: 'closed'; chainId: number; reason: 'unpublished' | 'unreadable' }
  | { kind: 'closed'; chainId: number; reason: 'differs'; version: bigint };

/** `chains`: every chain the site sells on (VITE_CHAINS, never empty). */
export function buyGate(shown: Hex, chains: readonly WhitePaperOnChain[]): BuyGate {
  for (const chain of chains) {
    if (chain.kind !== 'read') continue;
    const status = publicationStatus(shown, chain.latestVersion, chain.latestHash);
    if (status.kind === 'unpublished') {
      return { kind: 'closed', chainId: chain.chainId, reason: 'unpublished' };
    }
    if (status.kind === 'mismatch') {
      return { kind: 'closed', chainId: chain.chainId, reason: 'differs', version: status.version };
    }
  }
  if (chains.some((chain) => chain.kind === 'reading')) return { kind: 'checking' };
  const unreadable = chains.find((chain) => chain.kind === 'unreadable');
  if (unreadable) return { kind: 'closed', chainId: unreadable.chainId, reason: 'unreadable' };
  return { kind: 'open' };
}
