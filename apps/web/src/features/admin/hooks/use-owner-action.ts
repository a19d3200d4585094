import { ecoTokenAbi } from '@eco/contracts';
import type { EcoWriteCall, EcoWriteFunctionName } from '@/lib/wallet/contract';
import type { OwnerChange, TransactionInfo } from '@/lib/wallet/transaction';
import { isTransactionBusy } from '@/lib/wallet/transaction';
import { useContractTransaction } from '@/lib/wallet/use-contract-transaction';
import { useOwnerContext } from './use-owner-context';

/** One line of "what will change": a setting, its value now and after the transaction. */
export type Change = OwnerChange;

/**
 * The contract call of an owner action (ECO's ABI, the panel's contract and account), generic
 * over the function so its arguments are checked against the ABI.
 */
export type OwnerCall<F extends EcoWriteFunctionName = EcoWriteFunctionName> = EcoWriteCall<F>;

export type OwnerActionInfo = Extract<TransactionInfo, { type: 'owner-action' }>;

/**
 * One owner action: `review` simulates the call and keeps what it is for (the changes to show,
 * the summary once done), `send` sends what was reviewed, `cancel` drops it, `edited` drops it
 * when the form's inputs change. The transaction flow is the site's shared one.
 */
export function useOwnerAction() {
  const { contract, chainId, account, timelock } = useOwnerContext();
  const transaction = useContractTransaction<OwnerActionInfo>();
  const { status } = transaction;
  // What is under review or was sent; dropped with the review.
  const info = status.step === 'idle' ? undefined : transaction.info;

  const review = async <F extends EcoWriteFunctionName>(
    call: OwnerCall<F>,
    changes: Change[],
    summary: string,
  ) =>
    transaction.check(
      {
        abi: ecoTokenAbi,
        address: contract,
        chainId,
        account,
        ...call,
        // Through the owner timelock: scheduled now, it runs once the delay has passed.
        via: timelock && { timelock: timelock.address, delay: timelock.minDelay },
      },
      {
        type: 'owner-action',
        changes,
        summary,
        delaySeconds: timelock && Number(timelock.minDelay),
      },
    );

  const cancel = () => transaction.reset();

  // An input of the form changed: a review (or result) of the old values no longer applies.
  const edited = () => {
    if (status.step !== 'idle') cancel();
  };

  return {
    status,
    info,
    chainId,
    review,
    send: transaction.send,
    cancel,
    edited,
    busy: isTransactionBusy(status),
  };
}

export type OwnerAction = ReturnType<typeof useOwnerAction>;
