import { describe, expect, it } from 'vitest';
import { CHAIN_ID_PROBLEM, HASH_PROBLEM, parseReceiptParams } from './receipt-params';

const hash = `0x${'Ab'.repeat(32)}`;

describe('parseReceiptParams', () => {
  it('takes a chain id and a hash, writing the hash in lower case', () => {
    expect(parseReceiptParams('31337', hash)).toEqual({
      ok: true,
      chainId: 31337,
      hash: hash.toLowerCase(),
    });
    expect(parseReceiptParams('999999999999999', hash)).toMatchObject({ chainId: 999999999999999 });
  });

  it.each([
    ['0', hash, [CHAIN_ID_PROBLEM]],
    ['-1', hash, [CHAIN_ID_PROBLEM]],
    ['1e3', hash, [CHAIN_ID_PROBLEM]],
    ['031337', hash, [CHAIN_ID_PROBLEM]],
    ['1234567890123456', hash, [CHAIN_ID_PROBLEM]],
    [undefined, hash, [CHAIN_ID_PROBLEM]],
    ['1', '0x1234', [HASH_PROBLEM]],
    ['1', hash.slice(2), [HASH_PROBLEM]],
    ['1', `${hash}0`, [HASH_PROBLEM]],
    ['1', `0x${'z'.repeat(64)}`, [HASH_PROBLEM]],
    ['1', '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', [HASH_PROBLEM]],
    ['x', 'y', [CHAIN_ID_PROBLEM, HASH_PROBLEM]],
  ])('refuses chain %s and hash %s, naming each problem', (chainId, txHash, problems) => {
    expect(parseReceiptParams(chainId, txHash)).toEqual({ ok: false, problems });
  });
});
