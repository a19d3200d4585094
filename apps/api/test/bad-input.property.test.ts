import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { limits, SIWE_SIGNATURE_MAX_LENGTH } from '@eco/shared';
import { ORIGIN, post, sessionCookie, useTestApp } from './app';
import { countRows, databaseKinds } from './databases';

/** Property runs per endpoint and database (the issue asks for at least 1,000). */
const RUNS = 1000;
const BODY_LIMIT = 16 * 1024;

interface Field {
  name: string;
  required: boolean;
  /** Longest valid length; fields without one become invalid only past the body limit. */
  max?: number;
}

interface Endpoint {
  url: string;
  valid: Record<string, unknown>;
  fields: Field[];
}

const endpoints: Endpoint[] = [
  {
    url: '/api/auth/signup',
    valid: {
      name: 'Ada',
      email: 'ada@example.com',
      password: 'a long passphrase',
      affiliateToken: 'abc',
    },
    fields: [
      { name: 'name', required: true, max: limits.name },
      { name: 'email', required: true, max: limits.email },
      { name: 'password', required: true, max: limits.passwordMax },
      { name: 'affiliateToken', required: false, max: limits.affiliateToken },
    ],
  },
  {
    url: '/api/auth/login',
    valid: { email: 'ada@example.com', password: 'whatever' },
    fields: [
      { name: 'email', required: true, max: limits.email },
      { name: 'password', required: true },
    ],
  },
  { url: '/api/auth/logout', valid: {}, fields: [] },
  {
    url: '/api/auth/siwe/verify',
    valid: { message: 'example.com wants you to sign in', signature: '0xabcdef' },
    fields: [
      { name: 'message', required: true, max: 4000 },
      { name: 'signature', required: true, max: SIWE_SIGNATURE_MAX_LENGTH },
    ],
  },
  {
    url: '/api/contact',
    valid: { name: 'Ada', email: 'ada@example.com', subject: 'Hi', message: 'Hello' },
    fields: [
      { name: 'name', required: true, max: limits.name },
      { name: 'email', required: true, max: limits.email },
      { name: 'subject', required: false, max: limits.subject },
      { name: 'message', required: true, max: limits.message },
    ],
  },
  {
    url: '/api/faq/questions',
    valid: { name: 'Ada', email: 'ada@example.com', question: 'Why?' },
    fields: [
      { name: 'name', required: true, max: limits.name },
      { name: 'email', required: true, max: limits.email },
      { name: 'question', required: true, max: limits.question },
    ],
  },
];

interface BadRequest {
  kind: string;
  contentType: string | undefined;
  payload: string;
}

const json = (kind: string, value: unknown): BadRequest => ({
  kind,
  contentType: 'application/json',
  payload: JSON.stringify(value),
});

const wrongType = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string(), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 3 }),
);

