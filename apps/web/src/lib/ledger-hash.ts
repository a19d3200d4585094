// The carbon credit ledger's canonical form and hash: what the team publishes on-chain
// (CarbonLedgerRegistry) with each version, and what /carbon-credits recomputes from the rows it
// shows. Anyone can do the same with the file the build writes (docs/carbon-ledger.json):
// keccak-256 of its bytes.
import { keccak256, stringToBytes, type Hex } from 'viem';

/** JSON with object keys sorted at every depth and no whitespace: one text for one value. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, child]) => child !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, child]) => `${JSON.stringify(key)}:${canonicalJson(child)}`).join(',')}}`;
  }
  if (typeof value === 'number' && !Number.isFinite(value)) {
    throw new Error('canonical JSON has no form for NaN or Infinity');
  }
  return JSON.stringify(value);
}

/** The ledger as published: its rows by id, every field (provenance included). */
export function canonicalLedger(rows: readonly { id: number }[]): string {
  return canonicalJson({
    ledger: 'Green Planet ECO carbon credit ledger',
    rows: [...rows].sort((a, b) => a.id - b.id),
  });
}

/** keccak-256 of the canonical ledger's UTF-8 bytes: the hash CarbonLedgerRegistry records. */
export function ledgerHash(rows: readonly { id: number }[]): Hex {
  return keccak256(stringToBytes(canonicalLedger(rows)));
}

/** Where the build writes the canonical ledger, so anyone can hash the exact bytes. */
export const ledgerJsonPath = '/docs/carbon-ledger.json';
