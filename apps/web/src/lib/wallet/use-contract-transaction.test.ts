import { ecoTokenAbi } from '@eco/contracts';
import { ContractFunctionRevertedError, encodeErrorResult } from 'viem';
import { describe, expect, it } from 'vitest';
import { describeTransactionFailure, isTransactionBusy } from './use-contract-transaction';

const wording = {
  refusedTitle: 'The contract refused this change',
  failedTitle: 'The change failed',
  revertedMessage: 'Reverted.',
};

describe('describeTransactionFailure', () => {
  it('gives a contract refusal the contract error’s own message', () => {
    const error = new ContractFunctionRevertedError({
      abi: ecoTokenAbi,
      data: encodeErrorResult({ abi: ecoTokenAbi, errorName: 'FeeAboveCap', args: [25n, 20n] }),
      functionName: 'setFees',
    });
    expect(describeTransactionFailure(error, wording)).toEqual({
      step: 'failed',
      title: 'The contract refused this change',
      message: 'The fee is above its maximum (buy 2%, sell 3%).',
    });
  });

  it('explains wallet problems, flagging a wrong network', () => {
    expect(describeTransactionFailure({ code: 4001 }, wording)).toMatchObject({
      title: 'Request cancelled',
      wrongNetwork: false,
    });
    const mismatch = Object.assign(new Error('Chain mismatch: expected 1, got 5'), {
      name: 'ChainMismatchError',
    });
    expect(describeTransactionFailure(mismatch, wording)).toMatchObject({
      title: 'Wrong network',
      wrongNetwork: true,
    });
  });

  it('words anything else with the caller’s title', () => {
    expect(describeTransactionFailure(new Error('boom'), wording)).toEqual({
      step: 'failed',
      title: 'The change failed',
      message: 'boom',
    });
  });
});

describe('isTransactionBusy', () => {
  it('is busy from the check until the outcome, but not while the user reviews', () => {
    expect(isTransactionBusy({ step: 'checking' })).toBe(true);
    expect(isTransactionBusy({ step: 'confirm-in-wallet' })).toBe(true);
    expect(isTransactionBusy({ step: 'pending', hash: '0x01' })).toBe(true);
    expect(isTransactionBusy({ step: 'review' })).toBe(false);
    expect(isTransactionBusy({ step: 'done', hash: '0x01' })).toBe(false);
  });
});
