import { describe, expect, it } from 'vitest';
import { faqQuestions } from '../../db/schema';
import { post, useTestApp } from '../../../test/app';
import { countRows, databaseKinds } from '../../../test/databases';

const valid = { name: ' Grace Hopper ', email: 'grace@example.com', question: 'Is ECO audited?' };

describe.each(databaseKinds)('POST /api/faq/questions on $name', (kind) => {
  const t = useTestApp(kind);

  it('stores a valid question (trimmed) and answers 201 { id }', async () => {
    const response = await post(t.app, '/api/faq/questions', valid);
    expect(response.statusCode).toBe(201);
    const { id } = response.json<{ id: string }>();
    expect(await t.store.database.db.select().from(faqQuestions)).toEqual([
      {
        id,
        name: 'Grace Hopper',
        email: 'grace@example.com',
        question: 'Is ECO audited?',
        createdAt: t.clock.now(),
        handledAt: null,
        handledBy: null,
      },
    ]);
  });

  it('answers 400 with field messages, refuses unknown fields, and writes nothing', async () => {
    const empty = await post(t.app, '/api/faq/questions', { name: '', email: '', question: ' ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.fields).toEqual({
      name: 'Required field.',
      email: 'Required field.',
      question: 'Required field.',
    });
    const extra = await post(t.app, '/api/faq/questions', { ...valid, answer: 'yes' });
    expect(extra.statusCode).toBe(400);
    expect(extra.json().error.fields).toEqual({
      answer: 'Unknown field: remove it from the request.',
    });
    expect((await countRows(t.store.database.db)).faq_questions).toBe(0);
  });

  it("refuses a post without the site's Origin (CSRF) with 403", async () => {
    const response = await post(t.app, '/api/faq/questions', valid, { origin: null });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('forbidden_origin');
    expect((await countRows(t.store.database.db)).faq_questions).toBe(0);
  });

  it('limits an IP to 5 questions a minute: 429 with Retry-After', async () => {
    for (let i = 0; i < 5; i++)
      expect((await post(t.app, '/api/faq/questions', valid)).statusCode).toBe(201);
    const limited = await post(t.app, '/api/faq/questions', valid);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await countRows(t.store.database.db)).faq_questions).toBe(5);
  });
});
