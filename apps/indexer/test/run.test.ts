// The indexer's process wrapper (lib/run.ts) and the port it is given. Ponder moves to the next
// free port when its port is taken; a test that picked a free port can lose it to a parallel
// test run's server before Ponder binds it, and must then follow Ponder, not ask the other
// server. npm start and the browser tests, which tell the site where the indexer is, must fail.
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startLocalChain, type LocalChain } from '@eco/contracts/local-chain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startIndexer } from '../lib/run';

let chain: LocalChain;
let taken: Server;
let port: number;
const dirs: string[] = [];

beforeAll(async () => {
  chain = await startLocalChain({ port: 0 });
  // A server holding a port, as another run's would. Ponder moves to the next port, so the one
  // after it must be free too: both are picked below the range the system hands out to servers
  // that ask for any port (32768 and up), where a parallel test's server took the next port once.
  ({ server: taken, port } = await holdPortWithFreeNeighbour());
});

function listen(port: number): Promise<Server | undefined> {
  return new Promise((resolve) => {
    const server = createServer()
      .once('error', () => resolve(undefined))
      .listen(port, '127.0.0.1', () => resolve(server));
  });
}

async function holdPortWithFreeNeighbour(): Promise<{ server: Server; port: number }> {
  for (;;) {
    const candidate = 20_000 + Math.floor(Math.random() * 10_000);
    const held = await listen(candidate);
    if (!held) continue;
    const neighbour = await listen(candidate + 1);
    if (neighbour) {
      await new Promise((resolve) => neighbour.close(resolve));
      return { server: held, port: candidate };
    }
    await new Promise((resolve) => held.close(resolve));
  }
}

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
