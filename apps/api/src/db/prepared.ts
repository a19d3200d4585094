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
