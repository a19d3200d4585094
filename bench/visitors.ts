// Visitors at the HTTP level (no browsers): what the token page and the home page ask for over a
// while, for 1, 100, 1,000 and 10,000 visitors, and what of it reaches the chain's node through
// the counting proxy; beside it, the shared figures endpoint's p99 latency and errors. Then
// today's baseline curve: each visitor reading the chain itself, as the pages did before
// decision 0040. See bench/README.md. Run: npx tsx bench/visitors.ts
import { sharedFigureContracts } from '@eco/contracts/figure-reads';
import { encodeFunctionData, multicall3Abi } from 'viem';
import type { RpcCounts } from '@eco/web/e2e/rpc-proxy';
import { Pool } from 'undici';
import { MULTICALL3_ADDRESS } from '@eco/contracts';
import { defineBench, numberEnv } from './lib';
import type { BenchRow } from './lib';
import { chainClients, eco } from './support/chain';
import { withCleanup } from './support/services';
import { startApiChainStack, startProductionStack } from './support/stack';

/**
 * How often a visible page asks for the shared figures: SHARED_FIGURES_POLL_MS in
 * apps/web/src/lib/chain-figures.ts (the token page's figures, its calendar and the home page's
 * calendar share one query, so a visitor on either page makes one request per interval).
 */
const PAGE_POLL_MS = 4_000;
/** How often the old pages polled eth_blockNumber (wagmi's POLLING_INTERVAL, lib/wallet/config.ts). */
const OLD_BLOCK_POLL_MS = 4_000;

/** Seconds each row runs (BENCH_VISITORS_SECONDS, default 30; 600 is the ten minutes). */
const rowSeconds = () => numberEnv('BENCH_VISITORS_SECONDS', 30, 5, 900);
/** anvil's block time in seconds (BENCH_VISITORS_BLOCK_SECONDS, default 12: mainnet's). */
const blockSeconds = () => numberEnv('BENCH_VISITORS_BLOCK_SECONDS', 12, 1, 60);
/** The largest crowd the baseline sends to anvil itself (BENCH_VISITORS_BASELINE_MAX, 100). */
const baselineMax = () => numberEnv('BENCH_VISITORS_BASELINE_MAX', 100, 1, 10_000);

const CROWDS = [1, 100, 1_000, 10_000] as const;
/** Connections the simulated crowd shares (a browser has its own; a load balancer pools them). */
const MAX_CONNECTIONS = 256;