function badRequests(endpoint: Endpoint): fc.Arbitrary<BadRequest> {
  const known = new Set(endpoint.fields.map((f) => f.name));
  const required = endpoint.fields.filter((f) => f.required);
  const options: fc.Arbitrary<BadRequest>[] = [
    // JSON that is not an object.
    fc
      .oneof(
        fc.integer(),
        fc.string(),
        fc.boolean(),
        fc.constant(null),
        fc.array(fc.anything(), { maxLength: 4 }),
      )
      .map((v) => json('not an object', v)),
    // An unknown field next to valid ones (including prototype-pollution keys).
    fc
      .tuple(
        fc.oneof(
          fc.string({ minLength: 1, maxLength: 12 }).filter((k) => !known.has(k)),
          fc.constantFrom('__proto__', 'constructor', 'isAdmin', 'id', 'role'),
        ),
        fc.oneof(fc.string({ maxLength: 10 }), wrongType),
      )
      .map(([key, value]) => ({
        kind: 'extra field',
        contentType: 'application/json',
        payload: JSON.stringify(endpoint.valid).replace(
          /}$/,
          `${Object.keys(endpoint.valid).length ? ',' : ''}${JSON.stringify(key)}:${JSON.stringify(value ?? null)}}`,
        ),
      })),
    // Text that is not valid JSON, sent as JSON.
    fc
      .string({ maxLength: 200 })
      .filter((s) => {
        try {
          const v: unknown = JSON.parse(s);
          return typeof v !== 'object' || v === null || Array.isArray(v);
        } catch {
          return true;
        }
      })
      .map((payload) => ({ kind: 'not JSON', contentType: 'application/json', payload })),
    // A valid body under a content type the API does not take (or none).
    fc
      .constantFrom(
        undefined,
        'text/plain',
        'application/x-www-form-urlencoded',
        'multipart/form-data; boundary=x',
        'application/xml',
        'text/html',
        'application/octet-stream',
      )
      .map((contentType) => ({
        kind: 'wrong content type',
        contentType,
        payload: JSON.stringify(endpoint.valid),
      })),
    // A body past the 16 KB limit.
    fc
      .integer({ min: BODY_LIMIT + 1, max: BODY_LIMIT * 2 })
      .map((n) => json('huge body', { ...endpoint.valid, padding: 'x'.repeat(n) })),
  ];
  if (endpoint.fields.length > 0) {
    const field = fc.constantFrom(...endpoint.fields);
    options.push(
      // A field of the wrong type.
      fc
        .tuple(field, wrongType)
        .map(([f, v]) => json('wrong type', { ...endpoint.valid, [f.name]: v })),
      // A field longer than allowed.
      fc
        .tuple(field, fc.integer({ min: 1, max: 3000 }), fc.constantFrom('x', 'é', ' x'))
        .map(([f, extra, unit]) => {
          const length = f.max !== undefined ? f.max + extra : BODY_LIMIT + extra;
          return json('too long', {
            ...endpoint.valid,
            [f.name]: unit.repeat(length).slice(0, length + 1) + 'y',
          });
        }),
    );
  }
  if (required.length > 0) {
    const field = fc.constantFrom(...required);
    options.push(
      // A required field missing.
      field.map((f) => {
        const body = { ...endpoint.valid };
        delete body[f.name];
        return json('missing field', body);
      }),
      // A required field empty.
      field.map((f) => json('empty field', { ...endpoint.valid, [f.name]: '' })),
      // Everything missing.
      fc.constant(json('empty object', {})),
    );
  }
  return fc.oneof(...options);
}

describe.each(databaseKinds)('bad input on $name', (kind) => {
  const t = useTestApp(kind, { env: { RATE_LIMITS: 'off' } });

  it.each(endpoints.map((e) => [e.url, e] as const))(
    `POST %s: ${RUNS} generated invalid bodies, never a 5xx, never a row written`,
    async (_url, endpoint) => {
      // Some rows first (a user with a live session, a message), so deletions would show too.
      const signup = await post(t.app, '/api/auth/signup', {
        name: 'Seed',
        email: 'seed@example.com',
        password: 'seed passphrase 42',
      });
      const cookie = sessionCookie(signup)!;
      await post(t.app, '/api/contact', {
        name: 'Seed',
        email: 'seed@example.com',
        message: 'seed',
      });
      const before = await countRows(t.store.database.db);

      const statuses: Record<string, number> = {};
      const kinds: Record<string, number> = {};
      let runs = 0;
      await fc.assert(
        fc.asyncProperty(badRequests(endpoint), async (request) => {
          runs += 1;
          const headers: Record<string, string> = { origin: ORIGIN, cookie };
          if (request.contentType) headers['content-type'] = request.contentType;
          const response = await t.app.inject({
            method: 'POST',
            url: endpoint.url,
            headers,
            payload: request.payload,
          });
          statuses[response.statusCode] = (statuses[response.statusCode] ?? 0) + 1;
          kinds[request.kind] = (kinds[request.kind] ?? 0) + 1;
          expect([400, 413, 415], `${request.kind}: ${request.payload.slice(0, 200)}`).toContain(
            response.statusCode,
          );
          const body = response.json();
          expect(typeof body.error.code).toBe('string');
          expect(typeof body.error.message).toBe('string');
          expect(response.body).not.toMatch(/\bat .+:\d+:\d+/); // no stack trace
        }),
        { numRuns: RUNS },
      );

      expect(await countRows(t.store.database.db)).toEqual(before);
      expect(runs).toBeGreaterThanOrEqual(RUNS);
      console.info(
        `[property] ${kind.name} POST ${endpoint.url}: ${runs} invalid bodies, statuses ${JSON.stringify(statuses)}, kinds ${JSON.stringify(kinds)}; rows unchanged`,
      );
    },
    120_000,
  );
});
