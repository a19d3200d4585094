import { getAddress, isAddress } from 'viem';
import type { Hex } from 'viem';
import local from './generated/partners-31337.json';
import type { PartnerProofsFile } from './merkle';

/** What a partner buys with: `mintForPartners(proof, allocation, amount)`. */
export interface PartnerGrant {
  /** The most this partner may buy in the partners stage in all, in base units. */
  allocation: bigint;
  proof: Hex[];
}

/** Partner proofs by chain id; chains without a partners list yet are absent. */
export const partnerProofs: Readonly<Record<number, PartnerProofsFile>> = {
  31337: local as PartnerProofsFile,
};

/**
 * The allocation and merkle proof of `address` in the partners sale, or undefined if it is not
 * a partner on `chainId` (default: the local chain).
 */
export function getPartnerGrant(address: string, chainId = 31337): PartnerGrant | undefined {
  if (!isAddress(address, { strict: false })) return undefined;
  const entry = partnerProofs[chainId]?.partners[getAddress(address)];
  return entry ? { allocation: BigInt(entry.allocation), proof: [...entry.proof] } : undefined;
}

/**
 * The partners list bundled for `chainId` when the contract's partners root is its root (the
 * site then has every proof itself), otherwise undefined (proofs come from the published list).
 */
export function bundledPartnersFor(chainId: number, root: string): PartnerProofsFile | undefined {
  const bundled = partnerProofs[chainId];
  return bundled && bundled.root.toLowerCase() === root.toLowerCase() ? bundled : undefined;
}

/**
 * A partner's grant as far as the site can tell without asking the API, given the contract's
 * partners root: null when nobody is a partner (no root) or `address` is not on the bundled list
 * whose root it is; the grant when it is on it; undefined when the root is another list's (ask the
 * API, which serves the list the team published). The Buy dialog and the eligibility check both
 * decide with it.
 */
export function localPartnerGrant(
  address: string,
  chainId: number,
  root: string,
): PartnerGrant | null | undefined {
  if (/^0x0*$/.test(root)) return null;
  if (!bundledPartnersFor(chainId, root)) return undefined;
  return getPartnerGrant(address, chainId) ?? null;
}
