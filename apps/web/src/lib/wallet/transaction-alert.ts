import type { Hash } from 'viem';
import { shortHash } from '@/lib/format';
import type { AlertColor, AlertContent } from '@/stores/alert';
import { explorerUrl } from './chains';

/**
 * A toast about a transaction: its message names the transaction by its short hash (never the
 * 66-character one) and links its explorer page where the chain has an explorer. Keyed by the
 * hash, so toasts of several transactions stack.
 */
export function transactionAlert({
  color,
  title,
  message,
  hash,
  chainId,
}: {
  color: AlertColor;
  title: string;
  /** What happened, in sentences; the transaction is named after it. */
  message: string;
  hash: Hash | undefined;
  chainId: number;
}): AlertContent {
  if (!hash) return { color, title, message };
  const href = explorerUrl(chainId, 'tx', hash);
  return {
    // One toast per transaction: its outcome replaces its own earlier toast, beside the others.
    key: `tx:${hash}`,
    color,
    title,
    message: `${message} Transaction ${shortHash(hash)}.`,
    link: href ? { href, label: 'View transaction' } : undefined,
  };
}
