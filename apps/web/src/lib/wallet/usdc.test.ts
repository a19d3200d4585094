import { describe, expect, it } from 'vitest';
import { MethodNotSupportedRpcError, UserRejectedRequestError } from 'viem';
import { isUnsupportedMethodError } from './usdc';
import { batchTransactionHash } from './use-contract-transaction';

describe('a wallet that cannot sign a permit', () => {
  it('is one that answers the method is unsupported, wherever in the causes', () => {
    expect(isUnsupportedMethodError({ code: 4200, message: 'does not support' })).toBe(true);
    expect(isUnsupportedMethodError({ cause: { cause: { code: -32601 } } })).toBe(true);
    expect(isUnsupportedMethodError(new MethodNotSupportedRpcError(new Error('no')))).toBe(true);
  });

  it('is not one whose user said no, nor one that failed otherwise', () => {
    expect(isUnsupportedMethodError(new UserRejectedRequestError(new Error('no')))).toBe(false);
    expect(isUnsupportedMethodError({ code: -32603 })).toBe(false);
    expect(isUnsupportedMethodError(new Error('boom'))).toBe(false);
  });
});

describe("an atomic batch's transaction", () => {
  const hash = `0x${'ab'.repeat(32)}` as const;

  it("is its receipt's, never the batch's id", () => {
    const receipt = { transactionHash: hash } as never;
    expect(batchTransactionHash({ statusCode: 200, receipts: [receipt] })).toBe(hash);
  });

  it('is missing when the wallet never sent the batch: a failure before the chain', () => {
    expect(() => batchTransactionHash({ statusCode: 400, receipts: [] })).toThrow(
      'Your wallet did not send the batch (status 400); nothing was spent.',
    );
  });
});
