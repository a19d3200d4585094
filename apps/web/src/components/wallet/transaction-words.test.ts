import { ecoDonationsAbi, ecoTokenAbi } from '@eco/contracts';
import { ContractFunctionRevertedError, encodeErrorResult } from 'viem';
import { describe, expect, it } from 'vitest';
import {
  lostTransactionWords,
  sendButtonLabel,
  transactionFailureWords,
} from './transaction-words';

const refusal = new ContractFunctionRevertedError({
  abi: ecoTokenAbi,
  data: encodeErrorResult({ abi: ecoTokenAbi, errorName: 'FeeAboveCap', args: [25n, 20n] }),
  functionName: 'setFees',
});

describe('transactionFailureWords', () => {
  it('gives a contract refusal the contract error’s own message, titled for the transaction', () => {
    expect(
      transactionFailureWords('owner-action', { cause: 'contract-refused', error: refusal }),
    ).toEqual({
      title: 'The contract refused this change',
      message: 'The fee is above its maximum (buy 2%, sell 3%).',
    });
    expect(
      transactionFailureWords('buy', { cause: 'contract-refused', error: refusal }).title,
    ).toBe('The contract refused this purchase');
  });

  it('tells a mined but reverted transaction what it cost', () => {
    expect(transactionFailureWords('buy', { cause: 'reverted' })).toEqual({
      title: 'The purchase failed',
      message:
        'The transaction was mined but reverted; no ECO was bought and only the network fee was spent.',
    });
    expect(transactionFailureWords('owner-action', { cause: 'reverted' })).toEqual({
      title: 'The change failed',
      message:
        'The transaction was mined but reverted: nothing changed and only the network fee was spent.',
    });
  });

  it('words wallet problems the same for every transaction', () => {
    for (const type of ['buy', 'donate', 'owner-action'] as const) {
      expect(transactionFailureWords(type, { cause: 'userRejected' })).toEqual({
        title: 'Request cancelled',
        message: 'You declined the request in your wallet. Nothing was sent; you can try again.',
      });
      expect(transactionFailureWords(type, { cause: 'chainMismatch' }).title).toBe('Wrong network');
    }
  });

  it('quotes any other error under the transaction’s title', () => {
    expect(transactionFailureWords('buy', { cause: 'error', error: new Error('boom') })).toEqual({
      title: 'The purchase failed',
      message: 'Reported by the wallet or the network: boom',
    });
  });

  it('words EcoDonations’ refusals by name, a revert as such, and the rest as the wallet’s unknown error', () => {
    const memoTooLong = new ContractFunctionRevertedError({
      abi: ecoDonationsAbi,
      data: encodeErrorResult({
        abi: ecoDonationsAbi,
        errorName: 'MemoTooLong',
        args: [141n, 140n],
      }),
      functionName: 'donate',
    });
    expect(transactionFailureWords('donate', { cause: 'error', error: memoTooLong })).toEqual({
      title: 'The donations contract refused this donation',
      message: 'The message is longer than the 140 bytes the contract accepts; shorten it.',
    });
    expect(transactionFailureWords('donate', { cause: 'reverted' })).toEqual({
      title: 'The donation failed',
      message:
        'The transaction was mined but reverted: no ETH was donated and only the network fee was spent.',
    });
    expect(transactionFailureWords('donate', { cause: 'error', error: new Error('boom') })).toEqual(
      {
        title: 'Something went wrong',
        message: 'The wallet reported an error. Nothing was changed; please try again.',
      },
    );
  });
});

describe('lostTransactionWords', () => {
  it('says a cancelled, replaced or unfound transaction never ran, for what it was', () => {
    expect(transactionFailureWords('buy', { cause: 'cancelled' })).toEqual(
      lostTransactionWords('buy', 'cancelled'),
    );
    expect(lostTransactionWords('buy', 'cancelled').message).toContain('No ECO was bought by it');
    expect(lostTransactionWords('donate', 'replaced').title).toBe('Transaction replaced');
    const notFound = lostTransactionWords('owner-action', 'not-found');
    expect(notFound.title).toBe('Transaction not found');
    // Not found is not failed: nothing happened on the chain, and nothing is claimed about it.
    expect(notFound.message).toContain('not a failure on the chain');
    expect(notFound.message).toContain('nothing was changed by it yet');
  });
});

describe('sendButtonLabel', () => {
  it('names each step the same way in every dialog, and the action when nothing is under way', () => {
    const purchase = { action: 'Purchase', checking: 'Checking the purchase…' };
    expect(sendButtonLabel('checking', purchase)).toBe('Checking the purchase…');
    expect(sendButtonLabel('checking', { action: 'Donate' })).toBe('Checking…');
    expect(sendButtonLabel('confirm-in-wallet', purchase)).toBe('Confirm in your wallet…');
    expect(sendButtonLabel('pending', purchase)).toBe('Waiting for confirmation…');
    for (const step of ['idle', 'review', 'done', 'failed'] as const) {
      expect(sendButtonLabel(step, purchase)).toBe('Purchase');
    }
  });
});
