// The servers the benchmarks measure, each in its own process on a port the system picks and
// stopped through `cleanup`: the bare Fastify ceiling, PostgreSQL 15 (started the way the API
// tests start it, apps/api/test/postgres-server.ts) and the API itself, started as production
// starts it.
import path from 'node:path';
import { startPostgresServer } from '@eco/api/postgres-server';
import type { PostgresServer } from '@eco/api/postgres-server';
import { repoRoot } from '../lib';
import type { Settings } from './api-settings';
import type { Cleanup } from './services';
import { startService, waitForUrl } from './services';
import { startLineAddress } from '@eco/api/start-line';

export const API_DIR = path.join(repoRoot, 'apps/api');

/** The bare Fastify server (bare-fastify.ts); returns the URL of its one route. */
export async function startBareFastify(cleanup: Cleanup): Promise<string> {
  const server = startService(
    'bare Fastify server',
    process.execPath,
    ['--import', 'tsx', path.join(repoRoot, 'bench/support/bare-fastify.ts')],
    { cwd: repoRoot, env: { PATH: process.env.PATH ?? '', PORT: '0' }, inheritEnv: false },
  );
  cleanup.defer(() => server.stop());
  return `${await waitForUrl(/bare Fastify on (http:\S+)/, server, 90_000)}/`;
}

/**
 * A throwaway PostgreSQL server with production's durability (fsync, synchronous_commit and
 * full-page writes on) unless BENCH_PG_FSYNC=off.
 */
export async function startPostgres(cleanup: Cleanup, settings: Settings): Promise<PostgresServer> {
  const postgres = await startPostgresServer({ durable: settings.postgresFsync === 'on' });
  cleanup.defer(() => postgres.stop());
  return postgres;
}

/**
 * Starts `node --import tsx src/server.ts` in apps/api as production does, with `env`; resolves to
 * its address once GET /api/health answers 200.
 */
export async function startApi(
  cleanup: Cleanup,
  name: string,
  env: Record<string, string>,
): Promise<string> {
  const api = startService(name, process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: API_DIR,
    inheritEnv: false,
    // Only what the API reads, so no SMTP_URL or RPC_URL of the caller's shell leaks in.
    env: {
      PATH: process.env.PATH ?? '/usr/bin:/bin',
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: '0',
      ...env,
    },
  });
  cleanup.defer(() => api.stop(10_000));
  return waitForUrl(startLineAddress, api, 120_000, '/api/health');
}

/** Starts every step, waits for all, then throws the first failure (all are in `cleanup`). */
export async function all<T extends unknown[]>(steps: {
  [K in keyof T]: Promise<T[K]>;
}): Promise<T> {
  const settled = await Promise.allSettled(steps);
  const failed = settled.find((s) => s.status === 'rejected');
  if (failed) throw failed.reason;
  return settled.map((s) => (s as PromiseFulfilledResult<unknown>).value) as T;
}
