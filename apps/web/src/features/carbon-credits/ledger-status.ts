import type { Hex } from 'viem';

/** How the ledger a page shows stands against the last version published on-chain. */
export type LedgerStatus =
  | { kind: 'unpublished' }
  | { kind: 'published'; version: bigint }
  | { kind: 'mismatch'; version: bigint; publishedHash: Hex };

export function ledgerStatus(shown: Hex, latestVersion: bigint, latestHash: Hex): LedgerStatus {
  if (latestVersion === 0n) return { kind: 'unpublished' };
  return shown.toLowerCase() === latestHash.toLowerCase()
    ? { kind: 'published', version: latestVersion }
    : { kind: 'mismatch', version: latestVersion, publishedHash: latestHash };
}
