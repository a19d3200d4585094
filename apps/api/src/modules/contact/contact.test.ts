import { describe, expect, it } from 'vitest';
import { contactMessages } from '../../db/schema';
import { post, useTestApp } from '../../../test/app';
import { countRows, databaseKinds } from '../../../test/databases';

const valid = {
  name: '  Ada Lovelace ',
  email: 'ada@example.com',
  subject: 'Hi',
  message: 'Hello ECO',
};

describe.each(databaseKinds)('POST /api/contact on $name', (kind) => {
  const t = useTestApp(kind);

  it('stores a valid message (trimmed) and answers 201 { id }', async () => {
    const response = await post(t.app, '/api/contact', valid);
    expect(response.statusCode).toBe(201);
    const { id } = response.json<{ id: string }>();
    const rows = await t.store.database.db.select().from(contactMessages);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toEqual({
      id,
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      subject: 'Hi',
      message: 'Hello ECO',
      createdAt: t.clock.now(),
      handledAt: null,
      handledBy: null,
    });
  });

  it('accepts a message without a subject', async () => {
    const { subject: _subject, ...rest } = valid;
    expect((await post(t.app, '/api/contact', rest)).statusCode).toBe(201);
    const rows = await t.store.database.db.select().from(contactMessages);
    expect(rows.map((row) => row.subject)).toEqual([null]);
  });

  it("answers 400 with the shared schemas' field messages and writes nothing", async () => {
    const response = await post(t.app, '/api/contact', { name: '', email: 'nope', message: ' ' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: {
        code: 'validation_failed',
        message: 'Some fields need attention.',
        fields: {
          name: 'Required field.',
          email: 'Enter a valid email address, like name@example.com.',
          message: 'Required field.',
        },
        // What each message words, for the site to word it in the page's language.
        fieldRules: {
          name: { rule: 'required' },
          email: { rule: 'email' },
          message: { rule: 'required' },
        },
      },
    });
    expect((await countRows(t.store.database.db)).contact_messages).toBe(0);
  });

  it('names the rule of a length or a control character, not of an unknown field', async () => {
    const response = await post(t.app, '/api/contact', {
      ...valid,
      name: 'x'.repeat(101),
      message: 'a\u0000b',
      admin: true,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fieldRules).toEqual({
      name: { rule: 'tooLong', max: 100 },
      message: { rule: 'controlCharacter' },
    });
    expect(response.json().error.fields.admin).toBe('Unknown field: remove it from the request.');
  });

  it('refuses unknown fields', async () => {
    const response = await post(t.app, '/api/contact', { ...valid, admin: true });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({
      admin: 'Unknown field: remove it from the request.',
    });
  });

  it("refuses a post without the site's Origin (CSRF) with 403", async () => {
    for (const origin of [null, 'https://evil.example']) {
      const response = await post(t.app, '/api/contact', valid, { origin });
      expect(response.statusCode).toBe(403);
      expect(response.json().error.code).toBe('forbidden_origin');
    }
    expect((await countRows(t.store.database.db)).contact_messages).toBe(0);
  });

  it('limits an IP to 5 messages a minute: 429 with Retry-After', async () => {
    for (let i = 0; i < 5; i++)
      expect((await post(t.app, '/api/contact', valid)).statusCode).toBe(201);
    const limited = await post(t.app, '/api/contact', valid);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json().error.code).toBe('rate_limited');
    // Another IP is not affected; the first one may post again after the window.
    expect((await post(t.app, '/api/contact', valid, { ip: '10.0.0.2' })).statusCode).toBe(201);
    t.clock.advance(61_000);
    expect((await post(t.app, '/api/contact', valid)).statusCode).toBe(201);
  });

  it('answers 413 above 16 KB, 415 for non-JSON, 400 for broken JSON', async () => {
    const big = await post(t.app, '/api/contact', { ...valid, message: 'x'.repeat(17_000) });
    expect(big.statusCode).toBe(413);
    expect(big.json().error.code).toBe('payload_too_large');
    const form = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: {
        origin: 'http://127.0.0.1:5173',
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: 'name=a&email=a@b.co&message=m',
    });
    expect(form.statusCode).toBe(415);
    expect(form.json().error.code).toBe('unsupported_media_type');
    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { origin: 'http://127.0.0.1:5173', 'content-type': 'application/json' },
      payload: '{"name": ',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().error.code).toBe('invalid_json');
    expect((await countRows(t.store.database.db)).contact_messages).toBe(0);
  });
});
