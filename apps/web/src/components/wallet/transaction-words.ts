import { getEcoErrorMessage } from '@eco/contracts';
import { walletErrorMessages } from '@/lib/wallet/errors';
import type { FailedTransaction, TransactionType } from '@/lib/wallet/transaction';

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
};

const wordings: Record<TransactionType, FailureWording> = {
  buy: {
    refusedTitle: 'The contract refused this purchase',
    failedTitle: 'The purchase failed',
    revertedMessage:
      'The transaction was mined but reverted; no ECO was bought and only the network fee was spent.',
  },
  'owner-action': {
    refusedTitle: 'The contract refused this change',
    failedTitle: 'The change failed',
    revertedMessage:
      'The transaction was mined but reverted: nothing changed and only the network fee was spent.',
  },
  // A donation is a plain transfer: whatever is not a wallet problem is told as the wallet's
  // unknown error, a revert included.
  donate: {
    refusedTitle: walletErrorMessages.unknown.title,
    failedTitle: walletErrorMessages.unknown.title,
    failedMessage: walletErrorMessages.unknown.message,
    revertedMessage: walletErrorMessages.unknown.message,
  },
};

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
    case 'error':
      return {
        title: wording.failedTitle,
        message: wording.failedMessage ?? getEcoErrorMessage(failure.error),
      };
    default:
      return walletErrorMessages[failure.cause];
  }
}
