// A throwaway PostgreSQL 15 cluster for the API benchmark, as apps/api's tests start one
// (initdb + postgres in a temp folder, as the `postgres` OS user under root), but with the
// durability settings of a production server unless asked otherwise.
import { execFileSync } from 'node:child_process';
import type { SpawnOptions } from 'node:child_process';
import { chmodSync, chownSync, existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort, spawnChild } from './api-processes';

const PG_BIN = process.env.ECO_PG_BIN ?? '/usr/lib/postgresql/15/bin';

/** A running cluster: its URL, server version and settings, and how to stop it. */
export interface BenchPostgres {
  url: string;
  version: string;
  settings: Record<string, string>;
  stop(): Promise<void>;
}

/**
 * initdb + postgres on 127.0.0.1 and a free port. `fsync` false skips fsync and full-page
 * writes (as the API tests do); true keeps PostgreSQL's defaults, as a production server has.
 */
export async function startBenchPostgres({ fsync }: { fsync: boolean }): Promise<BenchPostgres> {
  const initdb = path.join(PG_BIN, 'initdb');
  const postgres = path.join(PG_BIN, 'postgres');
  if (!existsSync(initdb) || !existsSync(postgres)) {
    throw new Error(
      `PostgreSQL 15 server binaries not found in ${PG_BIN} (need initdb and postgres). ` +
        'Install the apt package postgresql-15, or point ECO_PG_BIN at them.',
    );
  }
  const dir = await mkdtemp(path.join(tmpdir(), 'eco-bench-pg-'));
  const removeDir = () => rm(dir, { recursive: true, force: true });
  try {
    const dataDir = path.join(dir, 'data');
    const user: Pick<SpawnOptions, 'uid' | 'gid'> = {};
    // initdb and postgres refuse to run as root.
    if (process.getuid?.() === 0) {
      user.uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
      user.gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
      chownSync(dir, user.uid, user.gid);
    }
    chmodSync(dir, 0o700);
    const options: SpawnOptions = {
      ...user,
      cwd: dir,
      env: { PATH: process.env.PATH ?? '/usr/bin:/bin', LANG: 'C', LC_ALL: 'C' },
    };

    const init = spawnChild(
      initdb,
      ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync'],
      options,
    );
    const code = await new Promise<number | null>((resolve) =>
      init.process.once('exit', (c) => resolve(c)),
    );
    if (code !== 0) throw new Error(`initdb exited with ${code}:\n${init.output()}`);

    const port = await freePort();
    const settings = fsync ? {} : { fsync: 'off', full_page_writes: 'off' };
    const args = ['-D', dataDir, '-h', '127.0.0.1', '-p', String(port), '-k', dir];
    for (const [key, value] of Object.entries(settings)) args.push('-c', `${key}=${value}`);
    const server = spawnChild(postgres, args, options);
    const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
    const stop = async () => {
      // SIGINT is postgres' fast shutdown.
      await server.stop('SIGINT');
      await removeDir();
    };
    try {
      const shown = await waitForPostgres(url, server);
      return { url, version: shown.server_version ?? '?', settings: shown, stop };
    } catch (error) {
      await stop();
      throw error;
    }
  } catch (error) {
    await removeDir();
    throw error;
  }
}

// Settings that decide how fast a commit is, read back from the running server.
const REPORTED_SETTINGS = [
  'server_version',
  'fsync',
  'synchronous_commit',
  'full_page_writes',
  'wal_sync_method',
  'shared_buffers',
  'max_connections',
];

async function waitForPostgres(url: string, server: ReturnType<typeof spawnChild>) {
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (server.process.exitCode !== null) throw new Error(`postgres exited:\n${server.output()}`);
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
      if (Date.now() > deadline) {
        throw new Error(`postgres did not start: ${String(error)}\n${server.output()}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}
