import { encodeFunctionData, padHex } from 'viem';
import type { Hex } from 'viem';
import { describe, expect, it } from 'vitest';
import { ecoTokenAbi } from '../src/generated/eco-token-abi';
import { accounts, fixture, publicClient, useFreshChain } from './helpers';
import { minedRevert, quantity, rpc, rpcResults } from './rpc';

useFreshChain();

// The property tests' failures used to read `request 0 after mining failed: undefined`: a missing
// receipt or an error answer must say what happened, with the contract's reason decoded.
describe('the property tests’ JSON-RPC client says why a call failed', () => {
  it('a receipt missing after mining: which transaction, and that it is in no block', async () => {
    const hash = padHex('0x01', { size: 32 });
    const failure = await rpcResults([
      { method: 'eth_blockNumber', params: [] },
      { method: 'eth_getTransactionReceipt', params: [hash] },
    ]).catch((error: unknown) => String(error));
    expect(failure).toBe(
      `Error: call 1 of 2: eth_getTransactionReceipt(["${hash}"]) found no receipt: the transaction is in no block (never mined, dropped from the pool, or the chain was rewound under it)`,
    );
  });

  it('an error answer: anvil’s message with the revert decoded by the ABI', async () => {
    const account = padHex('0x1234', { size: 20 });
    const failure = await rpc('eth_call', [
      {
        from: accounts.timelock,
        to: fixture.eco,
        data: encodeFunctionData({
          abi: ecoTokenAbi,
          functionName: 'setMarketPair',
          args: [account, true],
        }),
      },
      'latest',
    ]).catch((error: unknown) => String(error));
    expect(failure).toMatch(/^Error: eth_call\(\[.*\]\) failed with error 3 "/);
    expect(failure).toContain(`, reverting with NotAPairOfThisToken(${account})`);
  });

  it('a mined transaction that reverted: its decoded reason from the trace', async () => {
    const hash = await rpc<Hex>('eth_sendTransaction', [
      {
        from: accounts.nonPartner,
        to: fixture.eco,
        data: encodeFunctionData({ abi: ecoTokenAbi, functionName: 'publicSale', args: [1n] }),
        gas: quantity(1_000_000n),
      },
    ]);
    // Automine mines it after eth_sendTransaction has answered.
    const receipt = await publicClient.waitForTransactionReceipt({ hash });
    expect(receipt.status).toBe('reverted');
    await expect(minedRevert(hash)).resolves.toBe('SaleClosed(2)');
  });
});
