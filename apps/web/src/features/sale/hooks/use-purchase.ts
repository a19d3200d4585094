import { useEffect, useRef, useState } from 'react';
import type { Address, Hex } from 'viem';
import { formatEco } from '@/lib/format';
import { transactionAlert } from '@/lib/wallet/transaction-alert';
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

/**
 * Simulate, send, wait for the receipt: the shared transaction flow, worded for a purchase.
 * `purchase` resolves to whether the purchase was confirmed.
 */
export function usePurchase() {
  const openAlert = useAlertStore((store) => store.open);
  const [amount, setAmount] = useState(0n);
  const sent = useRef<{ amount: bigint; chainId: number }>({ amount: 0n, chainId: 0 });
  // The dialog tells the outcome itself while it shows this purchase; once it is closed (or shows
  // another stage) the outcome goes to the global alert, so it is still seen.
  const shown = useRef(true);
  useEffect(() => {
    shown.current = true;
    return () => {
      shown.current = false;
    };
  }, []);
  const transaction = useContractTransaction(wording, {
    onSettled: (next) => {
      if (shown.current) return;
      const { chainId } = sent.current;
      if (next.step === 'done') {
        openAlert(
          transactionAlert({
            color: 'green',
            title: 'Purchase confirmed',
            message: `${formatEco(sent.current.amount)} ECO arrived in your wallet.`,
            hash: next.hash,
            chainId,
          }),
        );
      } else if (next.step === 'failed') {
        openAlert(
          transactionAlert({
            color: 'red',
            title: next.title,
            message: next.message,
            hash: next.hash,
            chainId,
          }),
        );
      }
    },
  });

  const purchase = async (input: PurchaseInput): Promise<boolean> => {
    setAmount(input.amount);
    sent.current = { amount: input.amount, chainId: input.chainId };
    return transaction.run({
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
