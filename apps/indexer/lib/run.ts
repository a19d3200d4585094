// Starting and stopping the indexer as a child process: for npm start, the tests and the browser
// tests. Ponder is a CLI, so this is the one place that knows how to drive it.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const indexerDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** Ponder's CLI: its package exports only the library, so it is found on disk like npm's bin. */
function findPonderBin(): string {
  for (let dir = indexerDir; ; dir = path.dirname(dir)) {
    const bin = path.join(dir, 'node_modules', 'ponder', 'dist', 'esm', 'bin', 'ponder.js');
    if (existsSync(bin)) return bin;
    if (path.dirname(dir) === dir) throw new Error('ponder is not installed: run npm install');
  }
}
const ponderBin = findPonderBin();

export interface IndexerOptions {
  /** RPC endpoint of each chain: { 31337: 'http://127.0.0.1:8545' }. */
  rpcUrls: Record<number, string | string[]>;
  port: number;
  /**
   * Ponder moves to the next free port when `port` is taken. By default that is an error (the
   * site and the API expect the indexer where they were told); tests that picked a free port
   * set this, and `url` follows the indexer to where it listens.
   */
  anyPort?: boolean;
  host?: string;
  /** PGlite folder; emptied first unless `keepData`. Ignored with `databaseUrl`. */
  dataDir?: string;
  keepData?: boolean;
  databaseUrl?: string;
  /** Ponder's database schema (required by `ponder start`). */
  schema?: string;
  pollingIntervalMs?: number;
  logBlockRange?: number;
  /** false: leave out the fund wallet's ether (INDEXER_FUND_WALLET, lib/env.ts). */
  fundWallet?: boolean;
  /** Where Ponder's log goes; default: dropped, except the last lines shown if it fails. */
  log?: (line: string) => void;
}

/** The environment variables Ponder and ponder.config.ts read, for these options. */
export function indexerEnv(options: IndexerOptions): Record<string, string> {
  const rpc = Object.entries(options.rpcUrls)
    .map(([id, urls]) => `${id}=${[urls].flat().join('|')}`)
    .join(';');
  return {
    INDEXER_RPC_URLS: rpc,
    ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
    ...(options.dataDir ? { INDEXER_DATA_DIR: path.resolve(options.dataDir) } : {}),
    ...(options.pollingIntervalMs ? { INDEXER_POLLING_MS: String(options.pollingIntervalMs) } : {}),
    ...(options.logBlockRange ? { INDEXER_LOG_BLOCK_RANGE: String(options.logBlockRange) } : {}),
    ...(options.fundWallet === undefined
      ? {}
      : { INDEXER_FUND_WALLET: String(options.fundWallet) }),
  };
}

/** A started indexer process (startIndexer resolves with it once it is ready). */
export interface RunningIndexer {
  /** Where the indexer listens: known for certain once it is ready. */
  readonly url: string;
  child: ChildProcess;
  /** Resolves once historical indexing is done (/ready); rejects if the process exits first. */
  ready(timeoutMs: number): Promise<void>;
  /**
   * Resolves once the read API says its rows go to `blockNumber` on `chainId`. `timeoutMs`
   * (default 120 s) bounds a hang; a quiet machine takes about a second.
   */
  waitForBlock(chainId: number, blockNumber: bigint | number, timeoutMs?: number): Promise<void>;
  /** The last lines Ponder wrote. */
  output(): string[];
  /** SIGINT, Ponder's clean stop (SIGTERM leaves its schema lock behind); resolves on exit. */
  stop(): Promise<void>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Starts `ponder start` for `options` and returns at once. Its PGlite folder is emptied first
 * unless `keepData`: a fresh chain needs a fresh history, the old rows belong to blocks that no
 * longer exist. If this process exits first, the indexer is killed with it.
 */
function spawnIndexer(options: IndexerOptions): RunningIndexer {
  if (options.dataDir && !options.databaseUrl) {
    if (!options.keepData) rmSync(options.dataDir, { recursive: true, force: true });
    mkdirSync(options.dataDir, { recursive: true });
  }
  const host = options.host ?? '127.0.0.1';
  // The port Ponder says it listens on ("Created HTTP server … port=42069"): a port picked as free
  // can be taken by a parallel test run's server before Ponder binds it, and Ponder then moves on.
  let listening: number | undefined;
  const schema = options.schema ?? 'eco';
  const args = ['start', '--schema', schema, '--port', String(options.port), '--hostname', host];
  const child = spawn(process.execPath, [ponderBin, ...args], {
    cwd: indexerDir,
    env: { ...process.env, ...indexerEnv(options), NO_COLOR: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const tail: string[] = [];
  const onData = (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n').filter(Boolean)) {
      options.log?.(line);
      const created = /Created HTTP server\b.*\bport=(\d+)/.exec(line);
      if (created) listening = Number(created[1]);
      tail.push(line);
      if (tail.length > 40) tail.shift();
    }
  };
  child.stdout.on('data', onData);
  child.stderr.on('data', onData);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const running = () => child.exitCode === null && child.signalCode === null;
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

  // Ponder moving off the port it was given is an error unless the caller allows it.
  const checkPort = () => {
    if (listening !== undefined && listening !== options.port && !options.anyPort) {
      throw new Error(
        `Port ${options.port} is in use, so the indexer listens on ${listening}: stop what holds port ${options.port} or choose another`,
      );
    }
  };

  const poll = async (what: string, timeoutMs: number, done: () => Promise<boolean>) => {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (!running()) throw new Error(`The indexer exited before ${what}:\n${tail.join('\n')}`);
      checkPort();
      if (await done().catch(() => false)) return;
      await sleep(50);
    }
    throw new Error(`The indexer was not ${what} after ${timeoutMs / 1000} s:\n${tail.join('\n')}`);
  };

  const url = () => `http://${host}:${listening ?? options.port}`;
  return {
    get url() {
      return url();
    },
    child,
    output: () => [...tail],
    stop,
    ready: (timeoutMs) =>
      poll(
        'ready',
        timeoutMs,
        async () => listening !== undefined && (await fetch(`${url()}/ready`)).ok,
      ),
    // The read API's claim, not Ponder's /status: after a restart /status names the block Ponder
    // had reached before it, while the rows are rolled back and indexed again (src/api/index.ts).
    // The default was 20 s until a clean-clone `npm test` beside a busy core (2026-11-30): with
    // the machine's two cores shared by the test phase's eleven jobs, Ponder took 16 s from
    // "Started live indexing" to its first block and had reached block 15 of 27 at 20 s.
    waitForBlock: (chainId, blockNumber, timeoutMs = 120_000) =>
      poll(`at block ${blockNumber} of chain ${chainId}`, timeoutMs, async () => {
        const response = await fetch(`${url()}/chains/${chainId}`);
        if (!response.ok) return false;
        const { indexed } = (await response.json()) as { indexed: { number: number } };
        return indexed.number >= Number(blockNumber);
      }),
  };
}

/**
 * Starts the indexer and resolves once its HTTP server answers /ready (historical indexing done),
 * within `readyTimeoutMs` (default 120 s: a local chain takes seconds).
 */
export async function startIndexer(
  options: IndexerOptions & { readyTimeoutMs?: number },
): Promise<RunningIndexer> {
  const indexer = spawnIndexer(options);
  try {
    await indexer.ready(options.readyTimeoutMs ?? 120_000);
  } catch (error) {
    await indexer.stop();
    throw error;
  }
  return indexer;
}
