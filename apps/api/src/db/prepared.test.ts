import { eq, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { databaseKinds, postgresKind } from '../../test/databases';
import type { TestDatabase } from '../../test/databases';
import type { Db } from './database';
import { preparedWrite, writeStatement } from './prepared';
import { buildInsertContactMessage } from '../modules/contact/contact.repository';
import * as schema from './schema';
import { contactMessages } from './schema';

// The contact form's own statement, under another name: preparedWrite is what is tested.
const insertMessage = preparedWrite('test_insert_message', buildInsertContactMessage);

const row = (id: string, subject: string | null = 'Hello') => ({
  id,
  name: 'Ada',
  email: 'ada@example.com',
  subject,
  message: 'Line one\nline two',
  createdAt: new Date('2026-11-23T12:34:56.789Z'),
});

const stored = async (db: Db, id: string) =>
  db.select().from(contactMessages).where(eq(contactMessages.id, id));

describe.each(databaseKinds)('preparedWrite on $name', (kind) => {
  let store: TestDatabase;
  beforeAll(async () => {
    store = await kind.create();
  });
  afterAll(() => store.cleanup());

  it('stores every value as drizzle would, a null and a timestamp included', async () => {
    const { db } = store.database;
    await insertMessage(db, row('00000000-0000-4000-8000-000000000001'));
    await insertMessage(db, row('00000000-0000-4000-8000-000000000002', null));
    // The same statement again on the same connections: prepared once, executed twice.
    await insertMessage(db, row('00000000-0000-4000-8000-000000000003'));
    const [first] = await stored(db, '00000000-0000-4000-8000-000000000001');
    expect(first).toMatchObject({
      name: 'Ada',
      subject: 'Hello',
      message: 'Line one\nline two',
      createdAt: new Date('2026-11-23T12:34:56.789Z'),
      handledAt: null,
    });
    const [second] = await stored(db, '00000000-0000-4000-8000-000000000002');
    expect(second?.subject).toBeNull();
  });

  it('runs inside a transaction when given its handle: a rollback leaves no row', async () => {
    const { db } = store.database;
    const id = '00000000-0000-4000-8000-000000000004';
    await expect(
      db.transaction(async (tx) => {
        await insertMessage(tx, row(id));
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await stored(db, id)).toEqual([]);
  });

  it('refuses a missing value with its name and stores nothing', async () => {
    const { db } = store.database;
    const id = '00000000-0000-4000-8000-000000000005';
    const { message: _message, ...withoutMessage } = row(id);
    await expect(insertMessage(db, withoutMessage)).rejects.toThrow(/message/);
    expect(await stored(db, id)).toEqual([]);
  });
});

describe('preparedWrite on PostgreSQL', () => {
  it('sends the named statement straight to the pool, values encoded by their columns', async () => {
    const store = await postgresKind.create();
    try {
      const pool = (store.database.db as unknown as { $client: unknown }).$client;
      expect(pool).toBeInstanceOf(pg.Pool);
      const query = vi.spyOn(pool as pg.Pool, 'query');
      await insertMessage(store.database.db, row('00000000-0000-4000-8000-000000000006', null));
      expect(query).toHaveBeenCalledTimes(1);
      expect(query.mock.calls[0]?.[0]).toEqual({
        name: 'test_insert_message',
        text: expect.stringMatching(/^insert into "contact_messages"/) as unknown,
        values: [
          '00000000-0000-4000-8000-000000000006',
          'Ada',
          'ada@example.com',
          null,
          'Line one\nline two',
          '2026-11-23T12:34:56.789Z',
        ],
      });
    } finally {
      await store.cleanup();
    }
  });
});

describe('writeStatement', () => {
  const mock = drizzle.mock({ schema }) as unknown as Db;

  it('names the placeholder behind each $n, in order', () => {
    const { text, params } = writeStatement(buildInsertContactMessage(mock));
    expect(text).toMatch(/^insert into "contact_messages" .*\$6\b/);
    expect(text).not.toMatch(/\$7\b/);
    expect(params.map((p) => p.name)).toEqual([
      'id',
      'name',
      'email',
      'subject',
      'message',
      'createdAt',
    ]);
  });

  it('refuses a write with a constant value, which a prepared statement would freeze', () => {
    const withConstant = mock.insert(contactMessages).values({
      id: sql.placeholder('id'),
      name: 'Always this name',
      email: sql.placeholder('email'),
      message: sql.placeholder('message'),
      createdAt: sql.placeholder('createdAt'),
    });
    expect(() => writeStatement(withConstant)).toThrow(
      /\$2 of insert into .* is not a placeholder/,
    );
  });
});
