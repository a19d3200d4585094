import {
  createPartnerProofsFile,
  parsePartnersList,
  type PartnerAllocation,
  type PartnerProofsFile,
} from '@eco/contracts/merkle';
import { ADMIN_PARTNERS_MAX } from '@eco/shared';
import type { Parsed } from './owner-input';

/** A partners list ready to publish: its partners and the proofs file of the contract's tool. */
export type PartnersList = { partners: PartnerAllocation[]; file: PartnerProofsFile };

const SHOWN_BAD_ENTRIES = 5;

/**
 * The tool's "<file>: what: a, b, c, …" without the file name and with the first few entries,
 * e.g. "Invalid partner entries (…): "0x12 5", "0xab 0" and 3 more. Nothing was computed; …".
 */
function shortenInvalidList(message: string, fileName: string): string {
  const text = message.startsWith(`${fileName}: `) ? message.slice(fileName.length + 2) : message;
  const at = text.lastIndexOf(': ');
  const what = at === -1 ? text : text.slice(0, at);
  const entries = at === -1 ? [] : text.slice(at + 2).split(', ');
  const shown = entries.slice(0, SHOWN_BAD_ENTRIES).map((entry) => `"${entry}"`);
  const more = entries.length - shown.length;
  const listed = shown.length ? `: ${shown.join(', ')}${more > 0 ? ` and ${more} more` : ''}` : '';
  return `${what.charAt(0).toUpperCase()}${what.slice(1)}${listed}. Nothing was computed; fix the list and try again.`;
}

/**
 * Reads a partners list (CSV: `address,allocation` per line, optional header; JSON: an array of
 * `{ address, allocation }`, allocations in ECO) with the contract tool's own parser, and builds
 * the merkle root and proofs with its own code, so the leaves are exactly the contract's.
 * Pasted text is read as JSON when it starts with [ or {, else as CSV.
 */
export function buildPartnersList(
  text: string,
  chainId: number,
  fileName?: string,
): Parsed<PartnersList> {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: false, error: 'The list is empty: add at least one partner.' };
  const name = fileName ?? (/^[[{]/.test(trimmed) ? 'pasted.json' : 'pasted.csv');
  let partners: PartnerAllocation[];
  try {
    partners = parsePartnersList(trimmed, name);
  } catch (error) {
    if (error instanceof SyntaxError)
      return { ok: false, error: `${name} is not valid JSON: ${error.message}` };
    const message = error instanceof Error ? error.message : String(error);
    return { ok: false, error: shortenInvalidList(message, name) };
  }
  if (partners.length === 0)
    return { ok: false, error: 'The list holds no partner: add at least one.' };
  if (partners.length > ADMIN_PARTNERS_MAX)
    return {
      ok: false,
      error: `The list holds ${partners.length} partners; at most ${ADMIN_PARTNERS_MAX} can be published.`,
    };
  return {
    ok: true,
    value: { partners, file: createPartnerProofsFile(partners, chainId, name) },
  };
}
