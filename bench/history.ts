// Chain history, the old way against the indexer: on a long local chain (100,000 blocks, 2,000
// purchases, 1,000 transfers, owner changes), the portfolio, the referrers' leaderboard and the
// owner's audit log read (a) by scanning eth_getLogs from ECO's deployment block through a
// provider that refuses ranges over 1,000 blocks, as the site and the API did, and (b) from the
// indexer's read API, which catches up through the same kind of provider. Requests, eth_getLogs
// and wall time per view, the indexer's catch-up time and memory, and a check that both ways
// answer the same. See bench/README.md. Run: npx tsx bench/history.ts
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { RpcCounts } from '../apps/web/e2e/support/rpc-proxy';
import { machine, runStandalone } from './lib';
import type { Bench, BenchRow } from './lib';
import { Cleanup } from './support/api-processes';
import { benchOutDir } from './support/build-site';
import { buildHistoryChain, readHistorySettings } from './support/history-chain';
import type { HistoryChain } from './support/history-chain';
import { indexerViews, oldScanViews, referrerRows, viewNames } from './support/history-views';
import type { ViewAnswer, ViewName } from './support/history-views';
import { startLimitedCountingRpc } from './support/limited-rpc';
import { percentile } from './support/paced-load';
import { spawnIndexer } from '../apps/indexer/lib/run';
import { memoryOf, sampleMemory } from './support/process-memory';
import { freePort } from './support/services';

const CHAIN_ID = 31337;
/** Goal of the read path: a view answers in under this (median). */
const GOAL_P50_MS = 100;
/** How long the indexer may take to catch up: Ponder paces itself (bench/README.md). */
const INDEXER_TIMEOUT_MS = 15 * 60_000;

const viewTitles: Record<ViewName, string> = {
  portfolio: 'portfolio',
  leaderboard: 'leaderboard',
  auditLog: 'audit log',
};

/** One way of reading one view, measured over several runs. */
interface Measured {
  runs: number;
  p50Ms: number;
  p95Ms: number;
  timesMs: number[];
  /** JSON-RPC calls of one run, by method (the last run; every run must send the same). */
  rpcCalls: Record<string, number>;
  rpcHttpRequests: number;
  ethGetLogs: number;
  refusedGetLogs: number;
  /** HTTP requests to the indexer in one run. */
  indexerRequests: number;
  answer: ViewAnswer;
}

const callsIn = (counts: RpcCounts) => Object.values(counts.calls).reduce((a, b) => a + b, 0);
const n = (value: number) => value.toLocaleString('en-US');
const ms = (value: number) => `${n(Math.round(value))} ms`;
const s = (value: number) => `${(value / 1000).toFixed(1)} s`;
const mib = (kib: number | undefined) =>
  kib === undefined ? 'n/a' : `${n(Math.round(kib / 1024))} MiB`;
const methods = (calls: Record<string, number>) =>
  Object.entries(calls)
    .sort((a, b) => b[1] - a[1])
    .map(([method, count]) => `${method} ${n(count)}`)
    .join(', ');

/** Runs `read` `runs` times, timing each and counting what the last one cost. */
async function measure(
  runs: number,
  read: () => Promise<ViewAnswer>,
  counter: { reset(): Promise<void>; counts(): Promise<RpcCounts>; refused(): number },
  indexerRequests: () => number,
  resetEachRun: boolean,
): Promise<Measured & { windowCalls: Record<string, number> }> {
  const timesMs: number[] = [];
  let answer: ViewAnswer | undefined;
  let perRun: { counts: RpcCounts; refused: number; indexer: number } | undefined;
  await counter.reset();
  for (let run = 0; run < runs; run += 1) {
    if (resetEachRun) await counter.reset();
    const indexerBefore = indexerRequests();
    const started = performance.now();
    const next = await read();
    timesMs.push(performance.now() - started);
    if (answer && JSON.stringify(answer.key) !== JSON.stringify(next.key)) {
      throw new Error(
        `run ${run + 1} answered differently from the run before: ${next.summary} / ${answer.summary}`,
      );
    }
    answer = next;
    const counts = resetEachRun ? await counter.counts() : { httpRequests: 0, calls: {} };
    if (resetEachRun && perRun && callsIn(perRun.counts) !== callsIn(counts)) {
      console.warn(
        `  run ${run + 1} sent ${callsIn(counts)} JSON-RPC calls, the run before ${callsIn(perRun.counts)}`,
      );
    }
    perRun = {
      counts,
      refused: resetEachRun ? counter.refused() : 0,
      indexer: indexerRequests() - indexerBefore,
    };
  }
  const window = await counter.counts();
  const sorted = [...timesMs].sort((a, b) => a - b);
  return {
    runs,
    p50Ms: percentile(sorted, 50),
    p95Ms: percentile(sorted, 95),
    timesMs: timesMs.map((t) => Math.round(t * 10) / 10),
    rpcCalls: perRun!.counts.calls,
    rpcHttpRequests: perRun!.counts.httpRequests,
    ethGetLogs: perRun!.counts.calls.eth_getLogs ?? 0,
    refusedGetLogs: perRun!.refused,
    indexerRequests: perRun!.indexer,
    answer: answer!,
    windowCalls: window.calls,
  };
}

