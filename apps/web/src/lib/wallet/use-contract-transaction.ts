import { useRef, useState } from 'react';
import { ecoTokenAbi } from '@eco/contracts';
import { useQueryClient } from '@tanstack/react-query';
import type { Address, Hash } from 'viem';
import { useConfig } from 'wagmi';
import {
  prepareContractWrite,
  prepareScheduledWrite,
  sendContractWrite,
  waitForTransaction,
  type EcoWriteArgs,
  type EcoWriteFunctionName,
  type PreparedWrite,
  type TimelockRoute,
} from './contract';
import { invalidateChainReads } from './invalidate-chain-reads';
import {
  nextTransactionStatus,
  type TransactionEvent,
  type TransactionInfo,
  type TransactionStatus,
} from './transaction';

/**
 * One call of an ECO write, generic over the function as scaffold-eth-2's
 * `useScaffoldWriteContract` is: `functionName` must be one of ECO's state-changing functions and
 * `args` its arguments, as the generated ABI types them (see contract-calls.test-d.ts).
 */
export type ContractCall<F extends EcoWriteFunctionName = EcoWriteFunctionName> = {
  address: Address;
  chainId: number;
  account: Address;
  functionName: F;
  args?: EcoWriteArgs<F>;
  value?: bigint;
  /** An owner call the owner timelock makes: scheduled now, run after its delay. */
  via?: TimelockRoute;
};

/**
 * Simulate, send, wait for the receipt, each step visible and every failure classified. `check`
 * simulates only (the screen can then show what will change) and `send` sends what was checked;
 * `run` does both at once. After a confirmed transaction the chain reads are refreshed. `info`
 * (what the transaction is for) is kept with it, apart from its `status` on the chain.
 */
export function useContractTransaction<I extends TransactionInfo>(
  options: { onSettled?: (status: TransactionStatus, info: I | undefined) => void } = {},
) {
  const config = useConfig();
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<TransactionStatus>({ step: 'idle' });
  const [info, setInfo] = useState<I | undefined>(undefined);
  // The status as of the last event, for events that build on it (a hash, once sent).
  const current = useRef<TransactionStatus>({ step: 'idle' });
  const currentInfo = useRef<I | undefined>(undefined);
  const prepared = useRef<{ request: PreparedWrite; chainId: number } | undefined>(undefined);
  const dispatch = (event: TransactionEvent) => {
    const next = nextTransactionStatus(current.current, event);
    current.current = next;
    setStatus(next);
    if (next.step === 'done' || next.step === 'failed')
      options.onSettled?.(next, currentInfo.current);
  };

  /**
   * Simulates with `prepare` (a write to ECO, or through or to the owner timelock) and keeps the
   * request for `send`.
   */
  const checkWith = async (
    prepare: () => Promise<PreparedWrite>,
    chainId: number,
    what: I,
  ): Promise<boolean> => {
    prepared.current = undefined;
    currentInfo.current = what;
    setInfo(what);
    dispatch({ type: 'check' });
    try {
      const request = await prepare();
      prepared.current = { request, chainId };
      dispatch({ type: 'checked' });
      return true;
    } catch (error) {
      dispatch({ type: 'error', error });
      return false;
    }
  };

  const check = <F extends EcoWriteFunctionName>(call: ContractCall<F>, what: I) =>
    checkWith(
      () =>
        call.via
          ? prepareScheduledWrite(config, call, call.via)
          : prepareContractWrite(config, { abi: ecoTokenAbi, ...call }),
      call.chainId,
      what,
    );

  const send = async (): Promise<boolean> => {
    const checked = prepared.current;
    prepared.current = undefined;
    if (!checked) return false;
    try {
      dispatch({ type: 'send' });
      const hash: Hash = await sendContractWrite(config, checked.request);
      dispatch({ type: 'sent', hash });
      const receipt = await waitForTransaction(config, hash, checked.chainId);
      const success = receipt.status === 'success';
      dispatch({ type: 'mined', success });
      if (success) await invalidateChainReads(queryClient);
      return success;
    } catch (error) {
      dispatch({ type: 'error', error });
      return false;
    }
  };

  const run = async <F extends EcoWriteFunctionName>(
    call: ContractCall<F>,
    what: I,
  ): Promise<boolean> => (await check(call, what)) && send();

  const reset = () => {
    prepared.current = undefined;
    current.current = { step: 'idle' };
    setStatus({ step: 'idle' });
  };

  return { status, info, check, checkWith, send, run, reset };
}
