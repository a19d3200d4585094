// Visitors at the HTTP level (no browsers): what the token page and the home page ask for over a
// while, for 1, 100, 1,000 and 10,000 visitors, and what of it reaches the chain's node through
// the counting proxy; beside it, the shared figures endpoint's p99 latency and errors. Then
// today's baseline curve: each visitor reading the chain itself, as the pages did before
// decision 0040. On the production stack, nginx's own latency and cache hits beside the crowd's,
// and, in the same run, the stack's faults under a crowd (an API process killed, PostgreSQL
// restarted, the indexer killed mid-sale). See bench/README.md. Run: npx tsx bench/visitors.ts
import { readFileSync, statSync } from 'node:fs';
import { sharedFigureContracts } from '@eco/contracts/figure-reads';
import pg from 'pg';
import { encodeFunctionData, multicall3Abi } from 'viem';
import type { RpcCounts } from '@eco/web/e2e/rpc-proxy';
import { Pool } from 'undici';
import { MULTICALL3_ADDRESS } from '@eco/contracts';
import { defineBench, numberEnv } from './lib';
import type { BenchRow } from './lib';
import { reconcilePurchases } from '@eco/indexer/reconcile';
import { chainClients, eco, publicBuyers } from './support/chain';
import { withCleanup } from './support/services';
import { startApiChainStack, startProductionStack, type ProductionStack } from './support/stack';

/**
 * How often a visible page asks for the shared figures: SHARED_FIGURES_POLL_MS in
 * apps/web/src/lib/chain-figures.ts (the token page's figures, its calendar and the home page's
 * calendar share one query, so a visitor on either page makes one request per interval).
 */
const PAGE_POLL_MS = 4_000;
/** How often the old pages polled eth_blockNumber (wagmi's POLLING_INTERVAL, lib/wallet/config.ts). */
const OLD_BLOCK_POLL_MS = 4_000;

/** Seconds each row runs (BENCH_VISITORS_SECONDS, default 30; 600 is the issue's ten minutes). */
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
  /**
   * The production stack, when that is the target: nginx's access log gives its own latency and
   * cache status per answer, and the faults are measured on it.
   */
  stack?: ProductionStack;
}

const FIGURES_PATH = '/api/chain/31337/figures';

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

/** The size of `file` now: where the lines logged from now on start. */
const logSize = (file: string) => statSync(file).size;

/**
 * nginx's own view of the figures answers logged in `accessLog` since byte `from` (stack-main.conf's
 * eco_timed format: `$msec $request_time $upstream_cache_status $status $request_uri`): its p99
 * (from the request's first byte read to the answer's last written, without the crowd's own
 * queueing) and how many answers each cache status had. nginx writes its log at least once a
 * second, so this waits a little longer first.
 */
async function nginxFigures(accessLog: string, from: number) {
  await sleep(1_500);
  const durations: number[] = [];
  const cache: Record<string, number> = {};
  const text = readFileSync(accessLog).subarray(from).toString('utf8');
  for (const line of text.split('\n')) {
    const [, seconds, cacheStatus, , uri] = line.split(' ');
    if (!uri?.startsWith(FIGURES_PATH) || cacheStatus === undefined) continue;
    durations.push(Number(seconds) * 1000);
    cache[cacheStatus] = (cache[cacheStatus] ?? 0) + 1;
  }
  return {
    p99Ms: Math.round(percentile(durations, 99) * 10) / 10,
    answers: durations.length,
    cache,
  };
}

const cacheText = (cache: Record<string, number>) => {
  const total = Object.values(cache).reduce((a, b) => a + b, 0);
  return Object.entries(cache)
    .sort(([, a], [, b]) => b - a)
    .map(
      ([status, n]) =>
        `${status === '-' ? 'not cached' : status} ${((n * 100) / total).toFixed(2)} %`,
    )
    .join(', ');
};

/**
 * `visitors` visitors polling the shared figures every PAGE_POLL_MS for `seconds` (and on while
 * `longer()` says so), their requests spread evenly over the interval (as visitors arriving at
 * random would be). Each
 * keeps the ETag it was last given and sends it back, as a browser's cache does; a 304 is an
 * answer like a 200. Latency runs from the moment a request is due to its last byte, so a
 * request waiting for a free connection counts its wait.
 */
