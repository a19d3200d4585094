import { propertyRuns, propertyTimeout } from '@eco/contracts/property-profile';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ORIGIN, useTestApp } from './app';
import { countRows, productionStore } from './databases';
import type { BodyEndpoint, QueryEndpoint } from './endpoints';
import { bodyEndpoints, queryEndpoints } from './endpoints';
import { seedMessage, seedSignedIn } from './seed';

/**
 * Property runs per endpoint, kind of test and database: 1,000 in the deep profile, fewer in
 * `npm test`'s (see packages/contracts/test/property-profile.ts).
 */
const RUNS = propertyRuns({ default: 200, deep: 1000 });
const BODY_LIMIT = 16 * 1024;
const ADMIN_EMAIL = 'team@example.com';

type Endpoint = BodyEndpoint;

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

const jsonType = (value: unknown) =>
  Array.isArray(value) ? 'array' : value === null ? 'null' : typeof value;

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
        .filter(([f, v]) => jsonType(v) !== (f.type ?? 'string'))
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

// Control characters the API refuses in text: C0 except tab, line feed and carriage return; DEL;
// C1. U+0000 is the one PostgreSQL cannot store at all.
const CONTROLS = [
  ...Array.from({ length: 0x20 }, (_, i) => i).filter((i) => ![0x09, 0x0a, 0x0d].includes(i)),
  ...Array.from({ length: 0x21 }, (_, i) => 0x7f + i),
].map((code) => String.fromCharCode(code));

/** Text with at least one refused control character somewhere in it. */
const controlText = fc
  .tuple(
    fc.string({ maxLength: 20 }),
    fc.array(fc.constantFrom(...CONTROLS), { minLength: 1, maxLength: 3 }),
    fc.string({ maxLength: 20 }),
  )
  .map(([before, controls, after]) => `${before}${controls.join('')}${after}`);

/** A parameter or field name that no endpoint knows. */
const unknownName = fc.stringMatching(/^[a-z]{1,10}$/).filter((n) => n !== 'constructor');

interface ControlRequest {
  kind: string;
  payload: string;
  /** The field the answer must name (a dotted path for list entries). */
  field: string;
}

/** Bodies that are valid but for control characters in one field, list entry or key. */
function controlBodies(endpoint: Endpoint): fc.Arbitrary<ControlRequest> {
  const request = (kind: string, body: Record<string, unknown>, field: string) => ({
    kind,
    payload: JSON.stringify(body),
    field,
  });
  const options: fc.Arbitrary<ControlRequest>[] = [
    // A key with a control character, next to valid fields.
    fc
      .tuple(controlText, fc.oneof(fc.string({ maxLength: 5 }), fc.integer()))
      .map(([key, value]) => request('in a key', { ...endpoint.valid, [key]: value }, key)),
  ];
  if (endpoint.fields.length > 0) {
    options.push(
      // A field's value (text fields get text; others, text where something else belongs).
      fc
        .tuple(fc.constantFrom(...endpoint.fields), controlText)
        .map(([f, text]) =>
          request(
            f.text ? 'in a text field' : 'in a non-text field',
            { ...endpoint.valid, [f.name]: text },
            f.name,
          ),
        ),
    );
  }
  const lists = endpoint.fields.filter((f) => Array.isArray(endpoint.valid[f.name]));
  if (lists.length > 0) {
    options.push(
      // An entry of a list.
      fc.tuple(fc.constantFrom(...lists), controlText).map(([f, text]) => {
        const list = [...(endpoint.valid[f.name] as unknown[]), text];
        return request(
          'in a list entry',
          { ...endpoint.valid, [f.name]: list },
          `${f.name}.${list.length - 1}`,
        );
      }),
    );
  }
  return fc.oneof(...options);
}

interface ControlQuery {
  kind: string;
  query: string;
  field: string;
}

/** Queries that are valid but for control characters in a text parameter, another one or a name. */
function controlQueries(endpoint: QueryEndpoint): fc.Arbitrary<ControlQuery> {
  const query = (kind: string, params: Record<string, string>, field: string) => ({
    kind,
    query: new URLSearchParams(params).toString(),
    field,
  });
  const known = new Set(Object.keys(endpoint.valid));
  return fc.oneof(
    fc
      .tuple(fc.constantFrom(...endpoint.text), controlText)
      .map(([p, text]) => query('in a text parameter', { ...endpoint.valid, [p]: text }, p)),
    fc
      .tuple(
        unknownName.filter((n) => !known.has(n)),
        controlText,
      )
      .map(([p, text]) => query('in another parameter', { ...endpoint.valid, [p]: text }, p)),
    controlText.map((name) => query('in a name', { ...endpoint.valid, [name]: 'x' }, name)),
  );
}