/** Where both ways, or a way and what the benchmark sent, disagree. */
function mismatches(
  history: HistoryChain,
  old: Record<ViewName, Measured>,
  indexed: Record<ViewName, Measured>,
): string[] {
  const problems: string[] = [];
  for (const view of viewNames) {
    if (JSON.stringify(old[view].answer.key) !== JSON.stringify(indexed[view].answer.key)) {
      problems.push(
        `${viewTitles[view]}: the old scan found ${old[view].answer.summary}, the indexer ${indexed[view].answer.summary}` +
          ` (old ${JSON.stringify(old[view].answer.key).slice(0, 400)}; indexer ${JSON.stringify(indexed[view].answer.key).slice(0, 400)})`,
      );
    }
  }
  const portfolio = old.portfolio.answer.key as { purchases: string[]; rewards: string[] };
  const sent = history.expected.portfolio;
  if (portfolio.purchases.length !== sent.purchases || portfolio.rewards.length !== sent.rewards) {
    problems.push(
      `portfolio: ${sent.purchases} purchases and ${sent.rewards} rewards were sent, the chain has ${old.portfolio.answer.summary}`,
    );
  }
  if (
    JSON.stringify(old.leaderboard.answer.key) !==
    JSON.stringify(referrerRows(history.expected.referrers))
  ) {
    problems.push("leaderboard: the referrers' totals differ from the purchases sent");
  }
  const ownerEvents = (old.auditLog.answer.key as [string, number][]).reduce(
    (sum, [, count]) => sum + count,
    0,
  );
  if (ownerEvents < history.sent.ownerChanges) {
    problems.push(
      `audit log: ${history.sent.ownerChanges} owner changes were sent, the chain has ${ownerEvents} owner events`,
    );
  }
  return problems;
}

