// API throughput and latency with autocannon: GET /api/health and POST /api/contact on PGlite and
// on PostgreSQL 15, against a bare Fastify route measured in the same run as the ceiling.
// Every server runs in its own process on a free loopback port; everything it starts (servers,
// PostgreSQL cluster, temp folders) is removed at the end, also on failure or Ctrl-C.
// Run: npx tsx bench/api.ts (method and settings: bench/README.md).
import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import type { Bench, BenchRow } from './lib';
import { machine, repoRoot, runStandalone } from './lib';
import { startBenchPostgres } from './support/api-postgres';
import type { Child } from './support/api-processes';
import { Cleanup, freePort, spawnChild, waitForOk } from './support/api-processes';
import { pacedLoad } from './support/paced-load';
import type { PacedResult } from './support/paced-load';

const API_DIR = path.join(repoRoot, 'apps/api');
// Any origin works as long as WEB_ORIGINS lists it: the CSRF check compares the Origin header.
const ORIGIN = 'http://127.0.0.1:5173';
const CONTACT_GOAL_SHARE = 0.4;
const P99_GOAL_MS = 30;

/** Settings of a run, from BENCH_* variables (see bench/README.md). */
function readSettings(env = process.env) {
  const problems: string[] = [];
  const number = (name: string, fallback: number, integer = false) => {
    const raw = env[name];
    if (raw === undefined || raw === '') return fallback;
    const value = Number(raw);
    if (!Number.isFinite(value) || value <= 0 || (integer && !Number.isInteger(value))) {
      problems.push(`${name} must be a ${integer ? 'whole ' : ''}number above 0, got "${raw}"`);
    }
    return value;
  };
  const choice = <T extends string>(name: string, allowed: readonly T[], fallback: T): T => {
    const raw = env[name];
    if (raw === undefined || raw === '') return fallback;
    if (!(allowed as readonly string[]).includes(raw)) {
      problems.push(`${name} must be one of ${allowed.join(', ')}, got "${raw}"`);
    }
    return raw as T;
  };
  const durationSeconds = number('BENCH_DURATION', 10);
  const settings = {
    durationSeconds,
    warmupSeconds: number('BENCH_WARMUP', 2),
    connections: number('BENCH_CONNECTIONS', 50, true),
    rate: number('BENCH_RATE', 500, true),
    rateDurationSeconds: number('BENCH_RATE_DURATION', durationSeconds),
    rateConnections: number('BENCH_RATE_CONNECTIONS', 10, true),
    postgresFsync: choice('BENCH_PG_FSYNC', ['on', 'off'], 'on'),
    logLevel: choice('BENCH_LOG_LEVEL', ['silent', 'error', 'warn', 'info'], 'warn'),
  };
  if (problems.length > 0)
    throw new Error(`Invalid benchmark settings:\n  ${problems.join('\n  ')}`);
  return settings;
}
type Settings = ReturnType<typeof readSettings>;

/** Figures of one autocannon run. */
interface LoadFigures {
  reqPerSec: number;
  p50Ms: number;
  p99Ms: number;
  requests: number;
  /** Answers with another status than the expected one (includes non-2xx). */
  unexpected: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  statusCodes: Record<string, number>;
  durationSeconds: number;
}

interface Target {
  url: string;
  method: 'GET' | 'POST';
  expected: number;
  headers?: Record<string, string>;
  body?: string;
}

const contactBody = (tag: string) =>
  JSON.stringify({
    name: 'Load Test',
    email: 'load.test@example.com',
    subject: 'Benchmark',
    message: `A benchmark message, number ${tag}.`,
  });

const contactHeaders = { 'content-type': 'application/json', origin: ORIGIN };

async function cannon(
  target: Target,
  options: { connections: number; duration: number; overallRate?: number },
): Promise<LoadFigures> {
  const result = await autocannon({
    url: target.url,
    method: target.method,
    headers: target.headers,
    body: target.body,
    // `[<id>]` in the body becomes a new id per request, so no two contact messages are equal.
    idReplacement: target.body?.includes('[<id>]') ?? false,
    connections: options.connections,
    duration: options.duration,
    pipelining: 1,
    timeout: 10,
    ...(options.overallRate
      ? {
          overallRate: options.overallRate,
          // autocannon corrects for coordinated omission with an expected interval of
          // ceil(1 / per-connection rate) = 1 ms, which adds L - 1 made-up samples for every
          // latency of L ms; the raw latencies are the honest figure here.
          ignoreCoordinatedOmission: true,
        }
      : {}),
  });
  const statusCodes: Record<string, number> = {};
  for (const [code, stat] of Object.entries(result.statusCodeStats ?? {})) {
    statusCodes[code] = stat.count ?? 0;
  }
  const answered = Object.values(statusCodes).reduce((a, b) => a + b, 0);
  return {
    reqPerSec: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    requests: answered,
    unexpected: answered - (statusCodes[target.expected] ?? 0),
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    statusCodes,
    durationSeconds: result.duration,
  };
}

