import { describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import type { Database } from '../../db/database';
import { get, testConfig, useTestApp } from '../../../test/app';
import { databaseKinds } from '../../../test/databases';

describe.each(databaseKinds)('health on $name', (kind) => {
  const t = useTestApp(kind);

  it('answers 200 { status: ok } when the database answers', async () => {
    const response = await get(t.app, '/api/health');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });
});

describe('health without a database', () => {
  it('answers 503 in the error shape when the database does not answer', async () => {
    const broken: Database = {
      db: undefined as never,
      kind: 'postgres',
      ping: () => Promise.reject(new Error('connection refused')),
      close: async () => {},
    };
    const app = await buildApp({ config: testConfig(), database: broken });
    const response = await get(app, '/api/health');
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      error: { code: 'database_unavailable', message: 'The database is not answering.' },
    });
    await app.close();
  });
});
