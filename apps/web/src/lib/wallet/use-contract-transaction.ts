import { useRef, useState } from 'react';
import { ecoTokenAbi } from '@eco/contracts';
import { useQueryClient } from '@tanstack/react-query';
import type { Address, Hash } from 'viem';
import { useConfig } from 'wagmi';
import {
  prepareContractWrite,
  prepareScheduledWrite,
  sendContractWrite,
  type EcoWriteArgs,
  type EcoWriteFunctionName,
  type PreparedWrite,
  type TimelockRoute,
} from './contract';
import { followTransaction, outcomeEvent } from './follow-transaction';
import { invalidateChainReads } from './invalidate-chain-reads';
import { useActivityStore } from './transaction-history';
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

/** The account a simulated request sends from (viem gives an address or a local account). */
function requestAccount(request: PreparedWrite): Address | undefined {
  const account = (request as { account?: Address | { address: Address } }).account;
  return typeof account === 'string' ? account : account?.address;
}

/**
 * Simulate, send, wait for the receipt, each step visible and every failure classified. `check`
 * simulates only (the screen can then show what will change) and `send` sends what was checked;
 * `run` does both at once. From the moment the wallet returns its hash the transaction is recorded
 * in the browser (transaction-history.ts) and followed to its end, through a speed-up, a
 * cancellation or a reload (follow-transaction.ts). After a confirmed transaction the chain reads
 * are refreshed. `info`
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
      const account = requestAccount(checked.request);
      const info = currentInfo.current;
      if (!account || !info) throw new Error('a sent transaction needs its account and info');
      const record = {
        kind: 'transaction' as const,
        id: hash,
        chainId: checked.chainId,
        account,
        info,
        sentAt: Date.now(),
        status: 'pending' as const,
      };
      useActivityStore.getState().put(record);
      const outcome = await followTransaction(config, record);
      const event = outcomeEvent(outcome);
      dispatch(event);
      const success = current.current.step === 'done';
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