/** What the benchmark acts on: the shared figures' server, and the node's counting proxy. */
export interface VisitorsTarget {
  /** Where the site's /api is served: the API itself, or nginx in front of several. */
  baseUrl: string;
  /** The counting proxy the API reads the chain through (the old pages' RPC too). */
  rpcUrl: string;
  /** anvil itself, to set its block time. */
  anvilUrl: string;
  rpcCounts(): Promise<RpcCounts>;
  resetRpcCounts(): Promise<void>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const perMinute = (count: number, seconds: number) => Math.round((count * 600) / seconds) / 10;
const callsText = (calls: Record<string, number>) =>
  Object.entries(calls)
    .map(([method, n]) => `${method} ${n}`)
    .join(', ');

/** The p-th percentile (0-100) of `values`, nearest rank. */
function percentile(values: number[], p: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/**
 * `visitors` visitors polling the shared figures every PAGE_POLL_MS for `seconds`, their
 * requests spread evenly over the interval (as visitors arriving at random would be). Each
 * keeps the ETag it was last given and sends it back, as a browser's cache does; a 304 is an
 * answer like a 200. Latency runs from the moment a request is due to its last byte, so a
 * request waiting for a free connection counts its wait.
 */
async function crowd(target: VisitorsTarget, visitors: number, seconds: number) {
  const path = '/api/chain/31337/figures';
  const pool = new Pool(target.baseUrl, {
    connections: Math.min(visitors, MAX_CONNECTIONS),
    pipelining: 1,
  });
  const etags = new Array<string | undefined>(visitors);
  const latencies: number[] = [];
  const errors: Record<string, number> = {};
  const inFlight = new Set<Promise<void>>();
  const one = async (visitor: number) => {
    const due = performance.now();
    try {
      const etag = etags[visitor];
      const answer = await pool.request({
        path,
        method: 'GET',
        headers: etag ? { 'if-none-match': etag } : {},
      });
      await answer.body.dump();
      if (answer.statusCode !== 200 && answer.statusCode !== 304) {
        errors[`HTTP ${answer.statusCode}`] = (errors[`HTTP ${answer.statusCode}`] ?? 0) + 1;
        return;
      }
      const tag = answer.headers.etag;
      if (typeof tag === 'string') etags[visitor] = tag;
      latencies.push(performance.now() - due);
    } catch (error) {
      const name = error instanceof Error ? error.message.slice(0, 60) : String(error);
      errors[name] = (errors[name] ?? 0) + 1;
    }
  };
  const started = performance.now();
  let sent = 0;
  // A tick every few milliseconds sends what has fallen due since the last.
  while (performance.now() - started < seconds * 1000) {
    const due = Math.floor(((performance.now() - started) * visitors) / PAGE_POLL_MS);
    for (; sent < due; sent++) {
      const request = one(sent % visitors);
      inFlight.add(request);
      void request.finally(() => inFlight.delete(request));
    }
    await sleep(5);
  }
  await Promise.all(inFlight);
  await pool.close();
  const errorCount = Object.values(errors).reduce((a, b) => a + b, 0);
  return {
    requests: sent,
    p50Ms: Math.round(percentile(latencies, 50) * 10) / 10,
    p99Ms: Math.round(percentile(latencies, 99) * 10) / 10,
    maxMs: Math.round(Math.max(0, ...latencies) * 10) / 10,
    errors: errorCount,
    errorKinds: errors,
  };
}

/**
 * The old pages' pattern, per visitor (bench `rpc`, "idle visible, a block every 12 s"):
 * eth_blockNumber every OLD_BLOCK_POLL_MS, and the figures' one multicall (eth_call) for each new
 * block seen. Sent to the counting proxy, as many visitors' browsers would.
 */
async function oldPages(target: VisitorsTarget, visitors: number, seconds: number) {
  const calldata = encodeFunctionData({
    abi: multicall3Abi,
    functionName: 'aggregate3',
    args: [
      sharedFigureContracts(eco.address, 31337).map((call) => ({
        target: call.address,
        allowFailure: false,
        callData: encodeFunctionData(call as Parameters<typeof encodeFunctionData>[0]),
      })),
    ],
  });
  const pool = new Pool(target.rpcUrl, { connections: Math.min(visitors, 64) });
  let id = 0;
  const rpc = async (method: string, params: unknown[]) => {
    const answer = await pool.request({
      path: '/',
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: ++id, method, params }),
    });
    return ((await answer.body.json()) as { result?: string }).result;
  };
  const lastSeen = new Array<string | undefined>(visitors);
  const started = performance.now();
  let polls = 0;
  const inFlight = new Set<Promise<void>>();
  const visit = async (visitor: number) => {
    const head = await rpc('eth_blockNumber', []);
    if (head !== undefined && head !== lastSeen[visitor]) {
      lastSeen[visitor] = head;
      await rpc('eth_call', [{ to: MULTICALL3_ADDRESS, data: calldata }, head]);
    }
  };
  while (performance.now() - started < seconds * 1000) {
    const due = Math.floor(((performance.now() - started) * visitors) / OLD_BLOCK_POLL_MS);
    for (; polls < due; polls++) {
      const request = visit(polls % visitors).catch(() => {});
      inFlight.add(request);
      void request.finally(() => inFlight.delete(request));
    }
    await sleep(5);
  }
  await Promise.all(inFlight);
  await pool.close();
}

