import { useState, type ChangeEvent } from 'react';
import { ecoTokenAbi } from '@eco/contracts';
import type { EcoWriteCall, EcoWriteFunctionName } from '@/lib/wallet/contract';
import type { OwnerChange, TransactionInfo } from '@/lib/wallet/transaction';
import { isTransactionBusy } from '@/lib/wallet/transaction';
import { useContractTransaction } from '@/lib/wallet/use-contract-transaction';
import type { Parsed } from '../owner-input';
import { useOwnerContext } from './use-owner-context';

export type OwnerActionInfo = Extract<TransactionInfo, { type: 'owner-action' }>;

/**
 * One owner action: `review` simulates the call and keeps what it is for (the changes to show,
 * the summary once done), `send` sends what was reviewed, `cancel` drops it. The transaction flow
 * is the site's shared one.
 *
 * Its form's inputs (as typed, starting at `initial`) and their errors live here too: `field`
 * binds an input, `set` changes inputs, `parse` takes each input's parsed value or shows the
 * errors beside the fields, `fail` shows errors. Any change drops the errors and the review.
 */
export function useOwnerAction<K extends string = never>(
  initial = {} as Record<K, string>,
  /**
   * `anyone`: a call anyone may make (releasePurchases), sent from the connected wallet itself,
   * never through the owner timelock.
   */
  { anyone = false }: { anyone?: boolean } = {},
) {
  const context = useOwnerContext();
  const { contract, chainId, account } = context;
  const timelock = anyone ? undefined : context.timelock;
  const transaction = useContractTransaction<OwnerActionInfo>();
  const { status } = transaction;
  // What is under review or was sent; dropped with the review.
  const info = status.step === 'idle' ? undefined : transaction.info;

  const review = async <F extends EcoWriteFunctionName>(
    // ECO's ABI, the panel's contract and account are added: the call's arguments are checked
    // against the ABI for its function.
    call: EcoWriteCall<F>,
    changes: OwnerChange[],
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

  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<K, string>>>({});

  // An input of the form changed: a review (or result) of the old values no longer applies.
  const set = (next: Partial<Record<K, string>>) => {
    setValues((current) => ({ ...current, ...next }));
    setErrors({});
    if (status.step !== 'idle') cancel();
  };

  const field = (name: K) => ({
    value: values[name],
    error: errors[name],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      set({ [name]: event.target.value } as Partial<Record<K, string>>),
  });

  /** The parsed values by input, or undefined once each failure is shown beside its input. */
  const parse = <P extends Partial<Record<K, Parsed<unknown>>>>(parsed: P) => {
    const entries = Object.entries(parsed) as [K, Parsed<unknown>][];
    const failed = entries.flatMap(([name, p]) => (p.ok ? [] : [[name, p.error] as const]));
    setErrors(Object.fromEntries(failed) as Partial<Record<K, string>>);
    if (failed.length > 0) return undefined;
    return Object.fromEntries(entries.map(([name, p]) => [name, p.ok && p.value])) as {
      [N in keyof P]: P[N] extends Parsed<infer T> ? T : never;
    };
  };

  const busy = isTransactionBusy(status);
  return {
    status,
    info,
    chainId,
    review,
    send: transaction.send,
    cancel,
    /** Sending or under review: the form waits. */
    locked: busy || status.step === 'review',
    values,
    set,
    field,
    parse,
    fail: setErrors,
  };
}

/** What the review and progress of an action show, whatever its form's inputs. */
export type OwnerAction = Pick<
  ReturnType<typeof useOwnerAction>,
  'status' | 'info' | 'chainId' | 'send' | 'cancel' | 'locked'
>;