async function crowd(
  target: VisitorsTarget,
  visitors: number,
  seconds: number,
  longer: () => boolean = () => false,
) {
  const path = FIGURES_PATH;
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
  while (performance.now() - started < seconds * 1000 || longer()) {
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

/** How long each fault's crowd runs at least (on until the fault is over), and when it strikes. */
const FAULT_SECONDS = 25;
const FAULT_AT_MS = 5_000;
/** Visitors polling the figures and writers posting contact messages through each fault. */
const FAULT_VISITORS = 1_000;
const FAULT_WRITERS = 4;
/** Buyers buying through the indexer's crash, one purchase after the other each. */
const FAULT_BUYERS = 3;

interface Write {
  status: number;
  code?: string;
  id?: string;
  message: string;
  at: number;
}

/** The scripts' shared HTTP helpers (scripts/lib/test-support.mjs), typed by what is used. */
interface TestSupport {
  clientAddress: () => string;
  sendThrough: (
    siteUrl: string,
    method: string,
    url: string,
    options: { body?: unknown; localAddress?: string },
  ) => Promise<{ status: number; text: string }>;
  until: (
    check: () => unknown,
    what: string,
    timeoutMs?: number,
    intervalMs?: number,
  ) => Promise<void>;
}
const testSupportModule = '../scripts/lib/test-support.mjs';

/**
 * `count` writers posting contact messages through nginx until stopped, each post from a loopback
 * address of its own (the form allows 5 a minute per address): every answer is kept, with the
 * id of each acknowledged (201) message.
 */
async function writers(siteUrl: string, count: number) {
  const { clientAddress, sendThrough } = (await import(testSupportModule)) as TestSupport;
  const writes: Write[] = [];
  let running = true;
  let n = 0;
  const loop = async () => {
    while (running) {
      const message = `bench fault message ${n++}`;
      const answer = await sendThrough(siteUrl, 'POST', `${siteUrl}/api/contact`, {
        body: { name: 'Bench', email: 'bench@example.com', message },
        localAddress: clientAddress(),
      });
      let code: string | undefined;
      let id: string | undefined;
      try {
        const body = JSON.parse(answer.text) as { id?: string; error?: { code?: string } };
        code = body.error?.code;
        id = body.id;
      } catch {
        // Not JSON (nginx's own error page): its status says enough.
      }
      writes.push({ status: answer.status, code, id, message, at: performance.now() });
    }
  };
  const loops = Array.from({ length: count }, loop);
  return {
    writes,
    stop: async () => {
      running = false;
      await Promise.all(loops);
    },
  };
}

/** The acknowledged writes missing from the API's PostgreSQL (or stored with another message). */
async function lostWrites(databaseUrl: string, writes: Write[]): Promise<number> {
  const acknowledged = writes.filter((write) => write.status === 201 && write.id);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: string; message: string }>(
      'select id, message from contact_messages where id = any($1::uuid[])',
      [acknowledged.map((write) => write.id)],
    );
    const stored = new Map(rows.map((row) => [row.id, row.message]));
    return acknowledged.filter((write) => stored.get(write.id!) !== write.message).length;
  } finally {
    await client.end();
  }
}

const countBy = <T>(items: T[], key: (item: T) => string) =>
  items.reduce<Record<string, number>>((counts, item) => {
    counts[key(item)] = (counts[key(item)] ?? 0) + 1;
    return counts;
  }, {});

/**
 * The faults of issue 32 on the production stack, each under a crowd of FAULT_VISITORS polling
 * the figures and FAULT_WRITERS posting contact messages: an API process SIGKILLed (the stack
 * starts it again, as systemd's Restart=always would), then PostgreSQL stopped for five seconds
 * and started again, then the indexer SIGKILLed while buyers buy (indexerFault). For each: what
 * the crowd and the writers got, whether an acknowledged write is missing, and how long until it
 * was whole again.
 */
