// Starting and stopping the indexer as a child process: for npm start, the tests, the browser
// tests and the bench. Ponder is a CLI, so this is the one place that knows how to drive it.
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
  host?: string;
  /** PGlite folder; emptied first unless `keepData`. Ignored with `databaseUrl`. */
  dataDir?: string;
  keepData?: boolean;
  databaseUrl?: string;
  /** Ponder's database schema (required by `ponder start`). */
  schema?: string;
  pollingIntervalMs?: number;
  logBlockRange?: number;
  /** Where Ponder's log goes; default: dropped, except the last lines shown if it fails. */
  log?: (line: string) => void;
}

export interface RunningIndexer {
  url: string;
  child: ChildProcess;
  /** Resolves once the indexer has read `blockNumber` on `chainId` (its /status). */
  waitForBlock(chainId: number, blockNumber: bigint | number, timeoutMs?: number): Promise<void>;
  /** SIGINT, Ponder's clean stop (SIGTERM leaves its schema lock behind); resolves on exit. */
  stop(): Promise<void>;
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
    // Ponder reports usage to its authors unless told not to: nothing leaves this machine.
    PONDER_TELEMETRY_DISABLED: 'true',
  };
}

/** The command line of `ponder start` for these options. */
export function indexerArgs(options: Pick<IndexerOptions, 'port' | 'host' | 'schema'>): string[] {
  return [
    ponderBin,
    'start',
    '--schema',
    options.schema ?? 'eco',
    '--port',
    String(options.port),
    '--hostname',
    options.host ?? '127.0.0.1',
  ];
}

/** Starts the indexer and resolves once its HTTP server answers /ready. */
export async function startIndexer(options: IndexerOptions): Promise<RunningIndexer> {
  if (options.dataDir && !options.databaseUrl) {
    // A fresh chain needs a fresh history: the old rows belong to blocks that no longer exist.
    if (!options.keepData) rmSync(options.dataDir, { recursive: true, force: true });
    mkdirSync(options.dataDir, { recursive: true });
  }
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

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGINT');
    const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    await exited;
    clearTimeout(timer);
  };

  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`The indexer exited before it was ready:\n${tail.join('\n')}`);
    }
    const ready = await fetch(`${url}/ready`).then(
      (res) => res.ok,
      () => false,
    );
    if (ready) break;
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`The indexer was not ready after 120 s:\n${tail.join('\n')}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }

  return {
    url,
    child,
    stop,
    async waitForBlock(chainId, blockNumber, timeoutMs = 20_000) {
      const until = Date.now() + timeoutMs;
      let seen = -1;
      while (Date.now() < until) {
        const status = (await fetch(`${url}/status`)
          .then((res) => res.json())
          .catch(() => ({}))) as Record<string, { id: number; block: { number: number } }>;
        seen = Object.values(status).find((chain) => chain.id === chainId)?.block.number ?? -1;
        if (seen >= Number(blockNumber)) return;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      throw new Error(
        `The indexer had read block ${seen} of chain ${chainId}, not ${blockNumber}, after ${timeoutMs} ms`,
      );
    },
  };
}
