import { getEcoErrorName, saleStageNames } from '@eco/contracts';
import { isAddress, type Address, type Hash } from 'viem';
import * as z from 'zod/mini';
import { walletErrorKind, type WalletErrorKind } from './errors';

/**
 * A transaction is two things kept apart, as the Uniswap interface keeps a transaction's `info`
 * apart from its `status`: what it is for (`TransactionInfo`, fixed when it starts) and where it
 * stands on the chain (`TransactionStatus`, moved on by `nextTransactionStatus`). Neither holds a
 * sentence for the screen: `components/wallet/transaction-words.ts` turns them into words.
 */

/** An address as viem accepts it (any letter case), for what is read back from storage. */
export const address = z.custom<Address>(
  (value) => typeof value === 'string' && isAddress(value, { strict: false }),
);

/** What a purchase is paid with. */
export const paymentAsset = z.enum(['eth', 'usdc']);
export type PaymentAsset = z.infer<typeof paymentAsset>;

/** One line of "what will change": a setting, its value now and after the transaction. */
const ownerChange = z.object({ label: z.string(), from: z.string(), to: z.string() });
export type OwnerChange = z.infer<typeof ownerChange>;

/**
 * What a transaction is for. A schema, because it is also read back from the browser's storage
 * (stores/activity.ts), which is input.
 */
export const transactionInfoSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('buy'),
    stage: z.enum(saleStageNames),
    /** ECO base units bought. */
    amount: z.bigint(),
    /** What it was paid with; `cost` is in that asset's base units (wei, or USDC's 6 decimals). */
    asset: paymentAsset,
    cost: z.bigint(),
    referrer: z.optional(address),
  }),
  z.object({
    /** Step 1 of 2 of a USDC purchase for a wallet without permit or batches: the allowance. */
    type: z.literal('approve-usdc'),
    /** USDC base units the sale may take. */
    amount: z.bigint(),
  }),
  z.object({
    /**
     * A purchase given back (docs/decisions/0032): withdrawn within its window, or refunded from a
     * cancelled stage or one that missed its minimum raise.
     */
    type: z.literal('return'),
    kind: z.enum(['withdraw', 'refund']),
    stage: z.enum(saleStageNames),
    /** The purchase's number in its stage. */
    index: z.bigint(),
    /** ECO base units that go back (burned). */
    amount: z.bigint(),
    asset: paymentAsset,
    /** What comes back, in the asset's base units: exactly what the purchase cost. */
    cost: z.bigint(),
  }),
  z.object({
    type: z.literal('donate'),
    campaign: z.string(),
    /** The amount of ETH as the donor typed it. */
    amount: z.string(),
  }),
  z.object({
    type: z.literal('owner-action'),
    /** What will change, shown for review. */
    changes: z.array(ownerChange),
    /** The change in one sentence, told once it is done. */
    summary: z.string(),
    /** Set when the change goes through the owner timelock: the seconds it waits to run. */
    delaySeconds: z.optional(z.number()),
  }),
]);
export type TransactionInfo = z.infer<typeof transactionInfoSchema>;

export type TransactionType = TransactionInfo['type'];

/**
 * Why a transaction failed: the contract refused it (one of ECO's errors), it was mined but
 * reverted, a wallet problem (see `walletErrorKind`), or anything else (`error`).
 */
export type TransactionFailureCause =
  | 'contract-refused'
  | 'reverted'
  | TransactionLostCause
  | Exclude<WalletErrorKind, 'unknown'>
  | 'error';

/**
 * Why a sent transaction never got a receipt of its own: the wallet cancelled it (a same-nonce
 * transaction to itself), replaced it with another one, or the network no longer knows it
 * (`not-found`: dropped, or replaced by a transaction nobody saw; not a failure on the chain).
 */
export type TransactionLostCause = 'cancelled' | 'replaced' | 'not-found';

/** How a wallet replaced a transaction (viem's `onReplaced` reasons). */
export const replacementReason = z.enum(['repriced', 'cancelled', 'replaced']);
export type ReplacementReason = z.infer<typeof replacementReason>;

/** Where a transaction stands on the chain. */
export type TransactionStatus =
  | { step: 'idle' }
  | { step: 'checking' }
  | { step: 'review' }
  | { step: 'confirm-in-wallet' }
  /** Sent; `hash` is unknown only while a wallet's batch (EIP-5792) waits to be included. */
  | { step: 'pending'; hash?: Hash }
  | {
      step: 'done';
      hash: Hash;
      /** Set when the wallet sped the transaction up: the hash it was sent with first. */
      spedUpFrom?: Hash;
    }
  | {
      step: 'failed';
      cause: TransactionFailureCause;
      /** The error behind the failure, for the words that quote it (a contract's refusal). */
      error?: unknown;
      hash?: Hash;
    };

export type FailedTransaction = Extract<TransactionStatus, { step: 'failed' }>;

/** What happens to a transaction, in the order it can happen. */
export type TransactionEvent =
  | { type: 'check' }
  | { type: 'checked' }
  | { type: 'send' }
  /** A batch (EIP-5792) the wallet accepted: its transaction's hash is known once it is mined. */
  | { type: 'submitted' }
  | { type: 'sent'; hash: Hash }
  | { type: 'mined'; success: boolean }
  /** Another transaction took this one's nonce (`hash`, mined with `success`), or none was seen. */
  | { type: 'replaced'; reason: ReplacementReason; hash: Hash; success: boolean }
  | { type: 'lost'; cause: 'replaced' | 'not-found' }
  | { type: 'error'; error: unknown }
  | { type: 'reset' };

/** The cause of a failure: a refusal with one of ECO's errors, a wallet problem, or anything else. */
export function failureCause(error: unknown): TransactionFailureCause {
  if (getEcoErrorName(error)) return 'contract-refused';
  const kind = walletErrorKind(error);
  return kind === 'unknown' ? 'error' : kind;
}

/** The hash a status carries, once the transaction was sent. */
function sentHash(status: TransactionStatus): Hash | undefined {
  return status.step === 'pending' || status.step === 'done' ? status.hash : undefined;
}

/** The status after `event`. */
export function nextTransactionStatus(
  status: TransactionStatus,
  event: TransactionEvent,
): TransactionStatus {
  const hash = sentHash(status);
  switch (event.type) {
    case 'check':
      return { step: 'checking' };
    case 'checked':
      return { step: 'review' };
    case 'send':
      return { step: 'confirm-in-wallet' };
    case 'submitted':
      return { step: 'pending' };
    case 'sent':
      return { step: 'pending', hash: event.hash };
    case 'mined':
      if (!hash) return status;
      return event.success ? { step: 'done', hash } : { step: 'failed', cause: 'reverted', hash };
    case 'replaced':
      if (!hash) return status;
      // A sped-up transaction is the same purchase at a higher fee: its outcome is the purchase's.
      if (event.reason === 'repriced') {
        return event.success
          ? { step: 'done', hash: event.hash, spedUpFrom: hash }
          : { step: 'failed', cause: 'reverted', hash: event.hash };
      }
      return { step: 'failed', cause: event.reason, hash };
    case 'lost':
      return hash ? { step: 'failed', cause: event.cause, hash } : status;
    case 'error':
      return {
        step: 'failed',
        cause: failureCause(event.error),
        error: event.error,
        ...(hash ? { hash } : {}),
      };
    case 'reset':
      return { step: 'idle' };
  }
}

/** Whether the transaction is between the first check and its outcome. */
export function isTransactionBusy(status: TransactionStatus): boolean {
  return (
    status.step === 'checking' || status.step === 'confirm-in-wallet' || status.step === 'pending'
  );
}
