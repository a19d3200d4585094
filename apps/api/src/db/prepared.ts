import { Param, Placeholder } from 'drizzle-orm';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import pg from 'pg';
import type { Db } from './database';

/**
 * A statement built once per database handle instead of per call: drizzle then skips building the
 * SQL and PostgreSQL skips parsing it (a named prepared statement per connection), which is most
 * of the API's own work on its busiest writes. `build` must end in `.prepare(<unique name>)`.
 */
export function preparedStatement<T>(build: (db: Db) => T): (db: Db) => T {
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

/** What `preparedWrite` needs of a drizzle write: its SQL and its prepared form. */
interface WriteQuery<V> {
  toSQL(): { sql: string; params: unknown[] };
  prepare(name: string): { execute(values: V): Promise<unknown> };
}

/** The SQL of a write and, for each `$n`, which value it takes and how the column stores it. */
export interface WriteStatement {
  text: string;
  params: { name: string; encode: (value: unknown) => unknown }[];
}

/**
 * A write that returns nothing (an INSERT without RETURNING), run as a named prepared statement.
 * On PostgreSQL it goes straight to the connection pool with the SQL drizzle generated and each
 * value encoded by its column, as drizzle would send it; drizzle's own path around that call
 * (placeholder filling with class checks, tracing spans, its cache lookup, four awaits) cost
 * about a tenth of the API's CPU on the contact form under load (bench/README.md). On PGlite, and
 * inside a transaction (whose handle is not the pool's), it runs through drizzle.
 * `build` must use `sql.placeholder(name)` for every value, and `values` name them all.
 */
export function preparedWrite<V extends Record<string, unknown>>(
  name: string,
  build: (db: Db) => WriteQuery<V>,
): (db: Db, values: V) => Promise<void> {
  const viaDrizzle = preparedStatement((db) => build(db).prepare(name));
  const direct = new WeakMap<Db, WriteStatement>();
  return async (db, values) => {
    const pool = poolOf(db);
    if (!pool) {
      await viaDrizzle(db).execute(values);
      return;
    }
    let statement = direct.get(db);
    if (statement === undefined) {
      statement = writeStatement(build(db));
      direct.set(db, statement);
    }
    const params = statement.params.map((param) => {
      if (!(param.name in values)) throw new Error(`${name}: no value for "${param.name}"`);
      const value = values[param.name];
      return value === null || value === undefined ? null : param.encode(value);
    });
    try {
      await pool.query({ name, text: statement.text, values: params });
    } catch (error) {
      // The error drizzle throws for a failed query, so logs keep the statement and the
      // logger's redaction of its values (lib/logger.ts) applies as on every other query.
      throw new DrizzleQueryError(statement.text, params, error as Error);
    }
  };
}

/** The pool behind a top-level node-postgres handle; undefined for PGlite and transactions. */
function poolOf(db: Db): pg.Pool | undefined {
  // drizzle sets `$client` on the handle `drizzle()` returns, not on a transaction's handle.
  const client = (db as { $client?: unknown }).$client;
  return client instanceof pg.Pool ? client : undefined;
}

/**
 * What PostgreSQL receives for `query`: its text, and for each `$n` the placeholder's name and its
 * column's encoding. Throws when a value is not a placeholder (it would be sent as a constant).
 */
export function writeStatement(query: WriteQuery<never>): WriteStatement {
  const { sql: text, params } = query.toSQL();
  return {
    text,
    params: params.map((param, i) => {
      const value: unknown = param instanceof Param ? param.value : param;
      if (!(value instanceof Placeholder)) {
        throw new Error(`prepared write: $${i + 1} of ${text} is not a placeholder`);
      }
      const encoder = param instanceof Param ? param.encoder : undefined;
      return {
        name: String(value.name),
        encode: isDriverValueEncoder(encoder)
          ? (v: unknown) => encoder.mapToDriverValue(v)
          : (v: unknown) => v,
      };
    }),
  };
}

function isDriverValueEncoder(
  encoder: unknown,
): encoder is { mapToDriverValue(value: unknown): unknown } {
  return (
    typeof encoder === 'object' &&
    encoder !== null &&
    typeof (encoder as { mapToDriverValue?: unknown }).mapToDriverValue === 'function'
  );
}
