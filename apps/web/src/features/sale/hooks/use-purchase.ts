import { useState } from 'react';
import { ecoTokenAbi, getEcoErrorMessage, getEcoErrorName } from '@eco/contracts';
import { useQueryClient } from '@tanstack/react-query';
import type { Address, Hash, Hex } from 'viem';
import { useConfig } from 'wagmi';
import { prepareContractWrite, sendContractWrite, waitForTransaction } from '@/lib/wallet/contract';
import { invalidateChainReads } from '@/lib/wallet/invalidate-chain-reads';
import { walletErrorKind, walletErrorMessage } from '@/lib/wallet/errors';
import { useAlertStore } from '@/stores/alert';
import type { SaleStageKey } from '@/stores/sale-dialog';

/** What a purchase means for the dialog, kept apart from the transaction's chain status. */
export type PurchaseState =
  | { step: 'idle' }
  | { step: 'checking' }
  | { step: 'confirm-in-wallet' }
  | { step: 'pending'; hash: Hash }
  | { step: 'done'; hash: Hash; amount: bigint }
  | { step: 'failed'; title: string; message: string; hash?: Hash; wrongNetwork?: boolean };

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

function purchaseCall({ stage, amount, referrer, proof }: PurchaseInput) {
  if (stage === 'partners') {
    return referrer
      ? ({ functionName: 'mintForPartners', args: [proof ?? [], amount, referrer] } as const)
      : ({ functionName: 'mintForPartners', args: [proof ?? [], amount] } as const);
  }
  const functionName = stage === 'private' ? 'privateSale' : 'publicSale';
  return referrer
    ? ({ functionName, args: [amount, referrer] } as const)
    : ({ functionName, args: [amount] } as const);
}

function describeFailure(error: unknown): Extract<PurchaseState, { step: 'failed' }> {
  if (getEcoErrorName(error))
    return {
      step: 'failed',
      title: 'The contract refused this purchase',
      message: getEcoErrorMessage(error),
    };
  const kind = walletErrorKind(error);
  if (kind !== 'unknown')
    return { step: 'failed', ...walletErrorMessage(error), wrongNetwork: kind === 'chainMismatch' };
  return { step: 'failed', title: 'The purchase failed', message: getEcoErrorMessage(error) };
}

/** Simulate, send, wait for the receipt: each step visible, every failure explained. */
export function usePurchase() {
  const config = useConfig();
  const queryClient = useQueryClient();
  const [state, setLocalState] = useState<PurchaseState>({ step: 'idle' });
  const openAlert = useAlertStore((store) => store.open);
  // The outcome also goes to the global alert, so it is seen even after the dialog is closed.
  const setState = (next: PurchaseState) => {
    setLocalState(next);
    if (next.step === 'done') {
      openAlert({
        color: 'green',
        title: 'Purchase confirmed',
        message: `Your ECO arrived in transaction ${next.hash}.`,
      });
    } else if (next.step === 'failed') {
      openAlert({ color: 'red', title: next.title, message: next.message });
    }
  };

  const purchase = async (input: PurchaseInput) => {
    setState({ step: 'checking' });
    let hash: Hash | undefined;
    try {
      const request = await prepareContractWrite(config, {
        address: input.contract,
        abi: ecoTokenAbi,
        chainId: input.chainId,
        account: input.account,
        value: input.cost,
        ...purchaseCall(input),
      });
      setState({ step: 'confirm-in-wallet' });
      hash = await sendContractWrite(config, request);
      setState({ step: 'pending', hash });
      const receipt = await waitForTransaction(config, hash, input.chainId);
      if (receipt.status !== 'success') {
        setState({
          step: 'failed',
          title: 'The purchase was reverted',
          message:
            'The transaction was mined but reverted; no ECO was bought and only the network fee was spent.',
          hash,
        });
        return;
      }
      setState({ step: 'done', hash, amount: input.amount });
      // Balances, progress bars and history all read the chain again.
      await invalidateChainReads(queryClient);
    } catch (error) {
      setState({ ...describeFailure(error), hash });
    }
  };

  return { state, purchase, reset: () => setLocalState({ step: 'idle' }) };
}
