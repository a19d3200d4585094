import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createPublicClient, http, parseEther } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ecoTokenAbi } from '../src';
import { isLogRangeRefused, readLogsInRanges } from '../src/logs';
import {
  accounts,
  chain,
  eco,
  mined,
  ONE_ECO,
  openAllSales,
  publicClient,
  rpcUrl,
  useFreshChain,
} from './helpers';

useFreshChain();

// A provider that, like public RPCs, refuses eth_getLogs over more than MAX_RANGE blocks (and
// over 'latest', whose range it cannot know cheaply), in front of the tests' anvil.
const MAX_RANGE = 4n;
const refusal = { code: -32000, message: `block range is too wide (max ${MAX_RANGE})` };
const seen: { method: string; refused: boolean }[] = [];
let proxyUrl = '';
const proxy = createServer(async (request, response) => {
  let body = '';
  for await (const chunk of request) body += chunk;
  const call = JSON.parse(body) as {
    id: number;
    method: string;
    params?: Record<string, string>[];
  };
  const filter = call.params?.[0];
  const refused =
    call.method === 'eth_getLogs' &&
    (filter?.toBlock === 'latest' ||
      BigInt(filter!.toBlock!) - BigInt(filter!.fromBlock!) >= MAX_RANGE);
  seen.push({ method: call.method, refused });
  response.setHeader('content-type', 'application/json');
  if (refused) {
    response.end(JSON.stringify({ jsonrpc: '2.0', id: call.id, error: refusal }));
    return;
  }
  const answer = await fetch(rpcUrl, {
    method: 'POST',
    body,
    headers: { 'content-type': 'application/json' },
  });
  response.end(await answer.text());
});

beforeAll(async () => {
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  proxyUrl = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => proxy.close(() => resolve())));

const limited = () =>
  createPublicClient({ chain, transport: http(proxyUrl, { retryCount: 0, batch: false }) });

describe('reading logs over a range the provider refuses', () => {
  it('splits the range until the provider accepts it and returns every event in order', async () => {
    await openAllSales();
    const fromBlock = await publicClient.getBlockNumber();
    // Eleven purchases, one block each: more than twice the provider's range.
    for (let i = 1n; i <= 11n; i++) {
      await mined(
        eco.as(accounts.nonPartner).write.publicSale([i * ONE_ECO], { value: parseEther('1') }),
      );
    }
    const client = limited();
    const read = (range: { fromBlock: bigint; toBlock: bigint | 'latest' }) =>
      client.getContractEvents({
        address: eco.address,
        abi: ecoTokenAbi,
        eventName: 'TokensPurchased',
        ...range,
        strict: true,
      });
    // Unsplit, the provider refuses, with viem's wrapping around its message.
    const refusedError = await read({ fromBlock, toBlock: 'latest' }).catch((e: unknown) => e);
    expect(refusedError).toBeInstanceOf(Error);
    expect(isLogRangeRefused(refusedError)).toBe(true);

    seen.length = 0;
    const events = await readLogsInRanges(fromBlock, read, () => client.getBlockNumber());
    expect(events.map((event) => event.args.amount)).toEqual(
      Array.from({ length: 11 }, (_, i) => BigInt(i + 1) * ONE_ECO),
    );
    expect(
      seen.filter((call) => call.method === 'eth_getLogs' && !call.refused).length,
    ).toBeGreaterThan(1);
    expect(seen.filter((call) => call.method === 'eth_blockNumber')).toHaveLength(1);
  });

  it('asks once when the provider accepts the whole range', async () => {
    const direct = (range: { fromBlock: bigint; toBlock: bigint | 'latest' }) =>
      publicClient.getLogs({ address: eco.address, ...range });
    let latestAsked = false;
    const logs = await readLogsInRanges(0n, direct, async () => {
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
