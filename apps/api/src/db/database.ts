import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { apiRoot } from '../config/env';
import * as schema from './schema';

/** Both drivers share drizzle's PostgreSQL query builder, so repositories see one type. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** An open database: the drizzle handle plus lifecycle helpers. */
export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Resolves when the database answers `SELECT 1` within `timeoutMs`; rejects otherwise. */
  ping(timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
}

export const migrationsFolder = path.join(apiRoot, 'drizzle');

/**
 * Where to store data: a PostgreSQL URL (and how many connections to keep open to it, 10 unless
 * said), a PGlite directory, or PGlite in memory (starting from `from`, a data directory dumped
 * by PGlite's dumpDataDir, when given: no initdb, and the migrations it holds are applied).
 */
export type DatabaseTarget =
  { url: string; poolSize?: number } | { pgliteDir: string } | { memory: true; from?: Blob };

// pg's own default: enough for a small site, far below PostgreSQL's max_connections of 100.
const DEFAULT_POOL_SIZE = 10;

// Fixed key for pg_advisory_lock so that two API processes starting together do not both migrate.
const MIGRATION_LOCK_KEY = 4_550_301;

/** Opens the database and applies pending migrations. */
export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  if ('url' in target) return openPostgres(target.url, target.poolSize ?? DEFAULT_POOL_SIZE);
  if ('pgliteDir' in target) {
    await mkdir(target.pgliteDir, { recursive: true });
    return openPglite(await PGlite.create(target.pgliteDir));
  }
  return openPglite(await PGlite.create(target.from ? { loadDataDir: target.from } : undefined));
}

async function openPglite(client: PGlite): Promise<Database> {
  const db = drizzlePglite({ client, schema });
  try {
    await migratePglite(db, { migrationsFolder });
  } catch (error) {
    await client.close();
    throw error;
  }
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    ping: (timeoutMs) => withTimeout(client.query('select 1'), timeoutMs),
    close: async () => {
      if (!client.closed) await client.close();
    },
  };
}

const PING = { name: 'health_ping', text: 'select 1' };

async function openPostgres(url: string, poolSize: number): Promise<Database> {
  const migrator = new pg.Client({ connectionString: url });
  await migrator.connect();
  try {
    await migrator.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migratePg(drizzlePg({ client: migrator }), { migrationsFolder });
  } finally {
    await migrator.end();
  }
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    connectionTimeoutMillis: 5_000,
    // Connections stay open once made (at most `poolSize`): pg's default closes one after 10 s
    // idle, which sets and clears a timer on every query, and a site with bursts of forms then
    // pays a new connection (a PostgreSQL backend process) at the start of each burst.
    idleTimeoutMillis: 0,
  });
  // A client losing its connection (database restart) must not crash the process: idle, the pool
  // reports it here and drops it; checked out with no query running (a transaction between two
  // statements), the client itself emits 'error', and with no listener that killed the process
  // (seen under npm run stack with PostgreSQL restarted). Its next query then fails, which the
  // API answers with 503 (isDatabaseUnavailable), and the pool drops it when it is released as
  // no longer queryable; the next request gets a fresh connection.
  pool.on('error', () => {});
  pool.on('connect', (client) => client.on('error', () => {}));
  const db = drizzlePg({ client: pool, schema });
  pools.set(db, { pool, clientDbs: new WeakMap() });
  let closed = false;
  return {
    db: db as unknown as Db,
    kind: 'postgres',
    // Straight to the pool as a named statement: PostgreSQL parses and plans it once per
    // connection, and drizzle builds nothing, so the health check costs one round trip.
    ping: (timeoutMs) => withTimeout(pool.query(PING), timeoutMs),
    close: async () => {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}

async function withTimeout(promise: Promise<unknown>, timeoutMs = 2_000): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      promise,
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error('database ping timed out')), timeoutMs);
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
}

// What a query meets while PostgreSQL is down or restarting: the socket's errors, the server's
// own shutdown and start-up answers (SQLSTATE class 08 connection exceptions, 57P01-57P03
// "terminating connection due to administrator command", "the database system is starting up"),
// 53300 (no connection slot), and the pool's and driver's messages for a cut or late connection.
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  '57P01',
  '57P02',
  '57P03',
  '53300',
]);
const UNAVAILABLE_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error',
  'Client was closed and is not queryable',
  'database ping timed out',
];

/**
 * True when `error` (possibly wrapped by drizzle) says the database could not be reached, rather
 * than that a statement was wrong: the API answers those with 503 and Retry-After, since the same
 * request will work once PostgreSQL is back (the pool then opens new connections by itself).
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 5; depth++) {
    if (typeof e !== 'object') return false;
    const code = 'code' in e && typeof e.code === 'string' ? e.code : undefined;
    if (code !== undefined && (UNAVAILABLE_CODES.has(code) || code.startsWith('08'))) return true;
    const message = 'message' in e && typeof e.message === 'string' ? e.message : '';
    if (UNAVAILABLE_MESSAGES.some((m) => message.includes(m))) return true;
    e = 'cause' in e ? e.cause : undefined;
  }
  return false;
}

/** True when `error` (possibly wrapped by drizzle) is a PostgreSQL unique violation. */
export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 5; depth++) {
    if (typeof e === 'object' && 'code' in e && e.code === '23505') return true;
    e = typeof e === 'object' && 'cause' in e ? e.cause : undefined;
  }
  return false;
}

/**
 * `build`'s statement, made once per database handle. For a drizzle prepared statement
 * (`.prepare(name)`): drizzle builds its SQL once, and PostgreSQL parses it once per connection.
 * On the form posts a query built per call cost the API about twice the CPU per insert
 * (bench/RESULTS.md, "The contact write through drizzle").
 */
export function preparedOnce<T>(build: (db: Db) => T): (db: Db) => T {
  const statements = new WeakMap<Db, T>();
  return (db) => {
    let statement = statements.get(db);
    if (statement === undefined) {
      statement = build(db);
      statements.set(db, statement);
    }
    return statement;
  };
}

/** The pool behind a PostgreSQL handle, and a drizzle handle per pooled connection. */
const pools = new WeakMap<Db, { pool: pg.Pool; clientDbs: WeakMap<pg.PoolClient, Db> }>();

/**
 * Runs `work` in one transaction (rows and their outbox mails commit together).
 *
 * On PostgreSQL the connection is taken from the pool here, not by drizzle: drizzle's
 * transaction on a pool (drizzle-orm 0.45, node-postgres/session.js) releases its connection only
 * once BEGIN has succeeded, so every transaction whose BEGIN met PostgreSQL restarting kept a
 * connection checked out forever, and after `poolSize` of them the API could not reach the
 * database again without a restart (seen in test/database-down.test.ts). A connection that failed
 * is released with its error, so the pool closes it rather than lending it again.
 */
export async function inTransaction<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  const postgres = pools.get(db);
  if (!postgres) return db.transaction((tx) => work(tx as unknown as Db));
  const client = await postgres.pool.connect();
  let failure: unknown;
  try {
    let clientDb = postgres.clientDbs.get(client);
    if (!clientDb) {
      clientDb = drizzlePg({ client, schema });
      postgres.clientDbs.set(client, clientDb);
    }
    return await clientDb.transaction((tx) => work(tx as unknown as Db));
  } catch (error) {
    failure = error;
    throw error;
  } finally {
    client.release(isDatabaseUnavailable(failure) ? (failure as Error) : undefined);
  }
}
