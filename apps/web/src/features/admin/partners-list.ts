import {
  createPartnerProofsFile,
  parsePartnersList,
  type PartnerProofsFile,
} from '@eco/contracts/merkle';
import { ADMIN_PARTNERS_MAX } from '@eco/shared';
import type { Address } from 'viem';
import type { Parsed } from './owner-input';

/** A partners list ready to publish: its addresses and the proofs file of the contract's tool. */
export type PartnersList = { addresses: Address[]; file: PartnerProofsFile };

const SHOWN_BAD_ENTRIES = 5;

/** Shortens the tool's "invalid partner address(es): a, b, c, …" to the first few entries. */
function shortenInvalidList(message: string): string {
  const marker = 'invalid partner address(es): ';
  const at = message.indexOf(marker);
  if (at === -1) return message;
  const entries = message.slice(at + marker.length).split(', ');
  const shown = entries.slice(0, SHOWN_BAD_ENTRIES).map((entry) => `"${entry}"`);
  const more = entries.length - shown.length;
  return `${entries.length} ${entries.length === 1 ? 'entry is not a valid address' : 'entries are not valid addresses'}: ${shown.join(', ')}${more > 0 ? ` and ${more} more` : ''}. Nothing was computed; fix the list and try again.`;
}

/**
 * Reads a partners list (CSV: first column, optional "address" header; JSON: an array of
 * addresses or of objects with an `address`) with the contract tool's own parser, and builds
 * the merkle root and proofs with its own code, so the leaves are exactly the contract's.
 * Pasted text is read as JSON when it starts with [ or {, else as CSV.
 */
export function buildPartnersList(
  text: string,
  chainId: number,
  fileName?: string,
): Parsed<PartnersList> {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: false, error: 'The list is empty: add at least one address.' };
  const name = fileName ?? (/^[[{]/.test(trimmed) ? 'pasted.json' : 'pasted.csv');
  let addresses: Address[];
  try {
    addresses = parsePartnersList(trimmed, name);
  } catch (error) {
    if (error instanceof SyntaxError)
      return { ok: false, error: `${name} is not valid JSON: ${error.message}` };
    const message = error instanceof Error ? error.message : String(error);
    return { ok: false, error: shortenInvalidList(message) };
  }
  if (addresses.length === 0)
    return { ok: false, error: 'The list holds no address: add at least one.' };
  if (addresses.length > ADMIN_PARTNERS_MAX)
    return {
      ok: false,
      error: `The list holds ${addresses.length} addresses; at most ${ADMIN_PARTNERS_MAX} can be published.`,
    };
  return {
    ok: true,
    value: { addresses, file: createPartnerProofsFile(addresses, chainId, name) },
  };
}
