// The indexer's process wrapper (lib/run.ts) and the port it is given. Ponder moves to the next
// free port when its port is taken; a test that picked a free port can lose it to a parallel
// test run's server before Ponder binds it, and must then follow Ponder, not ask the other
// server. npm start and the browser tests, which tell the site where the indexer is, must fail.
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer as createHttpServer } from 'node:http';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startLocalChain, type LocalChain } from '@eco/contracts/local-chain';
import { createPublicClient, createTestClient, http } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startIndexer } from '../lib/run';
import { findFreePort } from './free-port';

let chain: LocalChain;
let taken: Server;
let port: number;
const dirs: string[] = [];

beforeAll(async () => {
  chain = await startLocalChain({ port: 0 });
  // A server holding a port, as another run's would.
  taken = createServer();
  await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
  port = (taken.address() as { port: number }).port;
});

afterAll(async () => {
  await new Promise((resolve) => taken.close(resolve));
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- unset when the setup before it failed.
  await chain?.stop();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

const dataDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'eco-indexer-run-'));
  dirs.push(dir);
  return dir;
};

describe('the indexer on a port already taken', () => {
  it('fails with the port named when the caller needs that port', async () => {
    await expect(
      startIndexer({ rpcUrls: { 31337: chain.rpcUrl }, port, dataDir: dataDir() }),
    ).rejects.toThrow(`Port ${port} is in use`);
  });

  it('follows Ponder to the port it moved to when any port will do', async () => {
    const indexer = await startIndexer({
      rpcUrls: { 31337: chain.rpcUrl },
      port,
      anyPort: true,
      dataDir: dataDir(),
      pollingIntervalMs: 100,
    });
    try {
      expect(Number(new URL(indexer.url).port)).toBeGreaterThan(port);
      expect((await fetch(`${indexer.url}/ready`)).status).toBe(200);
    } finally {
      await indexer.stop();
    }
  });
});

/**
 * An HTTP JSON-RPC proxy to `target` that notes every method asked (a batch's each), with
 * eth_getBlockByNumber's block tag: `eth_getBlockByNumber:latest` is how Ponder polls the head.
 */
async function recordingProxy(target: string) {
  const asked: string[] = [];
  const server = createHttpServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const calls = [JSON.parse(body) as unknown].flat() as {
        method: string;
        params?: unknown[];
      }[];
      for (const { method, params } of calls) {
        asked.push(method === 'eth_getBlockByNumber' ? `${method}:${String(params?.[0])}` : method);
      }
      void fetch(target, { method: 'POST', headers: { 'content-type': 'application/json' }, body })
        .then(async (answer) => {
          response.writeHead(answer.status, { 'content-type': 'application/json' });
          response.end(await answer.text());
        })
        .catch(() => response.writeHead(502).end());
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port: proxyPort } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${proxyPort}`,
    asked,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

describe('the indexer given a WebSocket endpoint (INDEXER_WS_URLS)', () => {
  it('hears of new blocks from the node instead of polling for them', async () => {
    const proxy = await recordingProxy(chain.rpcUrl);
    const indexer = await startIndexer({
      rpcUrls: { 31337: proxy.url },
      wsUrls: { 31337: chain.wsUrl },
      port: await findFreePort(),
      anyPort: true,
      dataDir: dataDir(),
      pollingIntervalMs: 100,
    });
    try {
      const testClient = createTestClient({ transport: http(chain.rpcUrl), mode: 'anvil' });
      const client = createPublicClient({ transport: http(chain.rpcUrl) });
      proxy.asked.length = 0;
      // Three blocks, one at a time, each waited for: polling could only learn of each from a
      // request for the head; the subscription tells the indexer of each without one.
      for (let i = 0; i < 3; i++) {
        await testClient.mine({ blocks: 1 });
        await indexer.waitForBlock(31337, await client.getBlockNumber(), 60_000);
      }
      expect(proxy.asked.filter((asked) => asked === 'eth_getBlockByNumber:latest')).toEqual([]);
    } finally {
      await indexer.stop();
      await proxy.close();
    }
  });
});