const failures = (f: LoadFigures | PacedResult) =>
  'unexpected' in f ? f.unexpected + f.errors : f.non2xx + f.errors;

const count = (n: number) => Math.round(n).toLocaleString('en-US');
// autocannon keeps whole milliseconds, rounded down.
const wholeMs = (n: number) => (n === 0 ? '<1' : `${n}`);

/** A row for an autocannon run; with `rate`, the run must also have answered that rate. */
function loadRow(metric: string, f: LoadFigures, expected: number, rate?: number): BenchRow {
  const failed = failures(f);
  return {
    metric,
    value:
      `${count(f.reqPerSec)} req/s, p50 ${wholeMs(f.p50Ms)} ms, p99 ${wholeMs(f.p99Ms)} ms` +
      (failed ? `, ${count(failed)} of ${count(f.requests + f.errors)} failed` : ''),
    goal: `every answer ${expected}` + (rate ? `, ${rate} req/s kept` : ''),
    ok: failed === 0 && f.requests > 0 && (rate === undefined || f.reqPerSec >= 0.95 * rate),
  };
}

function pacedRow(metric: string, f: PacedResult, goal?: string): BenchRow {
  const failed = failures(f);
  const keptUp = f.achievedRate >= 0.95 * f.rate;
  return {
    metric,
    value:
      `p50 ${f.p50Ms.toFixed(1)} ms, p99 ${f.p99Ms.toFixed(1)} ms, max ${f.maxMs.toFixed(1)} ms` +
      // Worth knowing only when the load generator itself could not send on time.
      (f.sendLagP99Ms >= 5 ? ` (sent up to ${f.sendLagP99Ms.toFixed(0)} ms late)` : '') +
      (keptUp ? '' : `, only ${count(f.achievedRate)} req/s answered`) +
      (failed ? `, ${count(failed)} of ${count(f.sent)} failed` : ''),
    goal: goal ?? `every answer 201, ${f.rate} req/s kept`,
    ok: failed === 0 && keptUp && (goal === undefined || f.p99Ms < P99_GOAL_MS),
  };
}

/** Starts `node --import tsx apps/api/src/server.ts` as production does, plus `extra` env. */
async function startApi(
  cleanup: Cleanup,
  name: string,
  settings: Settings,
  extra: Record<string, string>,
): Promise<{ url: string; child: Child }> {
  const port = await freePort();
  const child = spawnChild(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: API_DIR,
    // Only what the API reads, so no SMTP_URL or RPC_URL of the caller's shell leaks in.
    env: {
      PATH: process.env.PATH ?? '/usr/bin:/bin',
      // RATE_LIMITS=off is refused in production; `test` changes nothing else on these routes
      // (it only drops the cookie's Secure flag).
      NODE_ENV: 'test',
      RATE_LIMITS: 'off',
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: settings.logLevel,
      WEB_ORIGINS: ORIGIN,
      ...extra,
    },
  });
  cleanup.defer(() => child.stop());
  const url = `http://127.0.0.1:${port}`;
  await waitForOk(`${url}/api/health`, child, name);
  return { url, child };
}

/** Starts every step, waits for all, then throws the first failure (all are in `cleanup`). */
async function all<T extends unknown[]>(steps: { [K in keyof T]: Promise<T[K]> }): Promise<T> {
  const settled = await Promise.allSettled(steps);
  const failed = settled.find((s) => s.status === 'rejected');
  if (failed) throw failed.reason;
  return settled.map((s) => (s as PromiseFulfilledResult<unknown>).value) as T;
}

