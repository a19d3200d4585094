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

/** Where the white paper's canonical JSON is served: what its published hash is the hash of. */
export const whitePaperJsonPath = '/docs/eco-white-paper.json';

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
