import { t } from '@lingui/core/macro';
import { useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Abi, Address, Hash, Hex } from 'viem';
import { useConfig } from 'wagmi';
import { sendCalls, waitForCallsStatus, writeContract } from 'wagmi/actions';
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
import { NOT_FOUND_AFTER_MS, followTransaction, outcomeEvent } from './follow-transaction';
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
 *
 * A call may need the wallet's signature first (a USDC permit): `check` then takes a function that
 * asks for it and returns the call. `runBatch` sends several calls as one EIP-5792 atomic batch
 * (approve + buy in one prompt); once the wallet tells the batch's final status, its transaction
 * is recorded and followed like any other: the buyer sees its hash, never the batch's id.
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

  const start = (entry: Checked) => {
    checked.current = entry;
    setInfo(entry.info);
  };

  const check = async <const A extends Abi, F extends WriteFunctionName<A>>(
    call: ContractCall<A, F> | SignedCall<A, F>,
    what: I,
  ): Promise<boolean> => {
    const entry: Checked = { chainId: call.chainId, account: call.account, info: what };
    start(entry);
    try {
      let prepared: ContractCall<A, F>;
      if ('sign' in call) {
        // The wallet's prompt comes first: the call cannot be simulated without the signature.
        dispatch({ type: 'send' });
        prepared = await call.sign();
      } else prepared = call;
      dispatch({ type: 'check' });
      entry.request = await prepareWrite(config, prepared);
      dispatch({ type: 'checked' });
      return true;
    } catch (error) {
      dispatch({ type: 'error', error });
      return false;
    }
  };

  /** Sends with `submit`, which resolves to the transaction's hash, then follows it to its end. */
  const submitted = async (entry: Checked, submit: () => Promise<Hash>): Promise<boolean> => {
    try {
      dispatch({ type: 'send' });
      const hash = await submit();
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

  const send = async (): Promise<boolean> => {
    const entry = checked.current;
    const request = entry?.request;
    if (!entry || !request) return false;
    // Sent once: a second `send` without a new check sends nothing.
    delete entry.request;
    // Built by simulateContract for its own ABI; writeContract's parameter type cannot follow
    // a request over the wide `Abi`, so it is widened here.
    return submitted(entry, () =>
      writeContract(config, request as Parameters<typeof writeContract>[1]),
    );
  };

  /**
   * Sends `calls` as one atomic batch (EIP-5792 `wallet_sendCalls`, atomicRequired) and waits for
   * its final status. Not simulated first: a later call may need what an earlier one does (the
   * allowance of an approve); the wallet simulates the batch as a whole before it asks.
   */
  const runBatch = async (batch: BatchRequest, what: I): Promise<boolean> => {
    const { chainId, account, calls } = batch;
    const entry: Checked = { chainId, account, info: what };
    start(entry);
    return submitted(entry, async () => {
      const { id } = await sendCalls(config, { account, chainId, calls, forceAtomic: true });
      dispatch({ type: 'submitted' });
      const final = await waitForCallsStatus(config, { id, timeout: NOT_FOUND_AFTER_MS });
      return batchTransactionHash(final);
    });
  };

  const run = async <const A extends Abi, F extends WriteFunctionName<A>>(
    call: ContractCall<A, F> | SignedCall<A, F>,
    what: I,
  ): Promise<boolean> => (await check(call, what)) && send();

  const reset = () => {
    checked.current = undefined;
    current.current = { step: 'idle' };
    setStatus({ step: 'idle' });
  };

  return { status, info, check, send, run, runBatch, reset };
}

/**
 * A call that needs the wallet's signature first (a permit): `sign` asks for it and returns the
 * call to simulate and send. Where it is sent from is known before.
 */
export type SignedCall<A extends Abi, F extends WriteFunctionName<A>> = {
  chainId: number;
  account: Address;
  sign: () => Promise<ContractCall<A, F>>;
};

/** Calls for one atomic batch, each encoded against its contract's ABI by the caller. */
export type BatchRequest = {
  chainId: number;
  account: Address;
  calls: readonly { to: Address; data: Hex; value?: bigint }[];
};

/** The final status of a batch, as wagmi's waitForCallsStatus answers it. */
type CallsStatus = Awaited<ReturnType<typeof waitForCallsStatus>>;

/**
 * The transaction an atomic batch was included in: its one receipt (the last, should a wallet
 * report one per call). A batch the wallet never included (EIP-5792's 400) has none: that is a
 * failure before the chain, and nothing was spent.
 */
export function batchTransactionHash(final: Pick<CallsStatus, 'receipts' | 'statusCode'>): Hash {
  const hash = final.receipts?.at(-1)?.transactionHash;
  if (!hash) {
    // Shown to the buyer as the failure's message (transaction-words.ts quotes it).
    const status = final.statusCode;
    throw new Error(t`Your wallet did not send the batch (status ${status}); nothing was spent.`);
  }
  return hash;
}
