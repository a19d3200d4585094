import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { ORIGIN, testConfig } from './app';
import { productionStore } from './databases';

// Personal data a request may carry; none of it may reach the log.
const NAME = 'Augusta Ada King-Noel';
const EMAIL = 'ada.lovelace@example.com';
const MESSAGE = 'My phone number is 07700 900123, call me about my order';
const SESSION = 'eco_session=s3cr3t-session-id-1234567890';
const AUTHORIZATION = 'Bearer t0ken-abcdef-0987654321';

function captureLog() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(...String(chunk).split('\n').filter(Boolean));
      done();
    },
  });
  return { lines, stream };
}

describe.each(productionStore)('logs on $name', (kind) => {
  it('record the request id, method, path and status of a failed request, never its personal data', async () => {
    const store = await kind.create();
    const { lines, stream } = captureLog();
    const app = await buildApp({
      config: testConfig({ RATE_LIMITS: 'off' }),
      database: store.database,
      logger: { level: 'info', stream },
    });
    try {
      // The database goes away under the running app: the insert of the message fails, and the
      // driver's error names the statement and every value in it.
      await store.database.close();
      const failed = await app.inject({
        method: 'POST',
        url: '/api/contact',
        headers: {
          'content-type': 'application/json',
          origin: ORIGIN,
          cookie: `${SESSION}; greeting=${encodeURIComponent(NAME)}`,
          authorization: AUTHORIZATION,
        },
        payload: JSON.stringify({ name: NAME, email: EMAIL, subject: 'Order', message: MESSAGE }),
      });
      expect(failed.statusCode).toBe(500);
      // An email in a query string (a search, a link clicked from a mail) and in a path.
      const searched = await app.inject({
        method: 'GET',
        url: `/api/nothing-here?q=${encodeURIComponent(EMAIL)}&page=2`,
      });
      expect(searched.statusCode).toBe(404);
      const pathed = await app.inject({ method: 'GET', url: `/api/affiliates/${EMAIL}` });
      expect(pathed.statusCode).toBeGreaterThanOrEqual(400);
      // Code that logs an error carrying an email (a mail transport's refusal, for instance).
      app.log.warn({ err: new Error(`mail to <${EMAIL}> refused`) }, `could not mail ${EMAIL}`);

      const log = lines.join('\n');
      for (const secret of [
        NAME,
        encodeURIComponent(NAME),
        EMAIL,
        encodeURIComponent(EMAIL),
        'ada.lovelace',
        MESSAGE,
        '07700 900123',
        's3cr3t-session-id',
        't0ken-abcdef',
      ]) {
        expect(log, `the log holds ${secret}`).not.toContain(secret);
      }

      const entries = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
      const failure = entries.find((e) => e.msg === 'request failed');
      expect(failure, log).toBeDefined();
      expect(failure!.reqId).toBe(failed.headers['x-request-id'] ?? failure!.reqId);
      // The error itself stays useful: its kind and the statement, without the values.
      const err = failure!.err as { message: string; cause: { message: string } };
      expect(err.message).toMatch(
        /^Failed query: insert into "contact_messages" .*\nparams: \[redacted\]$/s,
      );
      expect(err.cause.message).toMatch(/closed|end on the pool/);
      const completed = entries.find(
        (e) => e.reqId === failure!.reqId && e.msg === 'request completed',
      ) as { res: { statusCode: number } } | undefined;
      expect(completed?.res.statusCode).toBe(500);
      const incoming = entries.filter((e) => e.msg === 'incoming request') as unknown as {
        reqId: string;
        req: { method: string; url: string };
      }[];
      expect(incoming.map((e) => [e.req.method, e.req.url])).toEqual([
        ['POST', '/api/contact'],
        ['GET', '/api/nothing-here?q=[redacted]&page=[redacted]'],
        ['GET', '/api/affiliates/[email]'],
      ]);
      expect(incoming[0]!.reqId).toBe(failure!.reqId);
      expect(log).toContain('could not mail [email]');
    } finally {
      await app.close();
      await store.cleanup();
    }
  });
});
