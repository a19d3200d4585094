import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startIndexer, type RunningIndexer } from '@eco/indexer/run';
import { e2ePorts } from './ports';

// Part of the browser-test stack (serve-stack.ts starts it once the chain is deployed): the real
// indexer on a fresh PGlite folder, reading anvil directly (not through the RPC proxy, whose
// request counts belong to the browser), and a control port on which a test stops and starts it
// to see the pages without it:
//   POST /stop   stops the indexer (SIGINT), keeping its folder
//   POST /start  starts it again on the same folder; answers once it has read the chain's head
const dataDir = mkdtempSync(path.join(tmpdir(), 'eco-e2e-indexer-'));
const chainUrl = `http://127.0.0.1:${e2ePorts.chain}`;

const start = (keepData: boolean) =>
  startIndexer({
    rpcUrls: { 31337: chainUrl },
    port: e2ePorts.indexer,
    dataDir,
    keepData,
    // A quarter of a second: a test waits a little more for a new block's rows, and the two
    // stacks of `npm run e2e` do not spend a tenth of a core each asking an idle chain for its
    // head (at 100 ms, about 90 CPU s of the suite's 830).
    pollingIntervalMs: 250,
    log: process.env.INDEXER_LOG ? (line) => console.info(`[indexer] ${line}`) : undefined,
  });

let indexer: RunningIndexer | undefined = await start(false);
console.info(`e2e indexer ready: ${indexer.url}`);

async function headBlock(): Promise<number> {
  const response = await fetch(chainUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_blockNumber', params: [] }),
  });
  return Number(((await response.json()) as { result: string }).result);
}

/** How many times a test has stopped the indexer: GET /stops, for tests running beside it. */
let stops = 0;

const control = createServer((request, response) => {
  const reply = (status: number, text: string) => {
    response.writeHead(status, { 'content-type': 'text/plain' }).end(text);
  };
  void (async () => {
    try {
      if (request.method === 'GET' && request.url === '/stops') {
        return reply(200, JSON.stringify({ stops, down: !indexer }));
      }
      if (request.method === 'POST' && request.url === '/stop') {
        stops += 1;
        await indexer?.stop();
        indexer = undefined;
        return reply(200, 'stopped');
      }
      if (request.method === 'POST' && request.url === '/start') {
        indexer ??= await start(true);
        await indexer.waitForBlock(31337, await headBlock(), 60_000);
        return reply(200, 'started');
      }
      reply(404, 'POST /stop or /start, GET /stops');
    } catch (error) {
      reply(500, String(error));
    }
  })();
});
await new Promise<void>((resolve) =>
  control.listen(e2ePorts.indexerControl, '127.0.0.1', () => resolve()),
);

let stopping = false;
const stop = async (signal: NodeJS.Signals) => {
  if (stopping) return;
  stopping = true;
  control.close();
  await indexer?.stop();
  rmSync(dataDir, { recursive: true, force: true });
  console.info(`e2e indexer stopped (${signal})`);
  process.exit(0);
};
process.on('SIGTERM', (signal) => void stop(signal));
process.on('SIGINT', (signal) => void stop(signal));