describe.each(productionStore)('bad input on $name', (kind) => {
  const t = useTestApp(kind, { env: { RATE_LIMITS: 'off', ADMIN_EMAILS: ADMIN_EMAIL } });

  /**
   * Rows first (a user and an admin with live sessions, a message), so that deletions would show
   * too; returns the cookie for `auth` (public forms are sent signed in, as a visitor may be).
   */
  async function seed(auth: Endpoint['auth']) {
    const user = await seedSignedIn(t, 'seed@example.com');
    const admin = await seedSignedIn(t, ADMIN_EMAIL, 'Team');
    const messageId = await seedMessage(t);
    return { cookie: auth === 'admin' ? admin : user, messageId };
  }

  it.each(bodyEndpoints.map((e) => [`${e.method} ${e.url}`, e] as const))(
    `%s: ${RUNS} generated invalid bodies, never a 5xx, never a row written`,
    async (_name, endpoint) => {
      const { cookie, messageId } = await seed(endpoint.auth);
      const url = endpoint.url.replace(':messageId', messageId);
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
            method: endpoint.method,
            url,
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
        `[property] ${kind.name} ${endpoint.method} ${endpoint.url}: ${runs} invalid bodies, statuses ${JSON.stringify(statuses)}, kinds ${JSON.stringify(kinds)}; rows unchanged`,
      );
    },
    propertyTimeout,
  );

  it.each(bodyEndpoints.map((e) => [`${e.method} ${e.url}`, e] as const))(
    `%s: ${RUNS} bodies with control characters, each a 400 naming the field, never a row written`,
    async (_name, endpoint) => {
      const { cookie, messageId } = await seed(endpoint.auth);
      const url = endpoint.url.replace(':messageId', messageId);
      const before = await countRows(t.store.database.db);
      const statuses: Record<string, number> = {};
      const kinds: Record<string, number> = {};
      let runs = 0;
      await fc.assert(
        fc.asyncProperty(controlBodies(endpoint), async (request) => {
          runs += 1;
          const response = await t.app.inject({
            method: endpoint.method,
            url,
            headers: { origin: ORIGIN, cookie, 'content-type': 'application/json' },
            payload: request.payload,
          });
          statuses[response.statusCode] = (statuses[response.statusCode] ?? 0) + 1;
          kinds[request.kind] = (kinds[request.kind] ?? 0) + 1;
          const label = `${request.kind}: ${JSON.stringify(request.payload.slice(0, 200))} -> ${response.body}`;
          expect(response.statusCode, label).toBe(400);
          checkNamed(response.json(), request.field, endpoint.fields.length > 0, label);
        }),
        { numRuns: RUNS },
      );
      expect(await countRows(t.store.database.db)).toEqual(before);
      expect(runs).toBeGreaterThanOrEqual(RUNS);
      console.info(
        `[property] ${kind.name} ${endpoint.method} ${endpoint.url}: ${runs} bodies with control characters, statuses ${JSON.stringify(statuses)}, kinds ${JSON.stringify(kinds)}; rows unchanged`,
      );
    },
    propertyTimeout,
  );

  it.each(queryEndpoints.map((e) => [e.url, e] as const))(
    `GET %s: ${RUNS} queries with control characters, each a 400 naming the parameter`,
    async (_url, endpoint) => {
      const { cookie } = await seed(endpoint.auth);
      const before = await countRows(t.store.database.db);
      const statuses: Record<string, number> = {};
      let runs = 0;
      await fc.assert(
        fc.asyncProperty(controlQueries(endpoint), async (request) => {
          runs += 1;
          const response = await t.app.inject({
            method: 'GET',
            url: `${endpoint.url}?${request.query}`,
            headers: { cookie },
          });
          statuses[response.statusCode] = (statuses[response.statusCode] ?? 0) + 1;
          const label = `${request.kind}: ${request.query.slice(0, 200)} -> ${response.body}`;
          expect(response.statusCode, label).toBe(400);
          checkNamed(response.json(), request.field, true, label);
        }),
        { numRuns: RUNS },
      );
      expect(await countRows(t.store.database.db)).toEqual(before);
      console.info(
        `[property] ${kind.name} GET ${endpoint.url}: ${runs} queries with control characters, statuses ${JSON.stringify(statuses)}`,
      );
    },
    propertyTimeout,
  );
});

/** The error names `field` with a control-character message (when the endpoint has fields). */
function checkNamed(body: unknown, field: string, hasFields: boolean, label: string) {
  const error = (
    body as { error: { code: string; message: string; fields?: Record<string, string> } }
  ).error;
  expect(typeof error.message, label).toBe('string');
  if (!hasFields) return; // logout takes no fields: "Logout takes no fields; send no body or {}."
  expect(error.fields?.[field], label).toMatch(/contains a control character/);
}
