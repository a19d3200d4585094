import { useState } from 'react';
import type { Address, Hex } from 'viem';
import {
  useContractTransaction,
  type TransactionState,
  type TransactionWording,
} from '@/lib/wallet/use-contract-transaction';
import { useAlertStore } from '@/stores/alert';
import type { SaleStageKey } from '@/stores/sale-dialog';

/** What a purchase means for the dialog, kept apart from the transaction's chain status. */
export type PurchaseState =
  | Exclude<TransactionState, { step: 'done' }>
  | (Extract<TransactionState, { step: 'done' }> & { amount: bigint });

type PurchaseInput = {
  contract: Address;
  chainId: number;
  account: Address;
  stage: SaleStageKey;
  amount: bigint;
  cost: bigint;
  referrer?: Address;
  proof?: Hex[];
};

const wording: TransactionWording = {
  refusedTitle: 'The contract refused this purchase',
  failedTitle: 'The purchase failed',
  revertedMessage:
    'The transaction was mined but reverted; no ECO was bought and only the network fee was spent.',
};

function purchaseCall({ stage, amount, referrer, proof }: PurchaseInput) {
  if (stage === 'partners') {
    return referrer
      ? { functionName: 'mintForPartners', args: [proof ?? [], amount, referrer] }
      : { functionName: 'mintForPartners', args: [proof ?? [], amount] };
  }
  const functionName = stage === 'private' ? 'privateSale' : 'publicSale';
  return referrer ? { functionName, args: [amount, referrer] } : { functionName, args: [amount] };
}

/** Simulate, send, wait for the receipt: the shared transaction flow, worded for a purchase. */
export function usePurchase() {
  const openAlert = useAlertStore((store) => store.open);
  const [amount, setAmount] = useState(0n);
  // The outcome also goes to the global alert, so it is seen even after the dialog is closed.
  const transaction = useContractTransaction(wording, {
    onSettled: (next) => {
      if (next.step === 'done') {
        openAlert({
          color: 'green',
          title: 'Purchase confirmed',
          message: `Your ECO arrived in transaction ${next.hash}.`,
        });
      } else if (next.step === 'failed') {
        openAlert({ color: 'red', title: next.title, message: next.message });
      }
    },
  });

  const purchase = async (input: PurchaseInput) => {
    setAmount(input.amount);
    await transaction.run({
      address: input.contract,
      chainId: input.chainId,
      account: input.account,
      value: input.cost,
      ...purchaseCall(input),
    });
  };

  const state: PurchaseState =
    transaction.state.step === 'done' ? { ...transaction.state, amount } : transaction.state;
  return { state, purchase, reset: transaction.reset };
}
