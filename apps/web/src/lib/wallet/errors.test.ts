import { describe, expect, it } from 'vitest';
import { walletErrorKind, walletErrorMessage } from './errors';

class Named extends Error {
  constructor(
    name: string,
    message: string,
    override readonly cause?: unknown,
    readonly code?: number,
  ) {
    super(message);
    this.name = name;
  }
}

describe('wallet errors (spec section 8)', () => {
  it.each([
    [new Named('ConnectorNotFoundError', 'Connector not found.'), 'connectorNotFound'],
    [
      new Named('ConnectorAlreadyConnectedError', 'Connector already connected.'),
      'connectorAlreadyConnected',
    ],
    [new Named('UserRejectedRequestError', 'User rejected request.'), 'userRejected'],
    [
      { code: 4001, message: 'MetaMask Tx Signature: User denied transaction signature.' },
      'userRejected',
    ],
    [new Named('SwitchChainError', 'Error switching chain.'), 'switchChain'],
    [new Error('Error adding chain.'), 'addChain'],
    [new Named('ChainMismatchError', 'Chain mismatch: expected 1, got 5'), 'chainMismatch'],
    [new Named('ChainNotConfiguredError', 'Chain not configured.'), 'chainNotConfigured'],
    [
      new Error(
        'The total cost (gas * gas fee + value) of executing this transaction exceeds the balance of the account.',
      ),
      'insufficientFunds',
    ],
    [new Error('boom'), 'unknown'],
    [undefined, 'unknown'],
  ])('classifies %o as %s', (error, kind) => {
    expect(walletErrorKind(error)).toBe(kind);
  });

  it('finds the reason in the error causes', () => {
    const wrapped = new Named(
      'ContractFunctionExecutionError',
      'failed',
      new Named('Wrapper', 'x', { code: 4001 }),
    );
    expect(walletErrorKind(wrapped)).toBe('userRejected');
  });

  it('gives a title and an actionable message', () => {
    expect(walletErrorMessage({ code: 4001 })).toEqual({
      title: 'Request cancelled',
      message: 'You declined the request in your wallet. Nothing was sent; you can try again.',
    });
  });
});
