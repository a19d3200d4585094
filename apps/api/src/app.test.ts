import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { buildApp } from './app';
import type { Database } from './db/database';
import { get, post, testConfig } from '../test/app';

// A database whose every query fails: stands in for an outage or a bug deep in a handler. Query
// builders chain (db.insert(t).values(v).prepare(name)); awaiting or executing one fails.
const boom = () => Promise.reject(new Error('boom: secret detail'));
const failingQuery: object = new Proxy(() => {}, {
  get: (_target, property) =>
    property === 'then'
      ? (resolve: unknown, reject: (error: unknown) => void) => boom().catch(reject)
      : property === 'execute'
        ? boom
        : () => failingQuery,
  apply: () => failingQuery,
});
const failing: Database = {
  db: failingQuery as never,
  kind: 'postgres',
  ping: () => Promise.reject(new Error('down')),
  close: async () => {},
};

describe('app-wide behaviour', () => {
  it('answers 500 without details or a stack trace, and logs the error', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _enc, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const app = await buildApp({
      config: testConfig(),
      database: failing,
      logger: { level: 'error', stream },
    });
    const response = await post(app, '/api/contact', {
      name: 'A',
      email: 'a@example.com',
      message: 'm',
    });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      error: { code: 'internal_error', message: 'Something went wrong on our side.' },
    });
    expect(response.body).not.toContain('secret');
    expect(lines.join('')).toContain('boom: secret detail');
    await app.close();
  });

  it('sends security headers and a locked-down CSP on every response', async () => {
    const app = await buildApp({ config: testConfig(), database: failing });
    const expected = {
      'content-security-policy':
        "default-src 'none';frame-ancestors 'none';base-uri 'none';form-action 'none'",
      'cross-origin-opener-policy': 'same-origin',
      'cross-origin-resource-policy': 'same-site',
      'origin-agent-cluster': '?1',
      'referrer-policy': 'no-referrer',
      'strict-transport-security': 'max-age=31536000; includeSubDomains',
      'x-content-type-options': 'nosniff',
      'x-dns-prefetch-control': 'off',
      'x-download-options': 'noopen',
      'x-frame-options': 'SAMEORIGIN',
      'x-permitted-cross-domain-policies': 'none',
      'x-xss-protection': '0',
    };
    // Answers before the (failing) store, a 404, a refused write and a 500.
    const responses = [
      await get(app, '/api/partners/not-an-address/proof'),
      await get(app, '/api/nothing-here'),
      await post(app, '/api/contact', {}, { origin: null }),
      await post(app, '/api/contact', { name: 'A', email: 'a@example.com', message: 'm' }),
    ];
    expect(responses.map((response) => response.statusCode)).toEqual([400, 404, 403, 500]);
    for (const response of responses) expect(response.headers).toMatchObject(expected);
    await app.close();
  });

  it('answers unknown routes with a JSON 404', async () => {
    const app = await buildApp({ config: testConfig(), database: failing });
    const response = await get(app, '/api/nothing-here?x=1');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      error: { code: 'not_found', message: 'There is no GET /api/nothing-here here.' },
    });
    await app.close();
  });
});
