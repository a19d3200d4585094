// The old log scan (bench/support/log-scan.ts, a copy of what packages/contracts/src/logs.ts was)
// and the refusing proxy bench/history.ts measures it through: the tests that came with the old
// code, on an anvil of their own (a few seconds), and the proxy's range rule.
import { ecoTokenAbi, ecoLocalChain, localDevAccounts } from '@eco/contracts';
import { startLocalChain } from '@eco/contracts/local-chain';
import type { LocalChain } from '@eco/contracts/local-chain';
import { createPublicClient, createWalletClient, http, parseEther } from 'viem';
import type { Hash } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refusalMessage, refusesRange, startRefusingRpc } from './support/limited-rpc';
import type { RefusingRpc } from './support/limited-rpc';
import { isLogRangeRefused, readLogsInRanges } from './support/log-scan';

const ONE_ECO = 10n ** 18n;
// A provider that, like public RPCs, refuses eth_getLogs over more than MAX_RANGE blocks, in
// front of this file's anvil.
const MAX_RANGE = 4;

let chain: LocalChain;
let proxy: RefusingRpc;

beforeAll(async () => {
  chain = await startLocalChain({ port: 0 });
  proxy = await startRefusingRpc({ target: chain.rpcUrl, maxBlocks: MAX_RANGE });
}, 60_000);

afterAll(async () => {
  await proxy?.close();
  await chain?.stop();
});

const direct = () =>
  createPublicClient({ chain: ecoLocalChain, transport: http(chain.rpcUrl), pollingInterval: 20 });
const limited = () =>
  createPublicClient({
    chain: ecoLocalChain,
    transport: http(proxy.url, { retryCount: 0, batch: false }),
  });

async function mined(hash: Promise<Hash>) {
  const receipt = await direct().waitForTransactionReceipt({ hash: await hash });
  expect(receipt.status).toBe('success');
}

describe('reading logs over a range the provider refuses', () => {
  it('splits the range until the provider accepts it and returns every event in order', async () => {
    const eco = chain.deployment.address;
    const buyer = createWalletClient({
      chain: ecoLocalChain,
      transport: http(chain.rpcUrl),
      account: localDevAccounts.nonPartner,
    });
    const fromBlock = await direct().getBlockNumber();
    // Eleven purchases, one block each: more than twice the provider's range.
    for (let i = 1n; i <= 11n; i++) {
      await mined(
        buyer.writeContract({
          address: eco,
          abi: ecoTokenAbi,
          functionName: 'publicSale',
          args: [i * ONE_ECO],
          value: parseEther('1'),
        }),
      );
    }
    const client = limited();
    const read = (range: { fromBlock: bigint; toBlock: bigint | 'latest' }) =>
      client.getContractEvents({
        address: eco,
        abi: ecoTokenAbi,
        eventName: 'TokensPurchased',
        ...range,
        strict: true,
      });
    // Unsplit, the provider refuses, with viem's wrapping around its message.
    const refusedError = await read({ fromBlock, toBlock: 'latest' }).catch((e: unknown) => e);
    expect(refusedError).toBeInstanceOf(Error);
    expect(isLogRangeRefused(refusedError)).toBe(true);

    proxy.reset();
    const events = await readLogsInRanges(fromBlock, read, () => client.getBlockNumber());
    expect(events.map((event) => event.args.amount)).toEqual(
      Array.from({ length: 11 }, (_, i) => BigInt(i + 1) * ONE_ECO),
    );
    const { calls } = proxy;
    expect(
      calls.filter((call) => call.method === 'eth_getLogs' && !call.refused).length,
    ).toBeGreaterThan(1);
    expect(calls.filter((call) => call.method === 'eth_blockNumber')).toHaveLength(1);
  });

  it('asks once when the provider accepts the whole range', async () => {
    const read = (range: { fromBlock: bigint; toBlock: bigint | 'latest' }) =>
      direct().getLogs({ address: chain.deployment.address, ...range });
    let latestAsked = false;
    const logs = await readLogsInRanges(0n, read, async () => {
      latestAsked = true;
      return 0n;
    });
    expect(logs.length).toBeGreaterThan(0);
    expect(latestAsked).toBe(false);
  });

  it('throws errors that are not a refused range at once, without splitting', async () => {
    const calls: unknown[] = [];
    const failing = async (range: unknown) => {
      calls.push(range);
      throw new Error('connection refused');
    };
    await expect(readLogsInRanges(0n, failing, async () => 100n)).rejects.toThrow(
      'connection refused',
    );
    expect(calls).toHaveLength(1);
  });

  it('knows the refusals of common providers, and nothing else', () => {
    for (const message of [
      'query returned more than 10000 results',
      'Log response size exceeded. You can make eth_getLogs requests with up to a 2K block range',
      'exceed maximum block range: 50000',
      'eth_getLogs is limited to a 10,000 range',
      'block range too large',
      'ranges over 10000 blocks are not supported',
      refusalMessage(1000),
    ]) {
      expect(
        isLogRangeRefused(new Error('RPC error', { cause: new Error(message) })),
        message,
      ).toBe(true);
    }
    expect(isLogRangeRefused({ code: -32005, message: 'limit exceeded' })).toBe(true);
    for (const message of ['execution reverted', 'connection refused', 'Internal error']) {
      expect(isLogRangeRefused(new Error(message)), message).toBe(false);
    }
  });
});

describe("the refusing proxy's range rule", () => {
  const hex = (n: number) => `0x${n.toString(16)}`;

  it('accepts up to the limit, counting both ends, and refuses one block more', () => {
    expect(refusesRange({ fromBlock: hex(1), toBlock: hex(1000) }, 5000n, 1000)).toBe(false);
    expect(refusesRange({ fromBlock: hex(1), toBlock: hex(1001) }, 5000n, 1000)).toBe(true);
  });

  it('reads tags against the head, and lets block-hash filters and empty ranges through', () => {
    expect(refusesRange({ fromBlock: hex(2), toBlock: 'latest' }, 1001n, 1000)).toBe(false);
    expect(refusesRange({ fromBlock: hex(1), toBlock: 'latest' }, 1001n, 1000)).toBe(true);
    expect(refusesRange({ fromBlock: 'earliest' }, 1000n, 1000)).toBe(true);
    expect(refusesRange({ blockHash: `0x${'ab'.repeat(32)}` }, 1_000_000n, 1000)).toBe(false);
    expect(refusesRange({ fromBlock: hex(9000), toBlock: hex(10) }, 9000n, 1000)).toBe(false);
  });
});