async function measureFaults(target: VisitorsTarget, stack: ProductionStack) {
  const { until } = (await import(testSupportModule)) as TestSupport;
  const results: {
    fault: string;
    figures: Awaited<ReturnType<typeof crowd>>;
    writes: Record<string, number>;
    acknowledged: number;
    lost: number;
    recoveredSeconds: number;
    recovery: string;
    /** The answers but 201 a writer may get, and how many of each. */
    allowed: { text: string; statuses: Record<string, number> };
    /** The indexer's fault: the sale's purchases meanwhile, against the contract's. */
    indexing?: IndexerCheck;
  }[] = [];
  /** Runs one fault: `strike` does it and returns how to tell, from the writes, when it was over. */
  const run = async (
    fault: string,
    recovery: string,
    allowed: { text: string; statuses: Record<string, number> },
    strike: () => Promise<(writes: Write[]) => number>,
  ) => {
    let over = false;
    const reading = crowd(target, FAULT_VISITORS, FAULT_SECONDS, () => !over);
    const writing = await writers(target.baseUrl, FAULT_WRITERS);
    await sleep(FAULT_AT_MS);
    const recoveredAfter = await strike().finally(() => (over = true));
    const figures = await reading;
    await writing.stop();
    const { writes } = writing;
    results.push({
      fault,
      figures,
      writes: countBy(writes, (write) => `${write.status}${write.code ? ` ${write.code}` : ''}`),
      acknowledged: writes.filter((write) => write.status === 201).length,
      lost: await lostWrites(stack.apiDatabaseUrl, writes),
      recoveredSeconds: Math.round(recoveredAfter(writes) / 100) / 10,
      recovery,
      allowed,
    });
    console.error(`fault: ${JSON.stringify(results.at(-1))}`);
  };

  // A write the killed process was serving gets nginx's 502: it never answered, nothing was
  // acknowledged, and nginx does not send a POST again (it may have been applied). One per writer
  // at most; every later write goes to the other process.
  const inFlight = {
    text: `at most ${FAULT_WRITERS} × 502 (the writes in flight at the kill, unacknowledged)`,
    statuses: { '502': FAULT_WRITERS },
  };
  await run(
    'an API process SIGKILLed',
    'until the stack had it serving again',
    inFlight,
    async () => {
      const [killed] = stack.apis;
      const restartsBefore = killed!.restarts;
      const killedAt = performance.now();
      process.kill(killed!.child.pid!, 'SIGKILL');
      await until(
        () => killed!.restarts > restartsBefore,
        'the killed API process is restarted',
        120_000,
        20,
      );
      const restartedMs = performance.now() - killedAt;
      return () => restartedMs;
    },
  );

  const { postgres } = stack;
  if (postgres) {
    await run(
      'PostgreSQL stopped for 5 s, then started',
      'from its start to the first write acknowledged',
      {
        text: 'meanwhile only 503 database_unavailable',
        statuses: { '503 database_unavailable': Number.POSITIVE_INFINITY },
      },
      async () => {
        await postgres.halt();
        await sleep(5_000);
        await postgres.resume();
        const resumedAt = performance.now();
        return (writes) =>
          (writes.find((write) => write.status === 201 && write.at > resumedAt)?.at ?? NaN) -
          resumedAt;
      },
    );
  }

  // The indexer crashes while buyers buy: the stack starts it again on its PostgreSQL database,
  // and it must go on from where it was. The API's writes do not depend on it: none may fail.
  let indexing: IndexerCheck | undefined;
  await run(
    'the indexer SIGKILLed mid-sale',
    'from the kill until the indexer was back at the chain’s head',
    { text: 'no other answer (the API does not depend on the indexer)', statuses: {} },
    async () => {
      indexing = await indexerFault(target, stack);
      const { caughtUpMs } = indexing;
      return () => caughtUpMs;
    },
  );
  results.at(-1)!.indexing = indexing;
  return results;
}

/** Buyers buying through the indexer's crash, how long it was away, and its count against the chain's. */
interface IndexerCheck {
  buyers: number;
  purchases: number;
  /** Purchases mined while the indexer was down (from the kill until it was ready again). */
  whileDown: number;
  /**
   * From the kill until the restarted indexer answered /ready, and until it had read the block
   * that was the chain's head then.
   */
  readyMs: number;
  caughtUpMs: number;
  /** Of the contract's TokensPurchased events up to the indexer's block, for these buyers. */
  onChain: number;
  twice: number;
  missed: number;
  /** Indexed rows the contract has no event for. */
  unknown: number;
  /** Buyers whose totals (count and amount) differ from the contract's events. */
  totalsWrong: number;
  /** What a visitor's history read through nginx (/indexer) got meanwhile, by status. */
  historyReads: Record<string, number>;
}

/**
 * The indexer SIGKILLed mid-sale, as a whole: its start script and Ponder below it (systemd kills
 * a unit’s whole control group once its main process dies). FAULT_BUYERS buyers keep buying
 * before the kill, while it is down and after it is back; once each has bought after its return,
 * they stop, and each buyer's purchases as the indexer counts them are compared with the
 * contract's TokensPurchased events up to the block the indexer says it has read (as
 * apps/indexer/test/postgres-restart.test.ts does): none twice, none missed, totals equal.
 */