const bench: Bench = async () => {
  const settings = readSettings();
  const require = createRequire(import.meta.url);
  const fastifyHere = require.resolve('fastify');
  const fastifyApi = createRequire(path.join(API_DIR, 'package.json')).resolve('fastify');
  if (fastifyHere !== fastifyApi) {
    throw new Error(
      `bench/ and apps/api resolve different Fastify copies: ${fastifyHere}, ${fastifyApi}`,
    );
  }
  const versions = {
    fastify: (require('fastify/package.json') as { version: string }).version,
    autocannon: (require('autocannon/package.json') as { version: string }).version,
  };
  const loadBefore = os.loadavg();
  const cleanup = new Cleanup();
  try {
    console.error('api bench: starting the bare Fastify server, PostgreSQL and two API servers');
    const startBare = (async () => {
      const port = await freePort();
      const child = spawnChild(
        process.execPath,
        ['--import', 'tsx', path.join(repoRoot, 'bench/support/bare-fastify.ts')],
        { cwd: repoRoot, env: { PATH: process.env.PATH ?? '', PORT: String(port) } },
      );
      cleanup.defer(() => child.stop());
      const url = `http://127.0.0.1:${port}/`;
      await waitForOk(url, child, 'bare Fastify server');
      return url;
    })();
    const startPostgres = (async () => {
      const postgres = await startBenchPostgres({ fsync: settings.postgresFsync === 'on' });
      cleanup.defer(() => postgres.stop());
      const api = await startApi(cleanup, 'API on PostgreSQL', settings, {
        DATABASE_URL: postgres.url,
      });
      return { postgres, api };
    })();
    const startPglite = (async () => {
      const dir = await mkdtemp(path.join(os.tmpdir(), 'eco-bench-pglite-'));
      cleanup.defer(() => rm(dir, { recursive: true, force: true }));
      return startApi(cleanup, 'API on PGlite', settings, { PGLITE_DIR: dir });
    })();
    const [bareUrl, onPostgres, onPglite] = await all<
      [string, Awaited<typeof startPostgres>, Awaited<typeof startPglite>]
    >([startBare, startPostgres, startPglite]);

    const { durationSeconds: duration, warmupSeconds, connections } = settings;
    const created = { postgres: 0, pglite: 0 };
    const maxRun = async (label: string, target: Target) => {
      console.error(
        `api bench: ${label} (${warmupSeconds} s warm-up, ${duration} s at ${connections} connections)`,
      );
      const warm = await cannon(target, { connections, duration: warmupSeconds });
      const measured = await cannon(target, { connections, duration });
      return { warm, measured };
    };
    const contactTarget = (base: string): Target => ({
      url: `${base}/api/contact`,
      method: 'POST',
      expected: 201,
      headers: contactHeaders,
      body: contactBody('[<id>]'),
    });
    const fixedRate = async (label: string, base: string) => {
      console.error(
        `api bench: ${label} at ${settings.rate} req/s, paced and with autocannon (${settings.rateDurationSeconds} s each)`,
      );
      const paced = await pacedLoad({
        origin: base,
        rate: settings.rate,
        durationSeconds: settings.rateDurationSeconds,
        connections,
        request: (i) => ({
          method: 'POST',
          path: '/api/contact',
          headers: contactHeaders,
          body: contactBody(`paced-${i}`),
        }),
      });
      const bursts = await cannon(contactTarget(base), {
        connections: settings.rateConnections,
        duration: settings.rateDurationSeconds,
        overallRate: settings.rate,
      });
      return { paced, bursts };
    };
    const storeRuns = async (store: 'postgres' | 'pglite', base: string) => {
      const health = await maxRun(`health on ${store}`, {
        url: `${base}/api/health`,
        method: 'GET',
        expected: 200,
      });
      const contact = await maxRun(`contact on ${store}`, contactTarget(base));
      const rate = await fixedRate(`contact on ${store}`, base);
      created[store] +=
        (contact.warm.statusCodes['201'] ?? 0) +
        (contact.measured.statusCodes['201'] ?? 0) +
        (rate.paced.statusCodes['201'] ?? 0) +
        (rate.bursts.statusCodes['201'] ?? 0);
      return { health: health.measured, contact: contact.measured, ...rate };
    };

    const bare: Target = { url: bareUrl, method: 'GET', expected: 200 };
    const ceilingStart = (await maxRun('ceiling (bare Fastify), first', bare)).measured;
    // The API's own cost without the database: helmet, hooks and the JSON error of a 404.
    const noDatabase = (
      await maxRun('API without database (404)', {
        url: `${onPostgres.api.url}/api/bench-no-such-route`,
        method: 'GET',
        expected: 404,
      })
    ).measured;
    const postgresRuns = await storeRuns('postgres', onPostgres.api.url);
    const pgliteRuns = await storeRuns('pglite', onPglite.url);
    const ceilingEnd = (await maxRun('ceiling (bare Fastify), again', bare)).measured;
    const loadAfter = os.loadavg();

    // Every 201 must be a stored row; autocannon drops answers still in flight when a run
    // ends, so there may be a few more rows than counted answers, never fewer.
    const client = new pg.Client({ connectionString: onPostgres.postgres.url });
    await client.connect();
    const stored = Number(
      (await client.query<{ n: string }>('select count(*) as n from contact_messages')).rows[0]?.n,
    );
    await client.end();

    const ceiling = Math.round((ceilingStart.reqPerSec + ceilingEnd.reqPerSec) / 2);
    const share = postgresRuns.contact.reqPerSec / ceiling;
    const shareClean =
      failures(postgresRuns.contact) + failures(ceilingStart) + failures(ceilingEnd) === 0;
    const p99 = postgresRuns.paced;

    const shareRow: BenchRow = {
      metric: 'contact on PostgreSQL / ceiling',
      value: `${(share * 100).toFixed(1)}% (${count(postgresRuns.contact.reqPerSec)} / ${count(ceiling)} req/s)`,
      goal: `>= ${CONTACT_GOAL_SHARE * 100}%`,
      ok: shareClean && share >= CONTACT_GOAL_SHARE,
    };
    const p99Row = pacedRow(
      `contact on PostgreSQL p99 at ${settings.rate} req/s`,
      p99,
      `< ${P99_GOAL_MS} ms`,
    );
    const rows: BenchRow[] = [
      {
        // Other work on the machine lowers every figure; this says how busy it was.
        metric: 'machine load (1-min average, before / after)',
        value: `${loadBefore[0]?.toFixed(2)} / ${loadAfter[0]?.toFixed(2)} on ${os.cpus().length} cores`,
      },
      loadRow('ceiling: bare Fastify GET / (first run)', ceilingStart, 200),
      loadRow('ceiling: bare Fastify GET / (last run)', ceilingEnd, 200),
      loadRow('API without database: unknown path', noDatabase, 404),
      loadRow('health on PostgreSQL', postgresRuns.health, 200),
      loadRow('contact on PostgreSQL', postgresRuns.contact, 201),
      loadRow('health on PGlite', pgliteRuns.health, 200),
      loadRow('contact on PGlite', pgliteRuns.contact, 201),
      shareRow,
      p99Row,
      pacedRow(`contact on PGlite at ${settings.rate} req/s`, pgliteRuns.paced),
      loadRow(
        `contact on PostgreSQL, autocannon overallRate ${settings.rate} (bursts)`,
        postgresRuns.bursts,
        201,
        settings.rate,
      ),
      loadRow(
        `contact on PGlite, autocannon overallRate ${settings.rate} (bursts)`,
        pgliteRuns.bursts,
        201,
        settings.rate,
      ),
      {
        metric: 'contact on PostgreSQL: rows stored',
        value: `${count(stored)} rows for ${count(created.postgres)} answers 201`,
        goal: 'no fewer rows',
        ok: stored >= created.postgres,
      },
    ];

    return {
      name: 'api',
      rows,
      figures: {
        machine: await machine(),
        loadAverage1m: { before: loadBefore[0], after: loadAfter[0] },
        settings: {
          ...settings,
          pipelining: 1,
          versions,
          api: {
            command: 'node --import tsx src/server.ts (apps/api)',
            NODE_ENV: 'test',
            RATE_LIMITS: 'off',
            LOG_LEVEL: settings.logLevel,
            mail: 'off (no SMTP_URL)',
          },
          postgres: onPostgres.postgres.settings,
          pglite: 'fresh folder in the OS temp dir',
          latencyUnits:
            'ms; autocannon rounds down to whole ms, the paced runs are to the microsecond',
        },
        targets: {
          ceiling:
            'GET / on a bare Fastify (same version, no plugins) answering 200 {"status":"ok"}',
          apiWithoutDatabase: 'GET /api/bench-no-such-route on the API: 404 JSON error',
          health: 'GET /api/health: 200 after SELECT 1',
          contact:
            'POST /api/contact, a valid JSON body that differs per request, allowed Origin: 201',
        },
        ceiling: { reqPerSec: ceiling, first: ceilingStart, last: ceilingEnd },
        apiWithoutDatabase: noDatabase,
        postgres: { ...postgresRuns, rowsStored: stored, answers201: created.postgres },
        pglite: { ...pgliteRuns, answers201: created.pglite },
        goals: {
          contactShareOfCeiling: { value: share, goal: CONTACT_GOAL_SHARE, ok: shareRow.ok },
          contactP99AtRateMs: { value: p99.p99Ms, goal: P99_GOAL_MS, ok: p99Row.ok },
        },
      },
    };
  } finally {
    await cleanup.run();
  }
};

export default bench;

await runStandalone(import.meta.url, bench);
