// The one way a throwaway PostgreSQL 15 server is started: by the API tests' global setup
// (test/global-setup.ts) and by the API benchmark (bench/support/servers.ts), so both measure and
// test against a server set up the same way.
import { spawn } from 'node:child_process';
import type { ChildProcess, SpawnOptions } from 'node:child_process';
import { execFileSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdirSync, mkdtempSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort } from './net';

/** A throwaway PostgreSQL server. */
export interface PostgresServer {
  /** Connection URL of the `postgres` maintenance database. */
  url: string;
  /** Folder of the server's binaries (pgbench, psql live there too). */
  binDir: string;
  /** The settings that decide how fast a commit is, read back from the running server. */
  settings: Record<string, string>;
  /** initdb and postgres run as this OS user and group (the `postgres` user under root). */
  user: Pick<SpawnOptions, 'uid' | 'gid'>;
  /**
   * Stops the server (fast shutdown: its connections are cut) and keeps its data, as a restart
   * or an outage does; `resume` starts it again on the same port and data.
   */
  halt(): Promise<void>;
  resume(): Promise<void>;
  stop(): Promise<void>;
}

export interface PostgresServerOptions {
  /**
   * false (the tests' default): fsync and full-page writes off, as throwaway data allows (the
   * durability test kills the API, not postgres). true: PostgreSQL's own defaults, as a
   * production server commits.
   */
  durable?: boolean;
  /**
   * The server's folder (its data in `dir/data`), emptied first and kept after `stop` (`npm run
   * stack`'s .stack/postgres); default: a temp folder removed on `stop`.
   */
  dir?: string;
  /** Its port; default: a free one. */
  port?: number;
}

export const PG_BIN = process.env.ECO_PG_BIN ?? '/usr/lib/postgresql/15/bin';

// Settings that decide how fast a commit is, reported with the benchmark's figures.
const REPORTED_SETTINGS = [
  'server_version',
  'fsync',
  'synchronous_commit',
  'full_page_writes',
  'wal_sync_method',
  'shared_buffers',
  'max_connections',
];

/**
 * initdb + postgres in a temp folder on 127.0.0.1 and a free port. initdb and postgres refuse to
 * run as root, so under root (CI, this machine) they run as the `postgres` OS user.
 */
export async function startPostgresServer({
  durable = false,
  dir: ownDir,
  port: ownPort,
}: PostgresServerOptions = {}): Promise<PostgresServer> {
  const initdb = path.join(PG_BIN, 'initdb');
  const postgres = path.join(PG_BIN, 'postgres');
  if (!existsSync(initdb) || !existsSync(postgres)) {
    throw new Error(
      `PostgreSQL 15 server binaries not found in ${PG_BIN} (need initdb and postgres). ` +
        'Install them with scripts/setup.sh (apt package postgresql-15), or point ECO_PG_BIN at them.',
    );
  }
  let dir: string;
  if (ownDir) {
    await rm(ownDir, { recursive: true, force: true });
    mkdirSync(ownDir, { recursive: true });
    dir = ownDir;
  } else {
    dir = mkdtempSync(path.join(tmpdir(), 'eco-pg-'));
  }
  const removeDir = () => (ownDir ? Promise.resolve() : rm(dir, { recursive: true, force: true }));
  const dataDir = path.join(dir, 'data');
  const user: Pick<SpawnOptions, 'uid' | 'gid'> = {};
  if (process.getuid?.() === 0) {
    user.uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
    user.gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
    chownSync(dir, user.uid, user.gid);
  }
  chmodSync(dir, 0o700);
  const env = { PATH: process.env.PATH ?? '/usr/bin:/bin', LANG: 'C', LC_ALL: 'C' };
  const common: SpawnOptions = { ...user, cwd: dir, env };

  try {
    await run(
      initdb,
      [
        '-D',
        dataDir,
        '-U',
        'postgres',
        '--auth=trust',
        '-E',
        'UTF8',
        '--no-sync',
        '--no-instructions',
      ],
      common,
    );
  } catch (error) {
    await removeDir();
    throw error;
  }

  const port = ownPort ?? (await freePort());
  const settings: Record<string, string> = {
    // Every test file's databases plus the spawned servers' pools, or a benchmark's pool plus
    // pgbench's clients.
    max_connections: '300',
    ...(durable ? {} : { fsync: 'off', full_page_writes: 'off' }),
  };
  const args = ['-D', dataDir, '-h', '127.0.0.1', '-p', String(port), '-k', dir];
  for (const [key, value] of Object.entries(settings)) args.push('-c', `${key}=${value}`);
  let log = '';
  const launch = () => {
    const child = spawn(postgres, args, { ...common, stdio: ['ignore', 'ignore', 'pipe'] });
    child.stderr.on('data', (chunk: Buffer) => (log = (log + chunk.toString()).slice(-4000)));
    return child;
  };
  let server = launch();
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  const stop = async () => {
    await stopProcess(server);
    await removeDir();
  };
  const halt = () => stopProcess(server);
  const resume = async () => {
    if (server.exitCode === null && server.signalCode === null) return;
    server = launch();
    await waitForConnection(url, server, () => log);
  };
  try {
    const shown = await waitForConnection(url, server, () => log);
    return { url, binDir: PG_BIN, settings: shown, user, halt, resume, stop };
  } catch (error) {
    server.kill('SIGKILL');
    await removeDir();
    throw error;
  }
}

function run(command: string, args: string[], options: SpawnOptions) {
  return new Promise<void>((resolve, reject) => {
    const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (c: Buffer) => (output += c.toString()));
    child.stderr.on('data', (c: Buffer) => (output += c.toString()));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} exited with ${code}:\n${output}`)),
    );
  });
}

/** Waits until the server takes connections; returns its commit-related settings. */
async function waitForConnection(url: string, server: ChildProcess, log: () => string) {
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`postgres exited early:\n${log()}`);
    const client = new pg.Client({ connectionString: url });
    try {
      await client.connect();
      const result = await client.query<{ name: string; setting: string }>(
        'select name, current_setting(name) as setting from unnest($1::text[]) as name',
        [REPORTED_SETTINGS],
      );
      await client.end();
      return Object.fromEntries(result.rows.map((r) => [r.name, r.setting]));
    } catch (error) {
      await client.end().catch(() => {});
      if (Date.now() > deadline)
        throw new Error(`postgres did not start: ${String(error)}\n${log()}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }
}

/** SIGINT (postgres' fast shutdown), SIGKILL if it lingers. */
export async function stopProcess(child: ChildProcess, signal: NodeJS.Signals = 'SIGINT') {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill(signal);
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}