async function indexerFault(target: VisitorsTarget, stack: ProductionStack): Promise<IndexerCheck> {
  const { until } = (await import(testSupportModule)) as TestSupport;
  const { publicClient, testClient } = chainClients(target.anvilUrl);
  const { indexer, indexerUrl } = stack;
  const indexedBlock = async () => {
    const response = await fetch(`${indexerUrl}/chains/31337`);
    if (!response.ok) return -1;
    return ((await response.json()) as { indexed: { number: number } }).indexed.number;
  };
  const sale = await publicBuyers(target.anvilUrl, FAULT_BUYERS);
  const mined = (after: number, buyer: string) =>
    sale.purchases.some((p) => p.buyer === buyer && p.at > after);

  // A visitor's portfolio, read through nginx as the site reads it, twice a second.
  const historyReads: Record<string, number> = {};
  const stopReading = new AbortController();
  const historyUrl = `${target.baseUrl}/indexer/chains/31337/accounts/${sale.buyers[0]}/purchases`;
  const reader = (async () => {
    while (!stopReading.signal.aborted) {
      const status = await fetch(historyUrl).then(
        async (response) => {
          await response.arrayBuffer();
          return String(response.status);
        },
        (error: unknown) => (error instanceof Error ? error.message.slice(0, 40) : 'failed'),
      );
      historyReads[status] = (historyReads[status] ?? 0) + 1;
      await sleep(500);
    }
  })();

  // The two waits of the fault: every buyer has a purchase mined after `after`; the indexer's
  // read API says it has read `block`.
  const everyBuyerBought = (after: number, what: string) =>
    until(() => sale.buyers.every((buyer) => mined(after, buyer)), what, 120_000, 20);
  const indexerAt = (block: number, what: string) =>
    until(async () => (await indexedBlock()) >= block, what, 120_000, 20);
  const lastPurchaseBlock = () => Math.max(...sale.purchases.map((p) => Number(p.block)));

  // Mid-sale: each buyer has a purchase mined, and the indexer has read it.
  await everyBuyerBought(0, 'every buyer bought');
  await indexerAt(lastPurchaseBlock(), 'the indexer read the first purchases');

  const restartsBefore = indexer.restarts;
  const killedAt = performance.now();
  process.kill(-indexer.child.pid!, 'SIGKILL');
  // A block while it is down, whatever its restart takes (anvil makes one every 12 s): each
  // buyer has a purchase waiting in the pool, sent on its last receipt.
  await testClient.mine({ blocks: 1 });
  await until(() => indexer.restarts > restartsBefore, 'the indexer is restarted', 300_000, 20);
  const readyAt = performance.now();
  // Ready means it has read what it found at its start; the blocks made since, it reads next.
  const headAtReady = Number(await publicClient.getBlockNumber());
  await indexerAt(headAtReady, 'the indexer is back at the chain’s head');
  const caughtUpAt = performance.now();
  // Each buyer buys once more after its return; then the sale stops.
  await everyBuyerBought(readyAt, 'every buyer bought again');
  await sale.stop();
  await indexerAt(lastPurchaseBlock(), 'the indexer read the last purchase');
  stopReading.abort();
  await reader;

  const counts = await Promise.all(
    sale.buyers.map((buyer) =>
      reconcilePurchases({
        indexerUrl,
        rpcUrl: target.anvilUrl,
        chainId: 31337,
        contract: eco.address,
        buyer,
      }),
    ),
  );
  const total = (of: (count: (typeof counts)[number]) => number) =>
    counts.reduce((n, count) => n + of(count), 0);
  return {
    buyers: sale.buyers.length,
    purchases: sale.purchases.length,
    whileDown: sale.purchases.filter((p) => p.at > killedAt && p.at < readyAt).length,
    readyMs: readyAt - killedAt,
    caughtUpMs: caughtUpAt - killedAt,
    onChain: total((count) => count.onChain.length),
    twice: total((count) => count.twice.length),
    missed: total((count) => count.missed.length),
    unknown: total((count) => count.unknown.length),
    totalsWrong: total((count) => (count.totalsEqual ? 0 : 1)),
    historyReads,
  };
}

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
    nginx?: Awaited<ReturnType<typeof nginxFigures>>;
  }[] = [];
  // A quarter of a minute of a small crowd first: the API's first reads (its connections, the
  // JIT) are behind it, and its head poll runs, before the first row counts anything.
  await crowd(target, 10, 15);
  for (const visitors of CROWDS) {
    // One poll interval first: the API's head poll is running, as it is for any crowd.
    await crowd(target, Math.min(visitors, 10), PAGE_POLL_MS / 1000);
    await target.resetRpcCounts();
    const accessLog = target.stack?.accessLog;
    const logFrom = accessLog ? logSize(accessLog) : 0;
    const started = performance.now();
    const result = await crowd(target, visitors, seconds);
    const counts = await target.rpcCounts();
    const elapsed = (performance.now() - started) / 1000;
    const nginx = accessLog ? await nginxFigures(accessLog, logFrom) : undefined;
    const { requests, ...latency } = result;
    shared.push({
      visitors,
      nodeRequestsPerMinute: perMinute(counts.httpRequests, elapsed),
      calls: counts.calls,
      figuresRequests: requests,
      ...latency,
      ...(nginx ? { nginx } : {}),
    });
    console.error(
      `visitors ${visitors}: ${perMinute(counts.httpRequests, elapsed)} node requests/min (${callsText(counts.calls)}), p99 ${result.p99Ms} ms, ${result.errors} errors` +
        (nginx ? `; nginx p99 ${nginx.p99Ms} ms, ${cacheText(nginx.cache)}` : ''),
    );
  }

  // The faults on the same stack, in the same run, while the chain still makes its blocks.
  const faults = target.stack ? await measureFaults(target, target.stack) : [];

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
        metric: `${row.visitors.toLocaleString('en-US')} visitors: figures p99 seen by the crowd, errors`,
        value: `${row.p99Ms} ms, ${row.errors} of ${row.figuresRequests}`,
        ...(last ? { goal: '< 50 ms, 0', ok: row.p99Ms < 50 && row.errors === 0 } : {}),
      },
      ...(row.nginx
        ? [
            {
              metric: `${row.visitors.toLocaleString('en-US')} visitors: figures p99 in nginx, cache`,
              value: `${row.nginx.p99Ms} ms (${row.nginx.answers} answers), ${cacheText(row.nginx.cache)}`,
            },
          ]
        : []),
    );
  }
  for (const fault of faults) {
    const others = Object.entries(fault.writes)
      .filter(([status]) => status !== '201')
      .map(([status, n]) => `${n} × ${status}`)
      .join(', ');
    rows.push(
      {
        metric: `fault, ${fault.fault}: figures under ${FAULT_VISITORS.toLocaleString('en-US')} visitors`,
        value: `${fault.figures.errors} errors of ${fault.figures.requests}, p99 ${fault.figures.p99Ms} ms`,
        goal: 'no error',
        ok: fault.figures.errors === 0,
      },
      {
        metric: `fault, ${fault.fault}: ${FAULT_WRITERS} writers`,
        value: `${fault.acknowledged} acknowledged, ${fault.lost} of them lost${others ? `; ${others}` : ''}; whole again ${fault.recoveredSeconds} s ${fault.recovery}`,
        goal: `none lost; ${fault.allowed.text}`,
        ok:
          fault.lost === 0 &&
          Object.entries(fault.writes).every(
            ([status, n]) => status === '201' || (fault.allowed.statuses[status] ?? -1) >= n,
          ),
      },
    );
    const indexing = fault.indexing;
    if (indexing) {
      const seconds = (ms: number) => Math.round(ms / 100) / 10;
      rows.push(
        {
          metric: `fault, ${fault.fault}: purchases counted by the indexer`,
          value:
            `${indexing.purchases} by ${indexing.buyers} buyers (${indexing.whileDown} while it was down), ` +
            `${indexing.onChain} on the chain at its block: ${indexing.twice} twice, ${indexing.missed} missed, ` +
            `${indexing.unknown} unknown, ${indexing.totalsWrong} totals wrong; ` +
            `ready ${seconds(indexing.readyMs)} s after the kill, at the chain’s head ${seconds(indexing.caughtUpMs)} s`,
          goal: 'none twice, missed or unknown; totals equal the contract’s',
          ok:
            indexing.onChain === indexing.purchases &&
            indexing.whileDown > 0 &&
            indexing.twice + indexing.missed + indexing.unknown + indexing.totalsWrong === 0,
        },
        {
          metric: `fault, ${fault.fault}: a visitor’s history through nginx meanwhile`,
          value: Object.entries(indexing.historyReads)
            .map(([status, n]) => `${n} × ${status}`)
            .join(', '),
        },
      );
    }
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
      faults,
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
