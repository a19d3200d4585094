import { StandardMerkleTree } from '@openzeppelin/merkle-tree';
import { getAddress, isAddress, parseUnits } from 'viem';
import type { Address, Hex } from 'viem';

/** Leaf value types of the partners tree, in OpenZeppelin StandardMerkleTree notation. */
export const PARTNER_LEAF_ENCODING = ['address', 'uint256'] as const;

/** Human-readable leaf formula; the contract computes exactly this in isPartner(). */
export const PARTNER_LEAF_FORMAT =
  'keccak256(bytes.concat(keccak256(abi.encode(address, uint256 allocation))))';

/** One partner: who, and how much they may buy in the partners stage in all (base units). */
export interface PartnerAllocation {
  address: Address;
  allocation: bigint;
}

/** A partner's entry in the served file: allocation in base units (decimal string) and proof. */
export interface PartnerEntry {
  allocation: string;
  proof: Hex[];
}

/** Shape of the proofs file served to the site and the API. */
export interface PartnerProofsFile {
  chainId: number;
  root: Hex;
  leafEncoding: readonly string[];
  leafFormat: string;
  source: string;
  /** Checksummed partner address -> allocation and merkle proof. */
  partners: Record<string, PartnerEntry>;
}

/** An allocation as a list writes it: whole or decimal ECO, e.g. "250000" or "1250.5". */
const ECO_AMOUNT = /^\d{1,12}(\.\d{1,18})?$/;

/**
 * An allocation given in ECO (a string or JSON number, whole or with up to 18 decimals) in base
 * units, or undefined when it is not such an amount above 0.
 */
export function parseAllocation(value: unknown): bigint | undefined {
  const text = typeof value === 'number' ? String(value) : value;
  if (typeof text !== 'string' || !ECO_AMOUNT.test(text.trim())) return undefined;
  const amount = parseUnits(text.trim(), 18);
  return amount > 0n ? amount : undefined;
}

/** A list cell as an error message names it: text and numbers as they are, anything else as JSON. */
const cell = (value: unknown, missing: string) =>
  value === undefined
    ? missing
    : typeof value === 'string' || typeof value === 'number'
      ? String(value)
      : JSON.stringify(value);

/** "0x… 250000" for error messages. */
const describe = ({ address, allocation }: { address: unknown; allocation: unknown }) =>
  `${cell(address, '(no address)')} ${cell(allocation, '(no allocation)')}`;

/**
 * Reads a partners list: JSON (an array of `{ address, allocation }`, or `{ partners: [...] }`)
 * or CSV (`address,allocation` per line, optional header). Allocations are in ECO (whole or
 * decimal, more than 0). Returns checksummed entries in list order and throws naming every
 * invalid entry, and every address listed twice (which allocation would be meant?).
 */
export function parsePartnersList(text: string, fileName: string): PartnerAllocation[] {
  let entries: { address: unknown; allocation: unknown }[];
  if (fileName.toLowerCase().endsWith('.csv')) {
    entries = text
      .split(/\r?\n/)
      .map((line) => line.trim())
      .filter((line) => line !== '' && !line.startsWith('#') && !/^address\s*,/i.test(line))
      .map((line) => {
        const [address, allocation] = line.split(',').map((cell) => cell.trim());
        return { address, allocation };
      });
  } else {
    const json: unknown = JSON.parse(text);
    const list = Array.isArray(json) ? json : (json as { partners?: unknown } | null)?.partners;
    if (!Array.isArray(list)) {
      throw new Error(`${fileName}: expected a JSON array of { address, allocation }`);
    }
    entries = list.map((item: unknown) =>
      typeof item === 'object' && item !== null
        ? {
            address: (item as { address?: unknown }).address,
            allocation: (item as { allocation?: unknown }).allocation,
          }
        : { address: item, allocation: undefined },
    );
  }
  const bad: string[] = [];
  const parsed: PartnerAllocation[] = [];
  for (const entry of entries) {
    const allocation = parseAllocation(entry.allocation);
    if (
      typeof entry.address !== 'string' ||
      !isAddress(entry.address, { strict: false }) ||
      allocation === undefined
    ) {
      bad.push(describe(entry));
    } else {
      parsed.push({ address: getAddress(entry.address), allocation });
    }
  }
  if (bad.length > 0) {
    throw new Error(
      `${fileName}: invalid partner entr${bad.length === 1 ? 'y' : 'ies'} (each needs an address and an allocation in ECO above 0): ${bad.join(', ')}`,
    );
  }
  const twice = addressesListedTwice(parsed);
  if (twice.length > 0) {
    throw new Error(
      `${fileName}: listed more than once, with no way to tell which allocation is meant: ${twice.join(', ')}`,
    );
  }
  return parsed;
}

/** The (checksummed) addresses that appear more than once in `partners`, each named once. */
export function addressesListedTwice(partners: readonly PartnerAllocation[]): Address[] {
  const seen = new Set<Address>();
  const twice = new Set<Address>();
  for (const { address } of partners) {
    if (seen.has(address)) twice.add(address);
    seen.add(address);
  }
  return [...twice];
}

/** Builds the OpenZeppelin StandardMerkleTree of `(address, allocation)` leaves. */
export function buildPartnersTree(
  partners: readonly PartnerAllocation[],
): StandardMerkleTree<[Address, bigint]> {
  if (partners.length === 0) throw new Error('The partners list is empty');
  return StandardMerkleTree.of(
    partners.map(({ address, allocation }) => [address, allocation] as [Address, bigint]),
    [...PARTNER_LEAF_ENCODING],
  );
}

/** Root and per-address allocation and proof of a partners list, in the served file format. */
export function createPartnerProofsFile(
  partners: readonly PartnerAllocation[],
  chainId: number,
  source: string,
): PartnerProofsFile {
  const tree = buildPartnersTree(partners);
  const entries: Record<string, PartnerEntry> = {};
  for (const [index, [address, allocation]] of tree.entries()) {
    entries[address] = { allocation: allocation.toString(), proof: tree.getProof(index) as Hex[] };
  }
  return {
    chainId,
    root: tree.root as Hex,
    leafEncoding: PARTNER_LEAF_ENCODING,
    leafFormat: PARTNER_LEAF_FORMAT,
    source,
    partners: entries,
  };
}
