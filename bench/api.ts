// API throughput and latency: GET /api/health and POST /api/contact on PostgreSQL 15 and on
// PGlite, measured in one run next to the two things a contact write cannot avoid: an HTTP
// exchange (a bare Fastify route) and its INSERT (pgbench running the same statement against the
// same PostgreSQL server). Prints the bound those two set and contact's share of it.
// Every server runs in its own process on a free loopback port; everything it starts (servers,
// PostgreSQL, temp folders) is removed at the end, also on failure or Ctrl-C.
// Run: npx tsx bench/api.ts (method and settings: bench/README.md). The parts, one concern each:
// support/api-settings.ts (BENCH_* and goals), api-servers.ts (what is started), api-load.ts
// (autocannon), paced-load.ts (the fixed-rate run), api-pgbench.ts and api-report.ts (rows).
import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { BenchRow } from './lib';
import { defineBench } from './lib';
import {
  cannon,
  CONTACT_EMAIL,
  contactBody,
  contactHeaders,
  contactTarget,
} from './support/api-load';
import { maxRun } from './support/api-load';
import type { LoadFigures } from './support/api-load';
import { count, healthRow, loadRow, pacedRow, roundRows, shareRow } from './support/api-report';
import { boundRounds, summariseRounds } from './support/api-rounds';
import { ORIGIN, P99_GOAL_MS, readSettings } from './support/api-settings';
import type { Settings } from './support/api-settings';
import { all, API_DIR, startApi, startBareFastify, startPostgres } from './support/api-servers';
import { pacedLoad } from './support/paced-load';
import { withCleanup } from './support/services';
import type { PostgresServer } from '@eco/api/postgres-server';

/** The same Fastify in bench/ and apps/api, so the bare server is the API's own HTTP layer. */
function versions() {
  const require = createRequire(import.meta.url);
  const fastifyHere = require.resolve('fastify');
  const fastifyApi = createRequire(path.join(API_DIR, 'package.json')).resolve('fastify');
  if (fastifyHere !== fastifyApi) {
    throw new Error(
      `bench/ and apps/api resolve different Fastify copies: ${fastifyHere}, ${fastifyApi}`,
    );
  }
  return {
    fastify: (require('fastify/package.json') as { version: string }).version,
    autocannon: (require('autocannon/package.json') as { version: string }).version,
  };
}

/** Contact at a fixed rate: the paced open-loop run (the goal), then autocannon's (bursts). */
async function fixedRate(label: string, base: string, settings: Settings) {
  console.error(
    `api bench: ${label} at ${settings.rate} req/s, paced and with autocannon (${settings.rateDurationSeconds} s each)`,
  );
  const paced = await pacedLoad({
    origin: base,
    rate: settings.rate,
    durationSeconds: settings.rateDurationSeconds,
    connections: settings.connections,
    request: (i) => ({
      method: 'POST',
      path: '/api/contact',
      headers: contactHeaders,
      body: contactBody(`paced-${i}`),
    }),
  });
  const bursts = await cannon(contactTarget(base, 'each new'), {
    connections: settings.rateConnections,
    duration: settings.rateDurationSeconds,
    overallRate: settings.rate,
  });
  return { paced, bursts };
}

/**
 * Health, contact at full speed (PGlite; PostgreSQL's is in the bound rounds) and contact at a
 * fixed rate on one API; counts the 201s.
 */
async function storeRuns(
  store: string,
  base: string,
  settings: Settings,
  { fullSpeed }: { fullSpeed: boolean },
) {
  const health = await maxRun(
    `health on ${store}`,
    { url: `${base}/api/health`, method: 'GET', expected: 200 },
    settings,
  );
  const contact = fullSpeed
    ? await maxRun(`contact on ${store}`, contactTarget(base, 'cycled'), settings)
    : undefined;
  const rate = await fixedRate(`contact on ${store}`, base, settings);
  const created =
    (contact ? created201(contact.warm) + created201(contact.measured) : 0) +
    (rate.paced.statusCodes['201'] ?? 0) +
    created201(rate.bursts);
  return { health: health.measured, contact: contact?.measured, ...rate, created };
}

const created201 = (f: LoadFigures) => f.statusCodes['201'] ?? 0;

async function countContactRows(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const result = await client.query<{ n: string }>(
      'select count(*) as n from contact_messages where email = $1',
      [CONTACT_EMAIL],
    );
    return Number(result.rows[0]?.n);
  } finally {
    await client.end();
  }
}

