import { useRef, useState } from 'react';
import { ecoTokenAbi, getEcoErrorMessage, getEcoErrorName } from '@eco/contracts';
import { useQueryClient } from '@tanstack/react-query';
import type { Abi, Address, Hash } from 'viem';
import { useConfig } from 'wagmi';
import { prepareContractWrite, sendContractWrite, waitForTransaction } from './contract';
import { walletErrorKind, walletErrorMessage } from './errors';
import { invalidateChainReads } from './invalidate-chain-reads';

/**
 * What a transaction means for the screen showing it, kept apart from its chain status:
 * checked (simulated), waiting for the wallet, sent and pending, confirmed, or failed.
 */
export type TransactionState =
  | { step: 'idle' }
  | { step: 'checking' }
  | { step: 'review' }
  | { step: 'confirm-in-wallet' }
  | { step: 'pending'; hash: Hash }
  | { step: 'done'; hash: Hash }
  | { step: 'failed'; title: string; message: string; hash?: Hash; wrongNetwork?: boolean };

/** One contract call to simulate and send (ECO's ABI unless another is given). */
export type ContractCall = {
  address: Address;
  chainId: number;
  account: Address;
  functionName: string;
  args?: readonly unknown[];
  value?: bigint;
  abi?: Abi;
};

/** How failures of this kind of transaction are titled. */
export type TransactionWording = {
  /** Title when the contract refuses the call (a revert with one of ECO's errors). */
  refusedTitle: string;
  /** Title for any other failure. */
  failedTitle: string;
  /** Message when the transaction was mined but reverted. */
  revertedMessage: string;
};

/** The failed state for an error: a contract refusal, a wallet problem, or anything else. */
export function describeTransactionFailure(
  error: unknown,
  wording: TransactionWording,
): Extract<TransactionState, { step: 'failed' }> {
  if (getEcoErrorName(error))
    return { step: 'failed', title: wording.refusedTitle, message: getEcoErrorMessage(error) };
  const kind = walletErrorKind(error);
  if (kind !== 'unknown')
    return { step: 'failed', ...walletErrorMessage(error), wrongNetwork: kind === 'chainMismatch' };
  return { step: 'failed', title: wording.failedTitle, message: getEcoErrorMessage(error) };
}

type Prepared = Awaited<ReturnType<typeof prepareContractWrite>>;

/**
 * Simulate, send, wait for the receipt, each step visible and every failure explained. `check`
 * simulates only (the screen can then show what will change) and `send` sends what was checked;
 * `run` does both at once. After a confirmed transaction the chain reads are refreshed.
 */
export function useContractTransaction(
  wording: TransactionWording,
  options: { onSettled?: (state: TransactionState) => void } = {},
) {
  const config = useConfig();
  const queryClient = useQueryClient();
  const [state, setLocalState] = useState<TransactionState>({ step: 'idle' });
  const prepared = useRef<{ request: Prepared; chainId: number } | undefined>(undefined);
  const setState = (next: TransactionState) => {
    setLocalState(next);
    if (next.step === 'done' || next.step === 'failed') options.onSettled?.(next);
  };

  const check = async (call: ContractCall): Promise<boolean> => {
    prepared.current = undefined;
    setLocalState({ step: 'checking' });
    try {
      const request = await prepareContractWrite(config, { abi: ecoTokenAbi, ...call });
      prepared.current = { request, chainId: call.chainId };
      setLocalState({ step: 'review' });
      return true;
    } catch (error) {
      setState(describeTransactionFailure(error, wording));
      return false;
    }
  };

  const send = async (): Promise<boolean> => {
    const current = prepared.current;
    prepared.current = undefined;
    if (!current) return false;
    let hash: Hash | undefined;
    try {
      setLocalState({ step: 'confirm-in-wallet' });
      hash = await sendContractWrite(config, current.request);
      setLocalState({ step: 'pending', hash });
      const receipt = await waitForTransaction(config, hash, current.chainId);
      if (receipt.status !== 'success') {
        setState({
          step: 'failed',
          title: wording.failedTitle,
          message: wording.revertedMessage,
          hash,
        });
        return false;
      }
      setState({ step: 'done', hash });
      await invalidateChainReads(queryClient);
      return true;
    } catch (error) {
      setState({ ...describeTransactionFailure(error, wording), hash });
      return false;
    }
  };

  const run = async (call: ContractCall): Promise<boolean> => (await check(call)) && send();

  const reset = () => {
    prepared.current = undefined;
    setLocalState({ step: 'idle' });
  };

  return { state, check, send, run, reset };
}

/** Whether the transaction is between the first check and its outcome. */
export function isTransactionBusy(state: TransactionState): boolean {
  return (
    state.step === 'checking' || state.step === 'confirm-in-wallet' || state.step === 'pending'
  );
}
