// PostgreSQL stopped under a running API (a restart, an outage): requests that need the database
// answer 503 with a reason and Retry-After, not a 500; the health check says why; and once the
// server is back the same app answers normally again, without being restarted. Its own server,
// since stopping the suite's shared one would fail every other file running beside it.
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import type { Database } from '../src/db/database';
import { inTransaction, isDatabaseUnavailable, openDatabase } from '../src/db/database';
import { contactMessages } from '../src/db/schema';
import { get, post, testConfig } from './app';
import { startPostgresServer } from './postgres-server';
import type { PostgresServer } from './postgres-server';
import { until } from './until';

const contact = (n: number) => ({
  name: `Visitor ${n}`,
  email: `v${n}@example.com`,
  message: `message ${n} about the sale`,
});

// A session token of the right shape that names no session: looking it up needs the database.
const UNKNOWN_SESSION = `eco_session=${'a'.repeat(43)}`;

describe('the API with PostgreSQL down', () => {
  let server: PostgresServer;
  let database: Database;
  let app: FastifyInstance;

  beforeAll(async () => {
    server = await startPostgresServer();
    // One connection: a connection the pool lost track of (lent and never returned) leaves it
    // none, so the recovery below would never come.
    database = await openDatabase({ url: server.url, poolSize: 1 });
    app = await buildApp({ config: testConfig(), database });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
    await server.stop();
  });

  it('answers 503 with a reason and Retry-After meanwhile, and serves again once it is back', async () => {
    // Warm the pool: idle connections that the restart will cut.
    const before = await Promise.all([1, 2, 3].map((n) => post(app, '/api/contact', contact(n))));
    expect(before.map((r) => r.statusCode)).toEqual([201, 201, 201]);

    // A transaction open while the server stops (a worker's, between two statements): its client
    // is checked out of the pool with no query running, so the cut reaches it as an 'error'
    // event, which crashed the process when nothing listened (seen in npm run stack's test).
    let haltDone!: () => void;
    const halted = new Promise<void>((resolve) => (haltDone = resolve));
    const open = inTransaction(database.db, async (tx) => {
      await tx.execute(sql`select 1`);
      await halted;
      await tx.execute(sql`select 1`);
    });
    const openFailed = open.then(
      () => new Error('the transaction went through with the server down'),
      (error: unknown) => error,
    );

    await server.halt();
    haltDone();
    expect(isDatabaseUnavailable(await openFailed)).toBe(true);

    const health = await get(app, '/api/health');
    expect(health.statusCode).toBe(503);
    expect(health.headers['retry-after']).toBe('5');
    expect(health.json()).toEqual({
      error: { code: 'database_unavailable', message: 'The database is not answering.' },
    });

    // A write and a read that need the database, through the pool's idle (now dead) connections
    // and new ones: never a 500.
    for (let n = 4; n < 10; n++) {
      const write = await post(app, '/api/contact', contact(n));
      expect(write.statusCode, write.body).toBe(503);
      expect(write.headers['retry-after']).toBe('5');
      expect(write.json()).toEqual({
        error: {
          code: 'database_unavailable',
          message:
            'Our database is not answering for a moment; nothing was saved. Please try again in a few seconds.',
        },
      });
      const read = await get(app, '/api/account', UNKNOWN_SESSION);
      expect(read.statusCode, read.body).toBe(503);
      expect(read.json()).toMatchObject({ error: { code: 'database_unavailable' } });
    }

    await server.resume();

    // The same app, not restarted: the pool makes new connections.
    await until(
      async () => (await get(app, '/api/health')).statusCode === 200,
      'the health check answers 200',
    );
    const after = await post(app, '/api/contact', contact(10));
    expect(after.statusCode, after.body).toBe(201);
    const read = await get(app, '/api/account', UNKNOWN_SESSION);
    expect(read.statusCode).toBe(401);

    // Everything acknowledged is there; nothing answered 503 was written.
    const rows = await database.db
      .select({ message: contactMessages.message })
      .from(contactMessages);
    expect(rows.map((r) => r.message).sort()).toEqual(
      [1, 2, 3, 10].map((n) => contact(n).message).sort(),
    );
  });
});