export default await defineBench(import.meta.url, 'api', () =>
  withCleanup(async (cleanup) => {
    const settings = readSettings();
    const used = versions();
    const loadBefore = os.loadavg();
    const apiEnv = {
      // RATE_LIMITS=off is refused in production; NODE_ENV `test` (startApi) changes nothing else
      // on these routes (it only drops the cookie's Secure flag).
      RATE_LIMITS: 'off',
      LOG_LEVEL: settings.logLevel,
      WEB_ORIGINS: ORIGIN,
      // PostgreSQL connections of the API (bench/README.md, "Pool size").
      DATABASE_POOL_SIZE: String(settings.apiPool),
    };
    console.error('api bench: starting the bare Fastify server, PostgreSQL and two API servers');
    const [bareUrl, onPostgres, pgliteUrl] = await all<
      [string, { postgres: PostgresServer; url: string }, string]
    >([
      startBareFastify(cleanup),
      (async () => {
        const postgres = await startPostgres(cleanup, settings);
        const env = { ...apiEnv, DATABASE_URL: postgres.url };
        return { postgres, url: await startApi(cleanup, 'API on PostgreSQL', env) };
      })(),
      (async () => {
        const dir = await mkdtemp(path.join(os.tmpdir(), 'eco-bench-pglite-'));
        cleanup.defer(() => rm(dir, { recursive: true, force: true }));
        return startApi(cleanup, 'API on PGlite', { ...apiEnv, PGLITE_DIR: dir });
      })(),
    ]);

    const bare = { url: bareUrl, method: 'GET', expected: 200 } as const;
    const rounds = await boundRounds(
      {
        bare,
        contact: contactTarget(onPostgres.url, 'cycled'),
        postgres: onPostgres.postgres,
      },
      settings,
    );
    const summary = summariseRounds(rounds);
    // The API's own cost without the database: helmet, hooks and the JSON error of a 404.
    const noDatabase = (
      await maxRun(
        'API without database (404)',
        { url: `${onPostgres.url}/api/bench-no-such-route`, method: 'GET', expected: 404 },
        settings,
      )
    ).measured;
    const postgresRuns = await storeRuns('PostgreSQL', onPostgres.url, settings, {
      fullSpeed: false,
    });
    const pgliteRuns = await storeRuns('PGlite', pgliteUrl, settings, { fullSpeed: true });
    const loadAfter = os.loadavg();

    // Every 201 must be a stored row; autocannon drops answers still in flight when a run
    // ends, so there may be a few more rows than counted answers, never fewer.
    const stored = await countContactRows(onPostgres.postgres.url);
    const answered = postgresRuns.created + rounds.reduce((n, r) => n + created201(r.contact), 0);

    const share = shareRow(summary);
    const p99 = postgresRuns.paced;
    const p99Row = pacedRow(
      `contact on PostgreSQL p99 at ${settings.rate} req/s`,
      p99,
      `< ${P99_GOAL_MS} ms`,
    );
    const health = healthRow(postgresRuns.health, summary.contact.median);
    const rows: BenchRow[] = [
      {
        // Other work on the machine lowers every figure; this says how busy it was.
        metric: 'machine load (1-min average, before / after)',
        value: `${loadBefore[0]?.toFixed(2)} / ${loadAfter[0]?.toFixed(2)} on ${os.cpus().length} cores`,
      },
      ...roundRows(rounds, settings),
      loadRow('API without database: unknown path', noDatabase, 404),
      loadRow('health on PostgreSQL', postgresRuns.health, 200),
      share,
      health,
      loadRow('health on PGlite', pgliteRuns.health, 200),
      ...(pgliteRuns.contact ? [loadRow('contact on PGlite', pgliteRuns.contact, 201)] : []),
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
        value: `${count(stored)} rows for ${count(answered)} answers 201`,
        goal: 'no fewer rows',
        ok: stored >= answered,
      },
    ];

    return {
      rows,
      figures: {
        loadAverage1m: { before: loadBefore[0], after: loadAfter[0] },
        settings: {
          ...settings,
          pipelining: 1,
          versions: used,
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
          bare: 'GET / on a bare Fastify (same version, no plugins) answering 200 {"status":"ok"}',
          pgbench: `pgbench --protocol=prepared, one statement per transaction: ${rounds[0]?.pgbench.script ?? ''}`,
          apiWithoutDatabase: 'GET /api/bench-no-such-route on the API: 404 JSON error',
          health: 'GET /api/health: 200 after SELECT 1',
          contact:
            'POST /api/contact, a valid JSON body (1,000 different ones in turn at full speed, a new one per request at a fixed rate), allowed Origin: 201',
        },
        boundRounds: { rounds, medians: summary },
        apiWithoutDatabase: noDatabase,
        postgres: { ...postgresRuns, rowsStored: stored },
        pglite: pgliteRuns,
        contactShareOfBound: { median: summary.share.median, byRound: rounds.map((r) => r.share) },
        goals: {
          healthNotSlowerThanContact: {
            health: postgresRuns.health.reqPerSec,
            contact: summary.contact.median,
            ok: health.ok,
          },
          contactP99AtRateMs: { value: p99.p99Ms, goal: P99_GOAL_MS, ok: p99Row.ok },
        },
      },
    };
  }),
);