const bench: Bench = async () => {
  const settings = readHistorySettings();
  console.error(
    `history: ${n(settings.blocks)} blocks, ${n(settings.purchases)} purchases, ${n(settings.transfers)} transfers, ` +
      `${settings.ownerChanges} owner changes (BENCH_HISTORY_SCALE=${settings.scale}); each view ${settings.scanRuns} times ` +
      `the old way (BENCH_HISTORY_SCAN_RUNS), ${settings.indexerRuns} times from the indexer (BENCH_HISTORY_INDEXER_RUNS); ` +
      `eth_getLogs limited to ${n(settings.maxLogBlocks)} blocks`,
  );
  const cleanup = new Cleanup();
  try {
    // 1. The long chain.
    const history = await buildHistoryChain(settings, (chain) => cleanup.defer(() => chain.stop()));
    const blocks = history.head - history.deploymentBlock;
    console.error(`  chain built in ${s(history.buildMs)}: head ${n(Number(history.head))}`);

    // 2. The old scan, alone on the machine (the indexer is not started yet).
    const oldRpc = await startLimitedCountingRpc({
      target: history.chain.rpcUrl,
      maxBlocks: settings.maxLogBlocks,
    });
    cleanup.defer(() => oldRpc.close());
    const scan = oldScanViews(
      oldRpc.url,
      history.eco,
      history.deploymentBlock,
      history.portfolioAccount,
    );
    const old = {} as Record<ViewName, Measured>;
    for (const view of viewNames) {
      old[view] = await measure(settings.scanRuns, scan[view], oldRpc, () => 0, true);
      console.error(
        `  old scan, ${viewTitles[view]}: p50 ${ms(old[view].p50Ms)}, ${n(callsIn({ httpRequests: 0, calls: old[view].rpcCalls }))} JSON-RPC calls`,
      );
    }

    // 3. The indexer on a fresh folder, through its own counted and limited endpoint.
    const indexerRpc = await startLimitedCountingRpc({
      target: history.chain.rpcUrl,
      maxBlocks: settings.maxLogBlocks,
    });
    cleanup.defer(() => indexerRpc.close());
    const dataDir = mkdtempSync(path.join(tmpdir(), 'eco-bench-history-'));
    cleanup.defer(async () => rmSync(dataDir, { recursive: true, force: true }));
    const port = await freePort();
    const ponderLines: string[] = [];
    await indexerRpc.reset();
    const started = performance.now();
    const indexer = spawnIndexer({
      rpcUrls: { [CHAIN_ID]: indexerRpc.url },
      port,
      anyPort: true,
      dataDir,
      pollingIntervalMs: 100,
      // The bench compares the views the old log scan served; the fund wallet's tracing (one
      // debug trace per block, and its opening balance at a pruned block) is not one of them.
      fundWallet: false,
      log: (line) => {
        if (/\b(WARN|ERROR|FATAL)\b/.test(line)) ponderLines.push(line.slice(0, 300));
      },
    });
    cleanup.defer(() => indexer.stop());
    const sampler = sampleMemory(indexer.child.pid);
    let sampled: ReturnType<typeof sampler.stop>;
    let readyMs: number;
    let caughtUpMs: number;
    try {
      await indexer.ready(INDEXER_TIMEOUT_MS);
      readyMs = performance.now() - started;
      await indexer.waitForBlock(CHAIN_ID, history.head, INDEXER_TIMEOUT_MS);
      caughtUpMs = performance.now() - started;
    } finally {
      sampled = sampler.stop();
    }
    const catchUp = await indexerRpc.counts();
    const catchUpRefused = indexerRpc.refused();
    const pid = indexer.child.pid;
    const atHead = memoryOf(pid);
    console.error(`  indexer at the head after ${s(caughtUpMs)}, RSS ${mib(atHead?.rssKiB)}`);

    let indexerRequests = 0;
    const fromIndexer = indexerViews(
      indexer.url,
      CHAIN_ID,
      history.portfolioAccount,
      () => (indexerRequests += 1),
    );
    const indexed = {} as Record<ViewName, Measured & { windowCalls: Record<string, number> }>;
    for (const view of viewNames) {
      // The indexer polls the chain on its own every 100 ms: counted over the whole window.
      indexed[view] = await measure(
        settings.indexerRuns,
        fromIndexer[view],
        indexerRpc,
        () => indexerRequests,
        false,
      );
      console.error(`  indexer, ${viewTitles[view]}: p50 ${ms(indexed[view].p50Ms)}`);
    }
    const afterViews = memoryOf(pid);

    // 4. Both ways must give the same answer, and the one the benchmark sent.
    const problems = mismatches(history, old, indexed);

    const rows: BenchRow[] = [
      {
        metric: 'chain: blocks after the deployment',
        value: `${n(Number(blocks))} (head ${n(Number(history.head))}), built in ${s(history.buildMs)}`,
        goal: `>= ${n(settings.blocks)}`,
        ok: blocks >= BigInt(settings.blocks),
      },
      {
        metric: 'chain: history',
        value:
          `${n(history.sent.purchases)} purchases (${n(history.sent.referred)} naming a referrer) by ${history.sent.buyers} buyers, ` +
          `${n(history.sent.transfers)} transfers, ${history.sent.ownerChanges} owner changes, in ${n(history.sent.tradeBlocks + history.sent.ownerChanges)} blocks`,
      },
      { metric: 'indexer catch-up: start to /ready', value: s(readyMs) },
      { metric: 'indexer catch-up: start to /status at the head', value: s(caughtUpMs) },
      {
        metric: 'indexer catch-up: JSON-RPC calls',
        value: `${n(callsIn(catchUp))} (${methods(catchUp.calls)}; ${n(catchUpRefused)} eth_getLogs refused)`,
      },
      {
        metric: 'indexer memory (RSS of ponder start)',
        value:
          `at the head ${mib(atHead?.rssKiB)}, peak ${mib(sampled.samples > 0 ? sampled.peakKiB : undefined)} sampled ` +
          `every 250 ms (kernel's VmHWM ${mib(afterViews?.hwmKiB)}), after the views ${mib(afterViews?.rssKiB)}; ` +
          `with its child processes at the head ${mib(atHead?.treeRssKiB)}`,
      },
    ];
    for (const view of viewNames) {
      const a = old[view];
      const b = indexed[view];
      const title = viewTitles[view];
      const same = !problems.some((problem) => problem.startsWith(`${title}:`));
      rows.push(
        {
          metric: `${title}, old scan: requests per view`,
          value: `${n(callsIn({ httpRequests: 0, calls: a.rpcCalls }))} JSON-RPC (eth_getLogs ${n(a.ethGetLogs)}, ${n(a.refusedGetLogs)} refused), ${a.indexerRequests} to the indexer`,
        },
        {
          metric: `${title}, old scan: wall time`,
          value: `p50 ${ms(a.p50Ms)}, p95 ${ms(a.p95Ms)} (${a.runs} runs)`,
        },
        {
          metric: `${title}, indexer: requests per view`,
          value:
            `${b.indexerRequests} HTTP to the indexer, 0 JSON-RPC; while it ran ${b.runs} times the indexer sent ` +
            `eth_getLogs ${n(b.windowCalls.eth_getLogs ?? 0)} (${methods(b.windowCalls) || 'nothing'})`,
          goal: '1 HTTP, 0 eth_getLogs',
          ok: b.indexerRequests === 1 && (b.windowCalls.eth_getLogs ?? 0) === 0,
        },
        {
          metric: `${title}, indexer: wall time`,
          value: `p50 ${ms(b.p50Ms)}, p95 ${ms(b.p95Ms)} (${b.runs} runs)`,
          goal: `p50 < ${GOAL_P50_MS} ms`,
          ok: b.p50Ms < GOAL_P50_MS,
        },
        {
          metric: `${title}: same answer both ways`,
          value: same ? b.answer.summary : `old: ${a.answer.summary}; indexer: ${b.answer.summary}`,
          goal: 'equal',
          ok: same,
        },
      );
    }

    const figures = {
      machine: await machine(),
      settings,
      chain: {
        deploymentBlock: Number(history.deploymentBlock),
        head: Number(history.head),
        blocksAfterDeployment: Number(blocks),
        buildMs: history.buildMs,
        ...history.sent,
        portfolioAccount: history.portfolioAccount,
      },
      indexer: {
        readyMs: Math.round(readyMs),
        caughtUpMs: Math.round(caughtUpMs),
        catchUpRpc: {
          httpRequests: catchUp.httpRequests,
          calls: catchUp.calls,
          refusedGetLogs: catchUpRefused,
        },
        memoryKiB: {
          atHead: atHead?.rssKiB ?? null,
          peakSampled: sampled.samples > 0 ? sampled.peakKiB : null,
          samples: sampled.samples,
          withChildrenAtHead: atHead?.treeRssKiB ?? null,
          withChildrenPeakSampled: sampled.samples > 0 ? sampled.treePeakKiB : null,
          kernelPeak: afterViews?.hwmKiB ?? null,
          afterViews: afterViews?.rssKiB ?? null,
        },
        ponderWarnings: ponderLines.slice(-20),
      },
      views: Object.fromEntries(
        viewNames.map((view) => [
          view,
          {
            answer: indexed[view].answer.summary,
            sameAnswer: !problems.some((problem) => problem.startsWith(`${viewTitles[view]}:`)),
            oldScan: { ...old[view], answer: undefined, windowCalls: undefined },
            indexer: { ...indexed[view], answer: undefined },
          },
        ]),
      ),
      goals: { ethGetLogsPerView: 0, indexerRequestsPerView: 1, p50Ms: GOAL_P50_MS },
      ...(problems.length > 0 ? { mismatches: problems } : {}),
    };
    mkdirSync(benchOutDir, { recursive: true });
    writeFileSync(
      path.join(benchOutDir, 'history.json'),
      `${JSON.stringify({ history: figures }, null, 2)}\n`,
    );
    if (problems.length > 0) {
      throw new Error(
        `The two ways disagree (figures in bench/.out/history.json):\n- ${problems.join('\n- ')}`,
      );
    }
    return { name: 'history', figures, rows };
  } finally {
    await cleanup.run();
  }
};

export default bench;

await runStandalone(import.meta.url, bench);
