import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { postgresKind } from '../../test/databases';

describe('openDatabase on PostgreSQL', () => {
  it.each([
    { poolSize: undefined, connections: 10 },
    { poolSize: 3, connections: 3 },
  ])('keeps $connections connections at most (pool size $poolSize)', async (c) => {
    const store = await postgresKind.create({ poolSize: c.poolSize });
    try {
      // More queries at once than connections, each holding its connection for a moment: the
      // pool opens connections up to its size and queues the rest.
      const results = await Promise.all(
        Array.from({ length: 14 }, () =>
          store.database.db.execute(sql`select pg_backend_pid() as pid, pg_sleep(0.05)`),
        ),
      );
      const pids = new Set(results.map((r) => (r as { rows: { pid: number }[] }).rows[0]?.pid));
      expect(pids.size).toBe(c.connections);
    } finally {
      await store.cleanup();
    }
  });
});
