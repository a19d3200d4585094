import { useState } from 'react';
import {
  isTransactionBusy,
  useContractTransaction,
  type TransactionWording,
} from '@/lib/wallet/use-contract-transaction';
import { useOwnerContext } from './use-owner-context';

/** One line of "what will change": a setting, its value now and after the transaction. */
export type Change = { label: string; from: string; to: string };

/** The contract call of an owner action (ECO's ABI, the panel's contract and account). */
export type OwnerCall = { functionName: string; args?: readonly unknown[] };

const wording: TransactionWording = {
  refusedTitle: 'The contract refused this change',
  failedTitle: 'The change failed',
  revertedMessage:
    'The transaction was mined but reverted: nothing changed and only the network fee was spent.',
};

/**
 * One owner action: `review` simulates the call and keeps the list of changes to show, `send`
 * sends what was reviewed, `cancel` drops it, `edited` drops it when the form's inputs change. The transaction flow is the site's shared one.
 */
export function useOwnerAction() {
  const { contract, chainId, account } = useOwnerContext();
  const transaction = useContractTransaction(wording);
  const [plan, setPlan] = useState<{ changes: Change[]; summary: string } | null>(null);

  const review = async (call: OwnerCall, changes: Change[], summary: string) => {
    setPlan({ changes, summary });
    return transaction.check({ address: contract, chainId, account, ...call });
  };

  const cancel = () => {
    transaction.reset();
    setPlan(null);
  };

  // An input of the form changed: a review (or result) of the old values no longer applies.
  const edited = () => {
    if (transaction.state.step !== 'idle') cancel();
  };

  return {
    state: transaction.state,
    plan,
    chainId,
    review,
    send: transaction.send,
    cancel,
    edited,
    busy: isTransactionBusy(transaction.state),
  };
}

export type OwnerAction = ReturnType<typeof useOwnerAction>;
