import { describe, expect, it } from 'vitest';
import { parseQuery } from '../src/lib/validation';
import { messagesQuerySchema } from '../src/modules/admin/admin.schemas';
import { ORIGIN, get, post, useTestApp } from './app';
import { countRows, productionStore } from './databases';
import { seedSignedIn } from './seed';

const ADMIN_EMAIL = 'team@example.com';

interface ErrorAnswer {
  error: { code: string; message: string; fields?: Record<string, string> };
}

describe.each(productionStore)('control characters on $name', (kind) => {
  const t = useTestApp(kind, { env: { ADMIN_EMAILS: ADMIN_EMAIL, RATE_LIMITS: 'off' } });

  /** Expects a 400 whose fields name `field` with a control-character message; nothing written. */
  async function expectRefused(
    send: () => Promise<{ statusCode: number; json(): unknown }>,
    field: string,
  ) {
    const before = await countRows(t.store.database.db);
    const response = await send();
    const body = response.json() as ErrorAnswer;
    expect(response.statusCode, JSON.stringify(body)).toBe(400);
    expect(Object.keys(body.error.fields ?? {})).toEqual([field]);
    expect(body.error.fields![field]).toMatch(/contains a control character/);
    expect(body.error.message).not.toBe('');
    expect(await countRows(t.store.database.db)).toEqual(before);
  }

  it('refuses U+0000 (and other controls) in a form field, naming it', async () => {
    const valid = { name: 'Ada', email: 'ada@example.com', message: 'Hello' };
    await expectRefused(
      () => post(t.app, '/api/contact', { ...valid, message: 'Hello\u0000there' }),
      'message',
    );
    await expectRefused(
      () =>
        post(t.app, '/api/faq/questions', { ...valid, message: undefined, question: 'Why\u0007?' }),
      'question',
    );
    await expectRefused(
      () =>
        post(t.app, '/api/auth/signup', {
          ...valid,
          message: undefined,
          password: 'long enough\u0000 pass',
        }),
      'password',
    );
  });

  it('refuses a control character in a JSON key', async () => {
    await expectRefused(
      () =>
        t.app.inject({
          method: 'POST',
          url: '/api/contact',
          headers: { 'content-type': 'application/json', origin: ORIGIN },
          payload: '{"name":"Ada","email":"ada@example.com","message":"Hi","x\\u0000y":1}',
        }),
      'x\u0000y',
    );
  });

  it('refuses a control character in a route parameter or a query value', async () => {
    await expectRefused(() => get(t.app, '/api/affiliates/ab%00cd'), 'code');
    await expectRefused(
      () => get(t.app, '/api/partners/0x%0070997970C51812dc3A010C7d01b50e0d17dc79C8/proof'),
      'address',
    );
    await expectRefused(() => get(t.app, '/api/health?probe=%00'), 'probe');
  });

  it('refuses a control character in the admin search and in message ids', async () => {
    const cookie = await seedSignedIn(t, ADMIN_EMAIL);
    expect((await get(t.app, '/api/admin/messages?q=ada', cookie)).statusCode).toBe(200);
    await expectRefused(() => get(t.app, '/api/admin/messages?q=a%00b', cookie), 'q');
    await expectRefused(() => get(t.app, '/api/admin/messages.csv?q=%1B%5B31m', cookie), 'q');
    await expectRefused(
      () => post(t.app, '/api/admin/messages/contact/%00/handled', { handled: true }, { cookie }),
      'id',
    );
  });
});

describe('the admin search schema', () => {
  it('refuses control characters in q by itself (whatever reaches it)', () => {
    expect(() => parseQuery(messagesQuerySchema, { q: 'a\u0000b' })).toThrow(
      expect.objectContaining({
        statusCode: 400,
        fields: { q: expect.stringMatching(/^q contains a control character/) },
      }),
    );
    expect(parseQuery(messagesQuerySchema, { q: ' ada\t ' }).q).toBe('ada');
  });
});
