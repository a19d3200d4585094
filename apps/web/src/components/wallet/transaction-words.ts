import { getEcoErrorMessage, getEcoErrorName } from '@eco/contracts';
import { getEcoDonationsErrorMessage, getEcoDonationsErrorName } from '@eco/contracts/errors';
import { walletErrorMessages } from '@/lib/wallet/errors';
import type {
  FailedTransaction,
  TransactionLostCause,
  TransactionStatus,
  TransactionType,
} from '@/lib/wallet/transaction';

/**
 * The send button's label at each step, one wording for every dialog that sends a transaction:
 * `checking` names what is checked ("Checking the purchase…"), `action` what the button does.
 */
export function sendButtonLabel(
  step: TransactionStatus['step'],
  { action, checking = 'Checking…' }: { action: string; checking?: string },
): string {
  if (step === 'checking') return checking;
  if (step === 'confirm-in-wallet') return 'Confirm in your wallet…';
  if (step === 'pending') return 'Waiting for confirmation…';
  return action;
}

/** How the failures of one kind of transaction are worded. */
type FailureWording = {
  /** The contract's refusal in words, when the error is one of the called contract's own. */
  refusal: (error: unknown) => string | undefined;
  /** Title when the contract refuses the call. */
  refusedTitle: string;
  /** Title for any other failure. */
  failedTitle: string;
  /** Message for any other failure; without one, the error's own message. */
  failedMessage?: string;
  /** Title and message when the transaction was mined but reverted (the title: failedTitle). */
  revertedTitle?: string;
  revertedMessage: string;
  /** What did not happen when it never ran: "no ECO was bought". */
  nothingHappened: string;
};

const ecoRefusal = (error: unknown) =>
  getEcoErrorName(error) ? getEcoErrorMessage(error) : undefined;

const wordings: Record<TransactionType, FailureWording> = {
  buy: {
    refusal: ecoRefusal,
    refusedTitle: 'The contract refused this purchase',
    failedTitle: 'The purchase failed',
    revertedMessage:
      'The transaction was mined but reverted; no ECO was bought and only the network fee was spent.',
    nothingHappened: 'No ECO was bought by it',
  },
  'approve-usdc': {
    refusal: () => undefined,
    refusedTitle: 'USDC refused the approval',
    failedTitle: 'The approval failed',
    revertedMessage:
      'The transaction was mined but reverted: the sale may take no USDC and only the network fee was spent.',
    nothingHappened: 'No USDC was approved by it',
  },
  return: {
    refusal: ecoRefusal,
    refusedTitle: 'The contract refused to give this purchase back',
    failedTitle: 'Giving the purchase back failed',
    revertedMessage:
      'The transaction was mined but reverted: the purchase stands, nothing was paid back and only the network fee was spent.',
    nothingHappened: 'Nothing was paid back by it',
  },
  'owner-action': {
    refusal: ecoRefusal,
    refusedTitle: 'The contract refused this change',
    failedTitle: 'The change failed',
    revertedMessage:
      'The transaction was mined but reverted: nothing changed and only the network fee was spent.',
    nothingHappened: 'Nothing was changed by it',
  },
  // EcoDonations' refusals (decoded with its ABI) by name; whatever else is not a wallet problem
  // is told as the wallet's unknown error.
  donate: {
    refusal: (error) =>
      getEcoDonationsErrorName(error) ? getEcoDonationsErrorMessage(error) : undefined,
    refusedTitle: 'The donations contract refused this donation',
    failedTitle: walletErrorMessages.unknown.title,
    failedMessage: walletErrorMessages.unknown.message,
    revertedTitle: 'The donation failed',
    revertedMessage:
      'The transaction was mined but reverted: no ETH was donated and only the network fee was spent.',
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
  const refusal = wording.refusal(failure.error);
  if (refusal !== undefined) return { title: wording.refusedTitle, message: refusal };
  switch (failure.cause) {
    case 'reverted':
      return {
        title: wording.revertedTitle ?? wording.failedTitle,
        message: wording.revertedMessage,
      };
    case 'cancelled':
    case 'replaced':
    case 'not-found':
      return lostTransactionWords(type, failure.cause);
    // The called contract's refusals are worded above; any other error is quoted.
    case 'contract-refused':
    case 'error':
      return {
        title: wording.failedTitle,
        message: wording.failedMessage ?? getEcoErrorMessage(failure.error),
      };
    default:
      return walletErrorMessages[failure.cause];
  }
}
