// The canonical forms and hashes of what the team publishes on-chain, each on its own
// CarbonLedgerRegistry: the carbon credit ledger (recomputed by /carbon-credits from the rows it
// shows; anyone can hash the file the build writes, docs/carbon-ledger.json) and the fund wallet's
// outflow tags (recomputed by /transparency from the file it reads, content/fund-wallet-outflows.json),
// and the crypto-asset white paper (docs/eco-white-paper.json).
// Each form names what it is, so a hash published for one can never pass for the other.
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

/**
 * The outflow tags as published: the file's entries in the file's order, every field (its
 * `$comment` and any other top-level key are not tags and are left out).
 */
export function canonicalOutflowTags(outflows: readonly object[]): string {
  return canonicalJson({ tags: 'Green Planet ECO fund wallet outflow tags', outflows });
}

/** keccak-256 of the canonical outflow tags' UTF-8 bytes: the hash their registry records. */
export function outflowTagsHash(outflows: readonly object[]): Hex {
  return keccak256(stringToBytes(canonicalOutflowTags(outflows)));
}

/** Where the deployed site serves the fund wallet's outflow tags (apps/web/public/content/). */
export const outflowTagsPath = '/content/fund-wallet-outflows.json';

/**
 * The crypto-asset white paper as published (src/content/white-paper.ts): the whole document,
 * every field and its provenance. Its bytes are /docs/eco-white-paper.json.
 */
export function canonicalWhitePaper(document: object): string {
  return canonicalJson({ whitePaper: 'Green Planet ECO crypto-asset white paper', document });
}

/**
 * keccak-256 of the canonical white paper's UTF-8 bytes: the version its registry records, and
 * what src/config/white-paper.generated.ts holds for the document in the checkout.
 */
export function hashWhitePaper(document: object): Hex {
  return keccak256(stringToBytes(canonicalWhitePaper(document)));
}
