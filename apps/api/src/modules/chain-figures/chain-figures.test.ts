// The shared figures against real components: anvil with ECO deployed, a proxy in front of it that
// records every call reaching the node, and two API instances (each with its own cache and its own
// connection pool, as two processes) on one PostgreSQL 15. A crowd spread over both instances
// costs the node one figures read per block; the answer is what the contract says at that block.
import {
  defineLocalChain,
  ecoTokenAbi,
  ethUsdFeedAbi,
  findEthUsdFeed,
  localDevPrivateKeys,
  SaleStage,
} from '@eco/contracts';
import type { LocalChain } from '@eco/contracts/local-chain';
import { startLocalChain } from '@eco/contracts/local-chain';
import { chainFiguresSchema, type ApiChainFigures } from '@eco/shared';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createPublicClient, createWalletClient, http, numberToHex, zeroAddress } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { buildApp } from '../../app';
import type { Database } from '../../db/database';
import { openDatabase } from '../../db/database';
import { get, testConfig } from '../../../test/app';
import type { TestDatabase } from '../../../test/databases';
import { pgliteKind, postgresKind } from '../../../test/databases';
import { freePort } from '../../../test/net';
import { recordingProxy } from '../../../test/recording-proxy';
import { CHAIN_FIGURES_CACHE_CONTROL } from './chain-figures.routes';

const buyer = privateKeyToAccount(localDevPrivateKeys.nonPartner);
const ONE_ECO = 10n ** 18n;
const PATH = '/api/chain/31337/figures';
// Generous: a busy machine makes the test slower, never failing.
const WAIT = { timeout: 30_000, interval: 20 };