/** Every row on `target`: the crowds on the shared figures, then the old pages' baseline. */
export async function measureVisitors(target: VisitorsTarget) {
  const seconds = rowSeconds();
  const blocks = blockSeconds();
  const { testClient } = chainClients(target.anvilUrl);
  await testClient.setIntervalMining({ interval: blocks });

  // The old pages first, before any request reaches the API (whose head poll, once started,
  // runs on for half a minute after the last): measured up to the crowd anvil takes, the rest
  // extrapolated per visitor.
  const baseline: { visitors: number; nodeRequestsPerMinute: number; measured: boolean }[] = [];
  let perVisitor = NaN;
  for (const visitors of CROWDS) {
    if (visitors <= baselineMax()) {
      await target.resetRpcCounts();
      const started = performance.now();
      await oldPages(target, visitors, seconds);
      const counts = await target.rpcCounts();
      const rate = perMinute(counts.httpRequests, (performance.now() - started) / 1000);
      perVisitor = rate / visitors;
      baseline.push({ visitors, nodeRequestsPerMinute: rate, measured: true });
    } else {
      baseline.push({
        visitors,
        nodeRequestsPerMinute: Math.round(perVisitor * visitors),
        measured: false,
      });
    }
  }
  const shared: {
    visitors: number;
    nodeRequestsPerMinute: number;
    calls: Record<string, number>;
    figuresRequests: number;
    p50Ms: number;
    p99Ms: number;
    maxMs: number;
    errors: number;
    errorKinds: Record<string, number>;
  }[] = [];
  // A quarter of a minute of a small crowd first: the API's first reads (its connections, the
  // JIT) are behind it, and its head poll runs, before the first row counts anything.
  await crowd(target, 10, 15);
  for (const visitors of CROWDS) {
    // One poll interval first: the API's head poll is running, as it is for any crowd.
    await crowd(target, Math.min(visitors, 10), PAGE_POLL_MS / 1000);
    await target.resetRpcCounts();
    const started = performance.now();
    const result = await crowd(target, visitors, seconds);
    const counts = await target.rpcCounts();
    const elapsed = (performance.now() - started) / 1000;
    const { requests, ...latency } = result;
    shared.push({
      visitors,
      nodeRequestsPerMinute: perMinute(counts.httpRequests, elapsed),
      calls: counts.calls,
      figuresRequests: requests,
      ...latency,
    });
    console.error(
      `visitors ${visitors}: ${perMinute(counts.httpRequests, elapsed)} node requests/min (${callsText(counts.calls)}), p99 ${result.p99Ms} ms, ${result.errors} errors`,
    );
  }

  await testClient.setIntervalMining({ interval: 0 });
  await testClient.setAutomine(true);

  const one = shared[0]!;
  const rows: BenchRow[] = [];
  for (const row of shared) {
    const last = row.visitors === CROWDS.at(-1);
    const within =
      Math.abs(row.nodeRequestsPerMinute - one.nodeRequestsPerMinute) <=
      0.1 * one.nodeRequestsPerMinute;
    rows.push(
      {
        metric: `${row.visitors.toLocaleString('en-US')} visitors: node requests`,
        value: `${row.nodeRequestsPerMinute} /min (${callsText(row.calls)})`,
        ...(last ? { goal: 'within 10 % of 1 visitor', ok: within } : {}),
      },
      {
        metric: `${row.visitors.toLocaleString('en-US')} visitors: figures p99, errors`,
        value: `${row.p99Ms} ms, ${row.errors} of ${row.figuresRequests}`,
        ...(last ? { goal: '< 50 ms, 0', ok: row.p99Ms < 50 && row.errors === 0 } : {}),
      },
    );
  }
  for (const row of baseline) {
    rows.push({
      metric: `old pages, ${row.visitors.toLocaleString('en-US')} visitors: node requests`,
      value: `${row.nodeRequestsPerMinute.toLocaleString('en-US')} /min${row.measured ? '' : ' (extrapolated)'}`,
    });
  }
  return {
    figures: {
      rowSeconds: seconds,
      blockSeconds: blocks,
      pagePollMs: PAGE_POLL_MS,
      baseUrl: target.baseUrl,
      shared,
      baseline,
    },
    rows,
  };
}

export default await defineBench(import.meta.url, 'visitors', () =>
  withCleanup(async (cleanup) => {
    // The production stack of `npm run stack`: nginx (its proxy_cache keeps the answer the API
    // marks public for a second) in front of two API processes on PostgreSQL. BENCH_VISITORS_TARGET
    // =api measures one API process alone instead, without nginx.
    if (process.env.BENCH_VISITORS_TARGET === 'api') {
      const api = await startApiChainStack(cleanup, 'visitors');
      return measureVisitors({ ...api, baseUrl: api.apiUrl });
    }
    return measureVisitors(await startProductionStack(cleanup, 'visitors'));
  }),
);
