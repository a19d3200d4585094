import { contactMessageSchema } from '@eco/shared';
import type { ContactMessageInput } from '@eco/shared';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import { ApiError } from './errors';
import {
  answerInvalidWith,
  replyOf,
  serializerCompiler,
  validatorCompiler,
} from './zod-type-provider';
import type { ZodFastifyInstance, ZodTypeProvider } from './zod-type-provider';

const querySchema = z.strictObject({ page: z.coerce.number().int().min(1).default(1) });
const paramsSchema = z.object({ id: z.uuid() });
const ownAnswerSchema = answerInvalidWith(
  z.object({ code: z.string().regex(/^[a-z]+$/) }),
  () => new ApiError(404, 'not_found', 'No such code.'),
);

/** The routes below, typed through the provider: the type assertions run under `tsc`. */
async function routes(app: ZodFastifyInstance) {
  app.post(
    '/messages',
    {
      schema: { body: contactMessageSchema, response: { 201: replyOf<{ id: string }>() } },
    },
    async (request, reply) => {
      expectTypeOf(request.body).toEqualTypeOf<z.output<typeof contactMessageSchema>>();
      expectTypeOf(request.body).toEqualTypeOf<ContactMessageInput>();
      // @ts-expect-error -- the schema has no such field
      void request.body.phone;
      // @ts-expect-error -- a reply of another shape than the 201 schema's
      const wrongShape = () => reply.status(201).send({ id: 1 });
      expectTypeOf(wrongShape).toBeFunction();
      // The schema's output (trimmed), not what was sent.
      return reply.status(201).send({ id: request.body.name });
    },
  );
  app.get(
    '/pages/:id',
    { schema: { params: paramsSchema, querystring: querySchema } },
    (request) => {
      expectTypeOf(request.params).toEqualTypeOf<{ id: string }>();
      expectTypeOf(request.query).toEqualTypeOf<{ page: number }>();
      return { id: request.params.id, page: request.query.page };
    },
  );
  app.get('/codes/:code', { schema: { params: ownAnswerSchema } }, (request) => ({
    code: request.params.code,
  }));
  // Without a schema a part stays unknown: nothing is typed that was not checked.
  app.post('/untyped', (request) => {
    expectTypeOf(request.body).toBeUnknown();
    return {};
  });
}

describe('the zod type provider', () => {
  const app = Fastify().withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler((error, _request, reply) =>
    error instanceof ApiError
      ? reply.status(error.statusCode).send(error.toBody())
      : reply.status(500).send({ unexpected: String(error) }),
  );

  beforeAll(async () => {
    await app.register(routes);
    await app.ready();
  });
  afterAll(() => app.close());

  const valid = { name: ' Ada ', email: 'ada@example.com', subject: 'Hi', message: 'Hello' };

  it('hands the handler what the schema outputs', async () => {
    const res = await app.inject({ method: 'POST', url: '/messages', payload: valid });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ id: 'Ada' });
    const page = await app.inject(`/pages/${crypto.randomUUID()}`);
    expect(page.json()).toMatchObject({ page: 1 });
  });

  it('answers a bad body with the API error shape, naming each field', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/messages',
      payload: { ...valid, email: 'nope', extra: 1 },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: {
        code: 'validation_failed',
        message: 'Some fields need attention.',
        fields: {
          email: expect.any(String),
          extra: 'Unknown field: remove it from the request.',
        },
        fieldRules: { email: { rule: 'email' } },
      },
    });
  });

  it('names an unknown field even when its name is one every object inherits', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/messages',
      payload: { ...valid, constructor: 1, toString: 'x' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: {
        code: 'validation_failed',
        message: 'Some fields need attention.',
        fields: {
          constructor: 'Unknown field: remove it from the request.',
          toString: 'Unknown field: remove it from the request.',
        },
      },
    });
  });

  it('answers a body that is not an object, or none', async () => {
    for (const payload of ['[]', 'null', '3']) {
      const res = await app.inject({
        method: 'POST',
        url: '/messages',
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        error: { code: 'validation_failed', message: 'Send the fields as a JSON object.' },
      });
    }
    const none = await app.inject({ method: 'POST', url: '/messages' });
    expect(none.json()).toMatchObject({ error: { code: 'validation_failed' } });
  });

  it('answers a bad query and bad parameters', async () => {
    const query = await app.inject(`/pages/${crypto.randomUUID()}?page=0&x=1`);
    expect(query.statusCode).toBe(400);
    expect(query.json()).toMatchObject({
      error: {
        code: 'invalid_query',
        fields: { page: expect.any(String), x: 'Unknown parameter: x.' },
      },
    });
    const params = await app.inject('/pages/not-a-uuid');
    expect(params.statusCode).toBe(400);
    expect(params.json()).toMatchObject({
      error: { code: 'invalid_path', fields: { id: expect.any(String) } },
    });
  });

  it("gives a schema's own answer where the route has one", async () => {
    expect((await app.inject('/codes/abc')).json()).toEqual({ code: 'abc' });
    const res = await app.inject('/codes/ABC');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: { code: 'not_found', message: 'No such code.' } });
  });
});
