import { getAddress, isAddress } from 'viem';
import type { Address, Hex } from 'viem';
import local from './generated/partners-31337.json';

/** Proofs file as served to the site and the API (see src/merkle.ts for the format). */
export interface PartnerProofs {
  chainId: number;
  root: Hex;
  leafEncoding: readonly string[];
  leafFormat: string;
  source: string;
  proofs: Readonly<Record<string, readonly Hex[]>>;
}

/** Partner proofs by chain id; chains without a partners list yet are absent. */
export const partnerProofs: Readonly<Record<number, PartnerProofs>> = {
  31337: local as PartnerProofs,
};

/**
 * Merkle proof for `address` in the partners sale (`mintForPartners(proof, amount)`), or
 * undefined if it is not a partner on `chainId` (default: the local chain).
 */
export function getPartnerProof(address: string, chainId = 31337): Hex[] | undefined {
  if (!isAddress(address, { strict: false })) return undefined;
  const proof = partnerProofs[chainId]?.proofs[getAddress(address)];
  return proof ? [...proof] : undefined;
}

/** Partner addresses on `chainId`. */
export function listPartners(chainId = 31337): Address[] {
  return Object.keys(partnerProofs[chainId]?.proofs ?? {}) as Address[];
}

/**
 * The partners list bundled for `chainId` when the contract's partners root is its root (the
 * site then has every proof itself), otherwise undefined (proofs come from the published list).
 */
export function bundledPartnersFor(chainId: number, root: string): PartnerProofs | undefined {
  const bundled = partnerProofs[chainId];
  return bundled && bundled.root.toLowerCase() === root.toLowerCase() ? bundled : undefined;
}
