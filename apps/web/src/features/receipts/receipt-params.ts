import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { isTransactionHash } from '@eco/contracts/receipt';
import type { Hash } from 'viem';

/**
 * The wording the receipt API uses for the same mistakes (apps/api receipts.routes.ts), read
 * with `i18n._(…)` in the page's language.
 */
export const CHAIN_ID_PROBLEM: MessageDescriptor = msg`The chain id must be a positive whole number, such as 31337.`;
export const HASH_PROBLEM: MessageDescriptor = msg`A transaction hash is 0x followed by 64 hexadecimal characters (0-9, a-f).`;

/** A receipt address's parameters, checked before anything is asked of the chain. */
export type ReceiptParams =
  { ok: true; chainId: number; hash: Hash } | { ok: false; problems: MessageDescriptor[] };

/**
 * Checks `/receipt/:chainId/:txHash`. The hash is written in lower case from here on, so the
 * page's address, its QR code, its share links and the PDF name one transaction one way.
 */
export function parseReceiptParams(
  chainId: string | undefined,
  txHash: string | undefined,
): ReceiptParams {
  const problems: MessageDescriptor[] = [];
  // At most 15 digits: every such number is exact in a JavaScript number (below 2^53).
  const validChain = chainId !== undefined && /^[1-9]\d{0,14}$/.test(chainId);
  if (!validChain) problems.push(CHAIN_ID_PROBLEM);
  const validHash = txHash !== undefined && isTransactionHash(txHash);
  if (!validHash) problems.push(HASH_PROBLEM);
  if (!validChain || !validHash) return { ok: false, problems };
  return { ok: true, chainId: Number(chainId), hash: txHash.toLowerCase() as Hash };
}
