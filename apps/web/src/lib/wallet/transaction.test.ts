import { ecoTokenAbi } from '@eco/contracts';
import { ContractFunctionRevertedError, encodeErrorResult, type Hash } from 'viem';
import { describe, expect, it } from 'vitest';
import {
  failureCause,
  isTransactionBusy,
  nextTransactionStatus,
  type TransactionEvent,
  type TransactionStatus,
} from './transaction';

const hash: Hash = '0x01';
const refusal = new ContractFunctionRevertedError({
  abi: ecoTokenAbi,
  data: encodeErrorResult({ abi: ecoTokenAbi, errorName: 'FeeAboveCap', args: [25n, 20n] }),
  functionName: 'setFees',
});

/** The statuses a transaction passes through for `events`, from idle. */
function walk(...events: TransactionEvent[]): TransactionStatus[] {
  const statuses: TransactionStatus[] = [];
  let status: TransactionStatus = { step: 'idle' };
  for (const event of events) {
    status = nextTransactionStatus(status, event);
    statuses.push(status);
  }
  return statuses;
}

describe('nextTransactionStatus', () => {
  it('goes from the check through review, the wallet and pending to done', () => {
    expect(
      walk(
        { type: 'check' },
        { type: 'checked' },
        { type: 'send' },
        { type: 'sent', hash },
        { type: 'mined', success: true },
      ),
    ).toEqual([
      { step: 'checking' },
      { step: 'review' },
      { step: 'confirm-in-wallet' },
      { step: 'pending', hash },
      { step: 'done', hash },
    ]);
  });

  it('fails as reverted, keeping the hash, when the receipt says so', () => {
    expect(
      walk(
        { type: 'check' },
        { type: 'send' },
        { type: 'sent', hash },
        { type: 'mined', success: false },
      ).at(-1),
    ).toEqual({ step: 'failed', cause: 'reverted', hash });
  });

  it('ignores a receipt for a transaction that was never sent', () => {
    expect(walk({ type: 'check' }, { type: 'mined', success: true }).at(-1)).toEqual({
      step: 'checking',
    });
  });

  it('fails with the error’s cause, with the hash only once the transaction was sent', () => {
    expect(walk({ type: 'check' }, { type: 'error', error: refusal }).at(-1)).toEqual({
      step: 'failed',
      cause: 'contract-refused',
      error: refusal,
    });
    const rejected = { code: 4001 };
    expect(walk({ type: 'send' }, { type: 'error', error: rejected }).at(-1)).toEqual({
      step: 'failed',
      cause: 'userRejected',
      error: rejected,
    });
    const lost = new Error('lost');
    expect(
      walk({ type: 'send' }, { type: 'sent', hash }, { type: 'error', error: lost }).at(-1),
    ).toEqual({
      step: 'failed',
      cause: 'error',
      error: lost,
      hash,
    });
  });

  it('is idle again after a reset, whatever came before', () => {
    expect(walk({ type: 'send' }, { type: 'sent', hash }, { type: 'reset' }).at(-1)).toEqual({
      step: 'idle',
    });
  });
});

describe('failureCause', () => {
  it('names a refusal with one of ECO’s errors', () => {
    expect(failureCause(refusal)).toBe('contract-refused');
  });

  it('names wallet problems, a wrong network among them', () => {
    expect(failureCause({ code: 4001 })).toBe('userRejected');
    const mismatch = Object.assign(new Error('Chain mismatch: expected 1, got 5'), {
      name: 'ChainMismatchError',
    });
    expect(failureCause(mismatch)).toBe('chainMismatch');
    expect(failureCause(new Error('boom'))).toBe('error');
  });
});

describe('isTransactionBusy', () => {
  it('is busy from the check until the outcome, but not while the user reviews', () => {
    expect(isTransactionBusy({ step: 'checking' })).toBe(true);
    expect(isTransactionBusy({ step: 'confirm-in-wallet' })).toBe(true);
    expect(isTransactionBusy({ step: 'pending', hash })).toBe(true);
    expect(isTransactionBusy({ step: 'review' })).toBe(false);
    expect(isTransactionBusy({ step: 'done', hash })).toBe(false);
    expect(isTransactionBusy({ step: 'failed', cause: 'reverted' })).toBe(false);
  });
});

describe('a transaction the wallet replaced, or nobody found', () => {
  const faster: Hash = `0x${'fa'.repeat(32)}`;
  const pending = { step: 'pending', hash } as const;

  it('a sped-up transaction ends as its replacement ends: done under the new hash', () => {
    expect(
      nextTransactionStatus(pending, {
        type: 'replaced',
        reason: 'repriced',
        hash: faster,
        success: true,
      }),
    ).toEqual({ step: 'done', hash: faster, spedUpFrom: hash });
    expect(
      nextTransactionStatus(pending, {
        type: 'replaced',
        reason: 'repriced',
        hash: faster,
        success: false,
      }),
    ).toEqual({ step: 'failed', cause: 'reverted', hash: faster });
  });

  it('a cancelled or replaced one failed as such, under its own hash, whatever the other did', () => {
    for (const reason of ['cancelled', 'replaced'] as const) {
      expect(
        nextTransactionStatus(pending, { type: 'replaced', reason, hash: faster, success: true }),
      ).toEqual({ step: 'failed', cause: reason, hash });
    }
  });

  it('one lost without a trace is not found, not reverted', () => {
    expect(nextTransactionStatus(pending, { type: 'lost', cause: 'not-found' })).toEqual({
      step: 'failed',
      cause: 'not-found',
      hash,
    });
    // Only a sent transaction can be lost.
    expect(nextTransactionStatus({ step: 'review' }, { type: 'lost', cause: 'replaced' })).toEqual({
      step: 'review',
    });
  });
});
