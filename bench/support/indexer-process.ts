// The indexer for bench/history.ts: `ponder start` with the command line and environment that
// apps/indexer/lib/run.ts builds (indexerArgs, indexerEnv), started here rather than with its
// startIndexer because that one gives up when /ready (historical indexing done) takes over 120 s,
// and a 100,000-block history through a provider limited to 1,000 blocks per eth_getLogs takes
// Ponder longer: it sends one eth_getLogs per event signature and block range, and paces itself
// from 20 requests per second up (see bench/README.md).
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { indexerArgs, indexerEnv } from '../../apps/indexer/lib/run';
import type { IndexerOptions } from '../../apps/indexer/lib/run';
import { repoRoot } from '../lib';

const indexerDir = path.join(repoRoot, 'apps', 'indexer');

/** A started indexer; `ready` resolves once /ready answers 200. */
export interface IndexerProcess {
  url: string;
  child: ChildProcess;
  /** Resolves once historical indexing is done (/ready), rejects if the process exits first. */
  ready(timeoutMs: number): Promise<void>;
  /** Resolves once /status shows `blockNumber` read on `chainId`. */
  waitForBlock(chainId: number, blockNumber: bigint, timeoutMs: number): Promise<void>;
  /** The last lines Ponder wrote. */
  output(): string[];
  /** SIGINT (Ponder's clean stop), SIGKILL after 15 s. */
  stop(): Promise<void>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Starts `ponder start` for `options` on an emptied `dataDir` (PGlite). */
export function spawnIndexer(
  options: IndexerOptions & { dataDir: string; log?: (line: string) => void },
): IndexerProcess {
  rmSync(options.dataDir, { recursive: true, force: true });
  mkdirSync(options.dataDir, { recursive: true });
  const url = `http://${options.host ?? '127.0.0.1'}:${options.port}`;
  const child = spawn(process.execPath, indexerArgs(options), {
    cwd: indexerDir,
    env: { ...process.env, ...indexerEnv(options), NO_COLOR: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const tail: string[] = [];
  const onData = (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n').filter(Boolean)) {
      options.log?.(line);
      tail.push(line);
      if (tail.length > 40) tail.shift();
    }
  };
  child.stdout.on('data', onData);
  child.stderr.on('data', onData);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const running = () => child.exitCode === null && child.signalCode === null;
  // Never leave Ponder behind if this process ends without stopping it.
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);

  let stopping: Promise<void> | undefined;
  const stop = () =>
    (stopping ??= (async () => {
      if (running()) child.kill('SIGINT');
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
      process.removeListener('exit', killOnExit);
    })());

  const poll = async (what: string, timeoutMs: number, done: () => Promise<boolean>) => {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (!running()) throw new Error(`The indexer exited before ${what}:\n${tail.join('\n')}`);
      if (await done().catch(() => false)) return;
      await sleep(100);
    }
    throw new Error(`The indexer was not ${what} after ${timeoutMs / 1000} s:\n${tail.join('\n')}`);
  };

  return {
    url,
    child,
    output: () => [...tail],
    stop,
    ready: (timeoutMs) => poll('ready', timeoutMs, async () => (await fetch(`${url}/ready`)).ok),
    waitForBlock: (chainId, blockNumber, timeoutMs) =>
      poll(`at block ${blockNumber}`, timeoutMs, async () => {
        const status = (await (await fetch(`${url}/status`)).json()) as Record<
          string,
          { id: number; block: { number: number } }
        >;
        const seen = Object.values(status).find((chain) => chain.id === chainId)?.block.number;
        return seen !== undefined && seen >= Number(blockNumber);
      }),
  };
}
