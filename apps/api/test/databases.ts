import { randomBytes } from 'node:crypto';
import { cp, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { inject } from 'vitest';
import type { Database, DatabaseTarget, Db } from '../src/db/database';
import { openDatabase } from '../src/db/database';

/** A database for one test file, and how to find it again (for spawned servers). */
export interface TestDatabase {
  database: Database;
  target: DatabaseTarget;
  cleanup(): Promise<void>;
}

export interface TestDatabaseKind {
  name: 'PGlite' | 'PostgreSQL';
  /**
   * Creates a fresh, migrated database. `open: false` leaves it closed (for a spawned server);
   * `poolSize` is PostgreSQL's connection pool (ignored by PGlite).
   */
  create(options?: { open?: boolean; poolSize?: number }): Promise<TestDatabase>;
}

/** The template's dump, read once per test process (files share a worker: isolate is off). */
let templateDump: Promise<Blob> | undefined;
function pgliteTemplateDump(): Promise<Blob> {
  templateDump ??= readFile(inject('pgliteTemplateDump')).then((bytes) => new Blob([bytes]));
  return templateDump;
}

/**
 * A copy of the migrated PGlite template: in memory when the test opens it (its target then
 * opens another, fresh copy: memory cannot be found again), in a temp folder when a server the
 * test spawns is to open it (`open: false`).
 */
export const pgliteKind: TestDatabaseKind = {
  name: 'PGlite',
  async create({ open = true } = {}) {
    if (open) {
      const target = { memory: true as const, from: await pgliteTemplateDump() };
      const database = await openDatabase(target);
      return { database, target, cleanup: () => database.close() };
    }
    const dir = await mkdtemp(path.join(tmpdir(), 'eco-api-pglite-'));
    await cp(inject('pgliteTemplateDir'), dir, { recursive: true });
    const target = { pgliteDir: dir };
    const database = closedDatabase();
    return {
      database,
      target,
      async cleanup() {
        await database.close();
        await rm(dir, { recursive: true, force: true });
      },
    };
  },
};

/** A new database on the PostgreSQL server started by the global setup. */
export const postgresKind: TestDatabaseKind = {
  name: 'PostgreSQL',
  async create({ open = true, poolSize } = {}) {
    const adminUrl = inject('postgresUrl');
    const name = `eco_test_${randomBytes(6).toString('hex')}`;
    await admin(adminUrl, `create database ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const target = { url: url.toString(), ...(poolSize === undefined ? {} : { poolSize }) };
    const database = open ? await openDatabase(target) : closedDatabase();
    return {
      database,
      target,
      async cleanup() {
        await database.close();
        await admin(adminUrl, `drop database if exists ${name} with (force)`);
      },
    };
  },
};

/** Every store the API supports: each module's main tests run the same assertions on each. */
export const databaseKinds: TestDatabaseKind[] = [pgliteKind, postgresKind];

/**
 * Production's store alone, for the suites that repeat, many times over, flows the main tests
 * already run on both stores: abuse and throttles, bad input, log and control-character checks,
 * the owner console's cases. Their SQL is the same on PGlite (the same PostgreSQL engine, built
 * to WebAssembly), and `npm start` and the browser tests run on PGlite; on both stores these
 * suites cost `npm test` about 40 s of CPU for no check of their own (2026-11-28).
 */
export const productionStore: TestDatabaseKind[] = [postgresKind];

async function admin(url: string, statement: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

function closedDatabase(): Database {
  const fail = () => Promise.reject(new Error('database not opened'));
  return { db: undefined as unknown as Db, kind: 'pglite', ping: fail, close: async () => {} };
}

export const tables = [
  'users',
  'sessions',
  'siwe_nonces',
  'contact_messages',
  'faq_questions',
  'mail_outbox',
  'partner_lists',
  'email_tokens',
  'rate_limits',
  'login_throttles',
  'login_devices',
  'stage_alerts',
  'stage_alert_tokens',
  'account_events',
  'sale_acceptances',
  'chain_figures',
] as const;

/**
 * Empties every table (between tests). One DELETE per table in a single statement rather than
 * TRUNCATE: on the few rows a test writes it is the same, and PGlite's TRUNCATE swaps every
 * table's files, about 120 ms of CPU against 7 (PostgreSQL: 20-30 ms of the server's against 1).
 * Every foreign key cascades or sets null, so the order does not matter.
 */
export async function emptyTables(db: Db) {
  const deletes = tables.map((table, i) => `d${i} as (delete from ${table})`);
  await db.execute(sql.raw(`with ${deletes.join(', ')} select 1`));
}

/** Row count per table. */
export async function countRows(db: Db): Promise<Record<(typeof tables)[number], number>> {
  // Both drivers return `{ rows }`; the shared PgDatabase type cannot say so.
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion -- execute's type parameter is the driver's result, not the rows; the cast says what both drivers return.
  const result = (await db.execute(
    sql.raw(
      tables.map((t) => `select '${t}' as t, count(*)::int as n from ${t}`).join(' union all '),
    ),
  )) as unknown as { rows: { t: string; n: number }[] };
  return Object.fromEntries(result.rows.map((r) => [r.t, Number(r.n)])) as Record<
    (typeof tables)[number],
    number
  >;
}
