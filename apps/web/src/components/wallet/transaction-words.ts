import { getEcoErrorMessage } from '@eco/contracts';
import { walletErrorMessages } from '@/lib/wallet/errors';
import type {
  FailedTransaction,
  TransactionLostCause,
  TransactionType,
} from '@/lib/wallet/transaction';

/** How the failures of one kind of transaction are worded. */
type FailureWording = {
  /** Title when the contract refuses the call (a revert with one of ECO's errors). */
  refusedTitle: string;
  /** Title for any other failure. */
  failedTitle: string;
  /** Message for any other failure; without one, the error's own message. */
  failedMessage?: string;
  /** Message when the transaction was mined but reverted. */
  revertedMessage: string;
  /** What did not happen when it never ran: "no ECO was bought". */
  nothingHappened: string;
};

const wordings: Record<TransactionType, FailureWording> = {
  buy: {
    refusedTitle: 'The contract refused this purchase',
    failedTitle: 'The purchase failed',
    revertedMessage:
      'The transaction was mined but reverted; no ECO was bought and only the network fee was spent.',
    nothingHappened: 'No ECO was bought by it',
  },
  'owner-action': {
    refusedTitle: 'The contract refused this change',
    failedTitle: 'The change failed',
    revertedMessage:
      'The transaction was mined but reverted: nothing changed and only the network fee was spent.',
    nothingHappened: 'Nothing was changed by it',
  },
  // A donation is a plain transfer: whatever is not a wallet problem is told as the wallet's
  // unknown error, a revert included.
  donate: {
    refusedTitle: walletErrorMessages.unknown.title,
    failedTitle: walletErrorMessages.unknown.title,
    failedMessage: walletErrorMessages.unknown.message,
    revertedMessage: walletErrorMessages.unknown.message,
    nothingHappened: 'No ETH was donated by it',
  },
};

/** The words for a transaction that never ran: cancelled, replaced or not found. */
export function lostTransactionWords(
  type: TransactionType,
  cause: TransactionLostCause,
): { title: string; message: string } {
  const nothing = wordings[type].nothingHappened;
  switch (cause) {
    case 'cancelled':
      return {
        title: 'Transaction cancelled',
        message: `It was cancelled in your wallet: a transaction with the same nonce took its place, so it will never run. ${nothing}; only the cancellation's network fee was spent.`,
      };
    case 'replaced':
      return {
        title: 'Transaction replaced',
        message: `Your wallet sent another transaction with the same nonce, which was mined instead, so this one will never run. ${nothing}. Your wallet's activity shows what was sent in its place.`,
      };
    case 'not-found':
      return {
        title: 'Transaction not found',
        message: `The network has no record of this transaction: it was probably dropped (a fee too low) or replaced in your wallet. That is not a failure on the chain, and ${nothing.charAt(0).toLowerCase()}${nothing.slice(1)} yet. Check your wallet's activity before sending it again.`,
      };
  }
}

/**
 * The one place where a failed transaction's cause becomes the words users see: its title and
 * message, worded for what the transaction was for.
 */
export function transactionFailureWords(
  type: TransactionType,
  failure: Pick<FailedTransaction, 'cause' | 'error'>,
): { title: string; message: string } {
  const wording = wordings[type];
  switch (failure.cause) {
    case 'contract-refused':
      return { title: wording.refusedTitle, message: getEcoErrorMessage(failure.error) };
    case 'reverted':
      return { title: wording.failedTitle, message: wording.revertedMessage };
    case 'cancelled':
    case 'replaced':
    case 'not-found':
      return lostTransactionWords(type, failure.cause);
    case 'error':
      return {
        title: wording.failedTitle,
        message: wording.failedMessage ?? getEcoErrorMessage(failure.error),
      };
    default:
      return walletErrorMessages[failure.cause];
  }
}
