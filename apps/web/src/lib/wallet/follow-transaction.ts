import type { Client, Hash, TransactionReceipt } from 'viem';
import { getTransaction, getTransactionCount, waitForTransactionReceipt } from 'viem/actions';
import type { Config } from 'wagmi';
import { getPublicClient } from 'wagmi/actions';
import type { ReplacementReason, TransactionEvent } from './transaction';
import {
  useActivityStore,
  type ActivityStatus,
  type SentTransaction,
  type TransactionRecord,
} from '@/stores/activity';

/**
 * How long a transaction the node does not know may go without a receipt before it is called
 * "not found". A transaction still in the node's pool is only slow and is watched on; one the node
 * has never heard of after this long was dropped (or replaced where nobody saw it). Not "failed":
 * nothing happened on the chain.
 */
export const NOT_FOUND_AFTER_MS = 10 * 60_000;

/** What became of a sent transaction. */
export type FollowOutcome =
  | { kind: 'mined'; receipt: TransactionReceipt }
  | { kind: 'replaced'; reason: ReplacementReason; receipt: TransactionReceipt }
  /** Its nonce was used by a transaction that was not seen (the record had no sender and nonce). */
  | { kind: 'nonce-used' }
  | { kind: 'not-found' };

/** The event an outcome of followTransaction is for the transaction's status. */
export function outcomeEvent(
  outcome: FollowOutcome,
): Extract<TransactionEvent, { type: 'mined' | 'replaced' | 'lost' }> {
  switch (outcome.kind) {
    case 'mined':
      return { type: 'mined', success: outcome.receipt.status === 'success' };
    case 'replaced':
      return {
        type: 'replaced',
        reason: outcome.reason,
        hash: outcome.receipt.transactionHash,
        success: outcome.receipt.status === 'success',
      };
    case 'nonce-used':
      return { type: 'lost', cause: 'replaced' };
    case 'not-found':
      return { type: 'lost', cause: 'not-found' };
  }
}

/** The record's status once the outcome is known. */
function outcomeStatus(outcome: FollowOutcome): ActivityStatus {
  const event = outcomeEvent(outcome);
  if (event.type === 'lost') return event.cause;
  if (event.type === 'replaced' && event.reason !== 'repriced') return event.reason;
  return event.success ? 'confirmed' : 'failed';
}

// One watch per transaction however many callers ask (the dialog that sent it, the header's
// watcher after a reload, a second tab's).
const following = new Map<string, Promise<FollowOutcome>>();

const isNamed = (error: unknown, name: string) =>
  Boolean(error && typeof error === 'object' && (error as { name?: unknown }).name === name);

/** The sender, nonce and call of a transaction the node knows (pending or mined), or undefined. */
async function readSent(client: Client, hash: Hash): Promise<SentTransaction | undefined> {
  const tx = await getTransaction(client, { hash }).catch(() => undefined);
  if (!tx) return undefined;
  return { from: tx.from, nonce: tx.nonce, to: tx.to, value: tx.value, input: tx.input };
}

async function follow(
  config: Config,
  record: TransactionRecord,
  notFoundAfterMs: number,
): Promise<FollowOutcome> {
  // Typed as a bare client: the site's Config type does not name its chains here.
  const client: Client | undefined = getPublicClient(config, { chainId: record.chainId });
  if (!client) throw new Error(`chain ${record.chainId} is not configured`);
  const { update } = useActivityStore.getState();
  let sent = record.sent;
  for (;;) {
    // Read the sender and nonce while the node still has the transaction: after a replacement it
    // may forget it, and viem then finds the replacement in that nonce's slot.
    if (!sent) {
      sent = await readSent(client, record.id);
      if (sent) update(record.chainId, record.id, { sent });
    }
    const left = record.sentAt + notFoundAfterMs - Date.now();
    let replacedBy: { reason: ReplacementReason; hash: Hash } | undefined;
    try {
      const receipt = await waitForTransactionReceipt(client, {
        hash: record.id,
        // A little time even when the record is old: a receipt may be there at once.
        timeout: Math.max(left, Math.min(5_000, notFoundAfterMs)),
        ...(sent ? { replacement: sent } : {}),
        onReplaced: (replacement) => {
          replacedBy = { reason: replacement.reason, hash: replacement.transaction.hash };
        },
      });
      if (replacedBy) {
        update(record.chainId, record.id, { replacement: replacedBy });
        return { kind: 'replaced', reason: replacedBy.reason, receipt };
      }
      return { kind: 'mined', receipt };
    } catch (error) {
      if (!isNamed(error, 'WaitForTransactionReceiptTimeoutError')) throw error;
    }
    // No receipt in time. Still in the node's pool: only slow, so watch on.
    const known = await readSent(client, record.id);
    if (known) {
      sent = known;
      record = { ...record, sentAt: Date.now() };
      continue;
    }
    // Unknown, but its nonce is used: another transaction took its place unseen.
    if (sent) {
      const count = await getTransactionCount(client, { address: sent.from, blockTag: 'latest' });
      if (count > sent.nonce) return { kind: 'nonce-used' };
    }
    return { kind: 'not-found' };
  }
}

/**
 * Watches a recorded transaction until it is final and writes its outcome into the record: mined
 * (confirmed or reverted), sped up, cancelled or replaced by the wallet (viem's `onReplaced`),
 * or not found. Resolves to the outcome; one watch per transaction, shared by every caller.
 */
export function followTransaction(
  config: Config,
  record: TransactionRecord,
  { notFoundAfterMs = NOT_FOUND_AFTER_MS }: { notFoundAfterMs?: number } = {},
): Promise<FollowOutcome> {
  const key = `${record.chainId}:${record.id}`;
  const existing = following.get(key);
  if (existing) return existing;
  const watch = follow(config, record, notFoundAfterMs)
    .then((outcome) => {
      useActivityStore.getState().update(record.chainId, record.id, {
        status: outcomeStatus(outcome),
        settledAt: Date.now(),
      });
      return outcome;
    })
    .finally(() => following.delete(key));
  following.set(key, watch);
  return watch;
}

/** Whether this tab is watching the transaction (so it knows who tells its outcome). */
export function isFollowing(chainId: number, hash: Hash): boolean {
  return following.has(`${chainId}:${hash}`);
}
