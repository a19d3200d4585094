import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { walletErrorText, walletErrorWords } from '@/lib/wallet/errors';
import type {
  FailedTransaction,
  TransactionLostCause,
  TransactionStatus,
  TransactionType,
} from '@/lib/wallet/transaction';
import { donationsRefusal, ecoErrorText, ecoRefusal } from './refusals';

/**
 * The send button's label at each step, one wording for every dialog that sends a transaction:
 * `checking` names what is checked ("Checking the purchase…"), `action` what the button does.
 */
export function sendButtonLabel(
  step: TransactionStatus['step'],
  { action, checking = t`Checking…` }: { action: string; checking?: string },
): string {
  if (step === 'checking') return checking;
  if (step === 'confirm-in-wallet') return t`Confirm in your wallet…`;
  if (step === 'pending') return t`Waiting for confirmation…`;
  return action;
}

/** How the failures of one kind of transaction are worded (read with `i18n._`). */
type FailureWording = {
  /** The contract's refusal in words, when the error is one of the called contract's own. */
  refusal: (error: unknown) => string | undefined;
  /** Title when the contract refuses the call. */
  refusedTitle: MessageDescriptor;
  /** Title for any other failure. */
  failedTitle: MessageDescriptor;
  /** Message for any other failure; without one, the error's own message. */
  failedMessage?: MessageDescriptor;
  /** Title and message when the transaction was mined but reverted (the title: failedTitle). */
  revertedTitle?: MessageDescriptor;
  revertedMessage: MessageDescriptor;
  /** What did not happen when it never ran, opening a sentence: "No ECO was bought by it". */
  nothingHappened: MessageDescriptor;
  /** The same inside a sentence, not yet final: "no ECO was bought by it yet". */
  nothingHappenedYet: MessageDescriptor;
};

const wordings: Record<TransactionType, FailureWording> = {
  buy: {
    refusal: ecoRefusal,
    refusedTitle: msg`The contract refused this purchase`,
    failedTitle: msg`The purchase failed`,
    revertedMessage: msg`The transaction was mined but reverted; no ECO was bought and only the network fee was spent.`,
    nothingHappened: msg`No ECO was bought by it`,
    nothingHappenedYet: msg`no ECO was bought by it yet`,
  },
  'approve-usdc': {
    refusal: () => undefined,
    refusedTitle: msg`USDC refused the approval`,
    failedTitle: msg`The approval failed`,
    revertedMessage: msg`The transaction was mined but reverted: the sale may take no USDC and only the network fee was spent.`,
    nothingHappened: msg`No USDC was approved by it`,
    nothingHappenedYet: msg`no USDC was approved by it yet`,
  },
  return: {
    refusal: ecoRefusal,
    refusedTitle: msg`The contract refused to give this purchase back`,
    failedTitle: msg`Giving the purchase back failed`,
    revertedMessage: msg`The transaction was mined but reverted: the purchase stands, nothing was paid back and only the network fee was spent.`,
    nothingHappened: msg`Nothing was paid back by it`,
    nothingHappenedYet: msg`nothing was paid back by it yet`,
  },
  'owner-action': {
    refusal: ecoRefusal,
    refusedTitle: msg`The contract refused this change`,
    failedTitle: msg`The change failed`,
    revertedMessage: msg`The transaction was mined but reverted: nothing changed and only the network fee was spent.`,
    nothingHappened: msg`Nothing was changed by it`,
    nothingHappenedYet: msg`nothing was changed by it yet`,
  },
  // EcoDonations' refusals (decoded with its ABI) by name; whatever else is not a wallet problem
  // is told as the wallet's unknown error.
  donate: {
    refusal: donationsRefusal,
    refusedTitle: msg`The donations contract refused this donation`,
    failedTitle: walletErrorWords.unknown.title,
    failedMessage: walletErrorWords.unknown.message,
    revertedTitle: msg`The donation failed`,
    revertedMessage: msg`The transaction was mined but reverted: no ETH was donated and only the network fee was spent.`,
    nothingHappened: msg`No ETH was donated by it`,
    nothingHappenedYet: msg`no ETH was donated by it yet`,
  },
};

/** The words for a transaction that never ran: cancelled, replaced or not found. */
export function lostTransactionWords(
  type: TransactionType,
  cause: TransactionLostCause,
): { title: string; message: string } {
  const wording = wordings[type];
  switch (cause) {
    case 'cancelled': {
      const nothing = i18n._(wording.nothingHappened);
      return {
        title: t`Transaction cancelled`,
        message: t`It was cancelled in your wallet: a transaction with the same nonce took its place, so it will never run. ${nothing}; only the cancellation's network fee was spent.`,
      };
    }
    case 'replaced': {
      const nothing = i18n._(wording.nothingHappened);
      return {
        title: t`Transaction replaced`,
        message: t`Your wallet sent another transaction with the same nonce, which was mined instead, so this one will never run. ${nothing}. Your wallet's activity shows what was sent in its place.`,
      };
    }
    case 'not-found': {
      const nothingYet = i18n._(wording.nothingHappenedYet);
      return {
        title: t`Transaction not found`,
        message: t`The network has no record of this transaction: it was probably dropped (a fee too low) or replaced in your wallet. That is not a failure on the chain, and ${nothingYet}. Check your wallet's activity before sending it again.`,
      };
    }
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
  if (refusal !== undefined) return { title: i18n._(wording.refusedTitle), message: refusal };
  switch (failure.cause) {
    case 'reverted':
      return {
        title: i18n._(wording.revertedTitle ?? wording.failedTitle),
        message: i18n._(wording.revertedMessage),
      };
    case 'cancelled':
    case 'replaced':
    case 'not-found':
      return lostTransactionWords(type, failure.cause);
    // The called contract's refusals are worded above; any other error is quoted.
    case 'contract-refused':
    case 'error':
      return {
        title: i18n._(wording.failedTitle),
        message: wording.failedMessage
          ? i18n._(wording.failedMessage)
          : ecoErrorText(failure.error),
      };
    default:
      return walletErrorText(failure.cause);
  }
}
