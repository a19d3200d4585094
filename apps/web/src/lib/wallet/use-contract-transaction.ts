import { useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Abi, Address } from 'viem';
import { useConfig } from 'wagmi';
import { writeContract } from 'wagmi/actions';
import { settledTransactionAlert } from '@/components/wallet/settled-alert';
import { useShownRef } from '@/hooks/use-shown-ref';
import { useAlertStore } from '@/stores/alert';
import { useActivityStore } from '@/stores/activity';
import {
  prepareWrite,
  type ContractCall,
  type PreparedWrite,
  type WriteFunctionName,
} from './contract';
import { followTransaction, outcomeEvent } from './follow-transaction';
import { invalidateChainReads } from './invalidate-chain-reads';
import {
  nextTransactionStatus,
  type TransactionEvent,
  type TransactionInfo,
  type TransactionStatus,
} from './transaction';

/**
 * The site's one way to send a transaction to any contract, generic over the contract's ABI and
 * function as scaffold-eth-2's `useScaffoldWriteContract` is: `functionName` must be one of the
 * ABI's state-changing functions and `args` its arguments (see contract-calls.test-d.ts).
 *
 * Simulate, send, wait for the receipt, each step visible and every failure classified. `check`
 * simulates only (the screen can then show what will change) and `send` sends what was checked;
 * `run` does both at once. From the moment the wallet returns its hash the transaction is recorded
 * in the browser (stores/activity.ts) and followed to its end, through a speed-up, a cancellation
 * or a reload (follow-transaction.ts). After a confirmed transaction the chain reads are
 * refreshed. `info` (what the transaction is for) is kept with it, apart from its `status` on the
 * chain. The component that sent it tells the outcome while it is mounted; once it is gone (a
 * closed dialog) the outcome goes to a toast, so it is still seen.
 */
export function useContractTransaction<I extends TransactionInfo>() {
  const config = useConfig();
  const queryClient = useQueryClient();
  const openAlert = useAlertStore((store) => store.open);
  const shown = useShownRef();
  const [status, setStatus] = useState<TransactionStatus>({ step: 'idle' });
  const [info, setInfo] = useState<I | undefined>(undefined);
  // The status as of the last event, for events that build on it (a hash, once sent).
  const current = useRef<TransactionStatus>({ step: 'idle' });
  // What was checked last: where it is sent from, what it is for, and the request to send.
  type Checked = { chainId: number; account: Address; info: I; request?: PreparedWrite };
  const checked = useRef<Checked | undefined>(undefined);
  const dispatch = (event: TransactionEvent) => {
    const next = nextTransactionStatus(current.current, event);
    current.current = next;
    setStatus(next);
    const sent = checked.current;
    if (shown.current || !sent) return;
    const alert = settledTransactionAlert(sent.info, next, sent.chainId);
    if (alert) openAlert(alert);
  };

  const check = async <const A extends Abi, F extends WriteFunctionName<A>>(
    call: ContractCall<A, F>,
    what: I,
  ): Promise<boolean> => {
    const entry: Checked = { chainId: call.chainId, account: call.account, info: what };
    checked.current = entry;
    setInfo(what);
    dispatch({ type: 'check' });
    try {
      entry.request = await prepareWrite(config, call);
      dispatch({ type: 'checked' });
      return true;
    } catch (error) {
      dispatch({ type: 'error', error });
      return false;
    }
  };

  const send = async (): Promise<boolean> => {
    const entry = checked.current;
    const request = entry?.request;
    if (!entry || !request) return false;
    // Sent once: a second `send` without a new check sends nothing.
    delete entry.request;
    try {
      dispatch({ type: 'send' });
      // Built by simulateContract for its own ABI; writeContract's parameter type cannot follow
      // a request over the wide `Abi`, so it is widened here.
      const hash = await writeContract(config, request as Parameters<typeof writeContract>[1]);
      dispatch({ type: 'sent', hash });
      const record = {
        kind: 'transaction' as const,
        id: hash,
        chainId: entry.chainId,
        account: entry.account,
        info: entry.info,
        sentAt: Date.now(),
        status: 'pending' as const,
      };
      useActivityStore.getState().put(record);
      dispatch(outcomeEvent(await followTransaction(config, record)));
      const success = current.current.step === 'done';
      if (success) await invalidateChainReads(queryClient);
      return success;
    } catch (error) {
      dispatch({ type: 'error', error });
      return false;
    }
  };

  const run = async <const A extends Abi, F extends WriteFunctionName<A>>(
    call: ContractCall<A, F>,
    what: I,
  ): Promise<boolean> => (await check(call, what)) && send();

  const reset = () => {
    checked.current = undefined;
    current.current = { step: 'idle' };
    setStatus({ step: 'idle' });
  };

  return { status, info, check, send, run, reset };
}
