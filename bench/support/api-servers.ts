// The servers the API benchmark measures, each in its own process on a port the system picks and
// stopped through `cleanup`: the bare Fastify ceiling, PostgreSQL 15 (started the way the API
// tests start it, apps/api/test/postgres-server.ts) and the API itself, started as production
// starts it.
import path from 'node:path';
import { startPostgresServer } from '@eco/api/postgres-server';
import type { PostgresServer } from '@eco/api/postgres-server';
import { repoRoot } from '../lib';
import type { Cleanup } from './api-processes';
import { ORIGIN } from './api-settings';
import type { Settings } from './api-settings';
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
 * Starts `node --import tsx src/server.ts` in apps/api as production does, plus `extra` env;
 * resolves once GET /api/health answers 200.
 */
export async function startApi(
  cleanup: Cleanup,
  name: string,
  settings: Settings,
  extra: Record<string, string>,
): Promise<{ url: string }> {
  const api = startService(name, process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: API_DIR,
    inheritEnv: false,
    // Only what the API reads, so no SMTP_URL or RPC_URL of the caller's shell leaks in.
    env: {
      PATH: process.env.PATH ?? '/usr/bin:/bin',
      // RATE_LIMITS=off is refused in production; `test` changes nothing else on these routes
      // (it only drops the cookie's Secure flag).
      NODE_ENV: 'test',
      RATE_LIMITS: 'off',
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: settings.logLevel,
      WEB_ORIGINS: ORIGIN,
      // PostgreSQL connections of the API (bench/README.md, "Pool size").
      DATABASE_POOL_SIZE: String(settings.apiPool),
      ...extra,
    },
  });
  cleanup.defer(() => api.stop(10_000));
  return { url: await waitForUrl(startLineAddress, api, 90_000, '/api/health') };
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
