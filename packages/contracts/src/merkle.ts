import { StandardMerkleTree } from '@openzeppelin/merkle-tree';
import { getAddress, isAddress } from 'viem';
import type { Address, Hex } from 'viem';

/** Leaf value types of the partners tree, in OpenZeppelin StandardMerkleTree notation. */
export const PARTNER_LEAF_ENCODING = ['address'] as const;

/** Human-readable leaf formula; the contract computes exactly this in isPartner(). */
export const PARTNER_LEAF_FORMAT = 'keccak256(bytes.concat(keccak256(abi.encode(address))))';

/** Shape of the proofs file served to the site and the API. */
export interface PartnerProofsFile {
  chainId: number;
  root: Hex;
  leafEncoding: readonly string[];
  leafFormat: string;
  source: string;
  /** Checksummed partner address -> merkle proof. */
  proofs: Record<string, Hex[]>;
}

/**
 * Reads a partners list from JSON (an array of addresses, or of objects with an `address` field)
 * or CSV (first column, optional `address` header). Returns checksummed, de-duplicated addresses
 * and throws naming every invalid entry.
 */
export function parsePartnersList(text: string, fileName: string): Address[] {
  let entries: unknown[];
  if (fileName.toLowerCase().endsWith('.csv')) {
    entries = text
      .split(/\r?\n/)
      .map((line) => line.split(',')[0]?.trim() ?? '')
      .filter((cell) => cell !== '' && !cell.startsWith('#') && cell.toLowerCase() !== 'address');
  } else {
    const json: unknown = JSON.parse(text);
    const list = Array.isArray(json) ? json : (json as { partners?: unknown }).partners;
    if (!Array.isArray(list)) throw new Error(`${fileName}: expected a JSON array of addresses`);
    entries = list.map((item: unknown) =>
      typeof item === 'object' && item !== null ? (item as { address?: unknown }).address : item,
    );
  }
  const bad = entries.filter(
    (entry) => typeof entry !== 'string' || !isAddress(entry, { strict: false }),
  );
  if (bad.length > 0) {
    throw new Error(
      `${fileName}: invalid partner address(es): ${bad.map((b) => String(b)).join(', ')}`,
    );
  }
  return [...new Set((entries as string[]).map((entry) => getAddress(entry)))];
}

/** Builds the OpenZeppelin StandardMerkleTree of partner addresses. */
export function buildPartnersTree(partners: readonly Address[]): StandardMerkleTree<[Address]> {
  if (partners.length === 0) throw new Error('The partners list is empty');
  return StandardMerkleTree.of(
    partners.map((address) => [address] as [Address]),
    [...PARTNER_LEAF_ENCODING],
  );
}

/** Root and per-address proofs of a partners list, in the served file format. */
export function createPartnerProofsFile(
  partners: readonly Address[],
  chainId: number,
  source: string,
): PartnerProofsFile {
  const tree = buildPartnersTree(partners);
  const proofs: Record<string, Hex[]> = {};
  for (const [index, [address]] of tree.entries()) {
    proofs[address] = tree.getProof(index) as Hex[];
  }
  return {
    chainId,
    root: tree.root as Hex,
    leafEncoding: PARTNER_LEAF_ENCODING,
    leafFormat: PARTNER_LEAF_FORMAT,
    source,
    proofs,
  };
}