describe('shared figures: one read per block for a crowd on two API instances', () => {
  let chain: LocalChain;
  let proxy: Awaited<ReturnType<typeof recordingProxy>>;
  let store: TestDatabase;
  let second: Database;
  let apps: FastifyInstance[] = [];

  beforeAll(async () => {
    chain = await startLocalChain({ port: 0 });
    proxy = await recordingProxy(chain.rpcUrl);
    store = await postgresKind.create();
    second = await openDatabase(store.target);
    const config = testConfig({
      RPC_URL: proxy.url,
      ECO_CHAIN_ID: '31337',
      CHAIN_FIGURES_POLL_MS: '100',
    });
    apps = await Promise.all(
      [store.database, second].map((database) => buildApp({ config, database, logger: false })),
    );
  });
  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()));
    // Unset when beforeAll failed, whatever their types say.
    /* eslint-disable @typescript-eslint/no-unnecessary-condition */
    await second?.close();
    await store?.cleanup();
    await proxy?.close();
    await chain?.stop();
    /* eslint-enable @typescript-eslint/no-unnecessary-condition */
  });

  const publicClient = () =>
    createPublicClient({ chain: defineLocalChain(chain.rpcUrl), transport: http(chain.rpcUrl) });
  const eco = () => ({ address: chain.deployment.address, abi: ecoTokenAbi }) as const;
  /** The figures reads (eth_call) that reached the node, by the block they were pinned to. */
  const figureReads = () =>
    proxy.requests.filter((call) => call.method === 'eth_call').map((call) => call.params?.[1]);

  /** `count` concurrent GETs, alternating between the two instances. */
  const crowd = (count: number) =>
    Promise.all(Array.from({ length: count }, (_, i) => get(apps[i % apps.length]!, PATH)));

  async function buy(amount: bigint) {
    const client = publicClient();
    const [cost] = await client.readContract({
      ...eco(),
      functionName: 'quote',
      args: [SaleStage.Public, 0, amount, buyer.address, zeroAddress],
    });
    const hash = await createWalletClient({
      chain: defineLocalChain(chain.rpcUrl),
      transport: http(chain.rpcUrl),
    }).writeContract({
      ...eco(),
      functionName: 'publicSale',
      args: [amount],
      account: buyer,
      value: cost,
    });
    expect((await client.waitForTransactionReceipt({ hash })).status).toBe('success');
  }

  /** Checks `body` against the contract, asked directly at the block the answer names. */
  async function expectContractAt(body: ApiChainFigures) {
    const client = publicClient();
    const blockNumber = BigInt(body.block.number);
    const read = <const N extends 'totalSupply' | 'name' | 'owner'>(functionName: N) =>
      client.readContract({ ...eco(), functionName, blockNumber });
    const args = [SaleStage.Public] as const;
    const at = { ...eco(), args, blockNumber } as const;
    const feed = findEthUsdFeed(31337)!;
    const [block, totalSupply, name, owner, sold, price, open, allocation, round] =
      await Promise.all([
        client.getBlock({ blockNumber }),
        read('totalSupply'),
        read('name'),
        read('owner'),
        client.readContract({ ...at, functionName: 'soldIn' }),
        client.readContract({ ...at, functionName: 'tokenPrice' }),
        client.readContract({ ...at, functionName: 'isSaleOpen' }),
        client.readContract({ ...at, functionName: 'allocationOf' }),
        client.readContract({
          address: feed.address,
          abi: ethUsdFeedAbi,
          functionName: 'latestRoundData',
          blockNumber,
        }),
      ]);
    expect(body.block).toEqual({
      number: block.number.toString(),
      hash: block.hash,
      timestamp: block.timestamp.toString(),
    });
    expect(body.figures).toMatchObject({ totalSupply: totalSupply.toString(), name, owner });
    expect(body.figures.stages.public).toMatchObject({
      sold: sold.toString(),
      price: price.toString(),
      open,
      allocation: allocation.toString(),
    });
    expect(body.ethUsd).toMatchObject({ answer: round[1].toString(), feed: feed.address });
  }

  it('answers 200 concurrent requests on two instances with one eth_call, at the block it names', async () => {
    // Every call waits at the proxy until both instances have asked for the head: the crowd is
    // all in flight at once, and both instances meet at the read of the new block.
    const release = proxy.hold();
    const answers = crowd(200);
    await proxy.waitFor(
      (calls) => calls.filter((call) => call.method === 'eth_getBlockByNumber').length >= 2,
    );
    release();
    const responses = await answers;
    expect(responses.map((r) => r.statusCode)).toEqual(responses.map(() => 200));
    const bodies = responses.map((r) => chainFiguresSchema.parse(r.json()));
    const block = bodies[0]!.block;
    expect(new Set(bodies.map((b) => b.block.hash))).toEqual(new Set([block.hash]));
    // One figures read reached the node, pinned to the block the answers name.
    expect(figureReads()).toEqual([numberToHex(BigInt(block.number))]);
    expect(responses[0]!.headers['cache-control']).toBe(CHAIN_FIGURES_CACHE_CONTROL);
    expect(responses[0]!.headers.etag).toMatch(new RegExp(`^"31337-${block.number}-`));
    await expectContractAt(bodies[0]!);
  });

  it('reads once more after a block is mined, and answers what the contract says then', async () => {
    const before = chainFiguresSchema.parse((await get(apps[0]!, PATH)).json());
    const readsBefore = figureReads().length;
    await buy(1_000n * ONE_ECO);
    // Ask until the crowd sees the new block (each instance asks the node at most once a poll).
    const after = await vi.waitFor(async () => {
      const bodies = (await crowd(20)).map((r) => chainFiguresSchema.parse(r.json()));
      const newest = bodies.filter((b) => b.block.number !== before.block.number);
      expect(newest.length).toBe(bodies.length);
      return newest[0]!;
    }, WAIT);
    expect(BigInt(after.block.number)).toBe(BigInt(before.block.number) + 1n);
    expect(figureReads().slice(readsBefore)).toEqual([numberToHex(BigInt(after.block.number))]);
    expect(
      BigInt(after.figures.stages.public.sold) - BigInt(before.figures.stages.public.sold),
    ).toBe(1_000n * ONE_ECO);
    await expectContractAt(after);
  });

  it('answers 304 to the block the client has, and refuses chains it does not read', async () => {
    const first = await get(apps[1]!, PATH);
    const etag = first.headers.etag as string;
    const again = await apps[1]!.inject({
      method: 'GET',
      url: PATH,
      headers: { 'if-none-match': etag },
    });
    // The same block, unless one was mined meanwhile (nothing mines here).
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    // As a client sends it back through a proxy that compressed the answer (a weak tag), in a
    // list, or as any tag at all; another block's tag gets the figures.
    for (const header of [`W/${etag}`, `"31337-1-0000000000000000", ${etag}`, '*']) {
      const answer = await apps[1]!.inject({
        method: 'GET',
        url: PATH,
        headers: { 'if-none-match': header },
      });
      expect(answer.statusCode, header).toBe(304);
    }
    const other = await apps[1]!.inject({
      method: 'GET',
      url: PATH,
      headers: { 'if-none-match': '"31337-1-0000000000000000", W/"x"' },
    });
    expect(other.statusCode).toBe(200);
    const readsBefore = figureReads().length;

    const unknown = await get(apps[0]!, '/api/chain/1/figures');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({
      error: {
        code: 'unknown_chain',
        message: 'ECO is not deployed on chain 1, so it has no figures there.',
      },
    });
    for (const bad of ['abc', '0', '31337.0', '1'.repeat(20), '-1']) {
      const response = await get(apps[0]!, `/api/chain/${bad}/figures`);
      expect(response.statusCode, bad).toBe(400);
      expect(response.json<{ error: { code: string } }>().error.code).toBe('invalid_chain_id');
    }
    // None of that read the figures (the node is read for a new block only, and none came).
    expect(figureReads()).toHaveLength(readsBefore);
  });
});

describe('shared figures without a node', () => {
  let store: TestDatabase;
  beforeAll(async () => {
    store = await pgliteKind.create();
  });
  afterAll(async () => {
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- unset when beforeAll failed.
    await store?.cleanup();
  });

  it('answers 503 with the reason, never cached, when the node does not answer', async () => {
    const config = testConfig({
      RPC_URL: `http://127.0.0.1:${await freePort()}`,
      ECO_CHAIN_ID: '31337',
    });
    const app = await buildApp({ config, database: store.database, logger: false });
    try {
      const response = await get(app, PATH);
      expect(response.statusCode).toBe(503);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.json()).toEqual({
        error: {
          code: 'chain_figures_unavailable',
          message:
            'The figures of chain 31337 cannot be served right now: the blockchain node did not answer. They are tried again within 1 s.',
        },
      });
    } finally {
      await app.close();
    }
  });

  it('answers 503 with the reason without RPC_URL', async () => {
    const app = await buildApp({
      config: testConfig({ ECO_CHAIN_ID: '31337' }),
      database: store.database,
      logger: false,
    });
    try {
      const response = await get(app, PATH);
      expect(response.statusCode).toBe(503);
      expect(response.json<{ error: { message: string } }>().error.message).toBe(
        'The figures of chain 31337 cannot be read: the API has no RPC_URL to read the chain.',
      );
    } finally {
      await app.close();
    }
  });
});
