import { DELETE_ACCOUNT_CONFIRMATION } from '@eco/shared';
import { propertyRuns, propertyTimeout } from '@eco/contracts/property-profile';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ORIGIN, useTestApp } from '../../../test/app';
import { PASSWORD, signUp } from '../../../test/accounts';
import { countRows, productionStore } from '../../../test/databases';

/** Generated bodies per endpoint and store, by profile (as test/bad-input.property.test.ts). */
const RUNS = propertyRuns({ default: 200, deep: 1000 });

interface Endpoint {
  method: 'POST' | 'PATCH' | 'DELETE';
  url: string;
  valid: Record<string, string>;
}

// The account endpoints with a body: each field in turn gets a control character or a value of
// the wrong type, the others stay valid.
const endpoints: Endpoint[] = [
  { method: 'POST', url: '/api/auth/verify-email', valid: { token: 'a'.repeat(43) } },
  { method: 'POST', url: '/api/auth/resend-verification', valid: { email: 'ada@example.com' } },
  { method: 'POST', url: '/api/auth/forgot-password', valid: { email: 'ada@example.com' } },
  {
    method: 'POST',
    url: '/api/auth/reset-password',
    valid: { token: 'a'.repeat(43), password: 'a new passphrase' },
  },
  { method: 'PATCH', url: '/api/account', valid: { name: 'Ada King' } },
  {
    method: 'POST',
    url: '/api/account/email',
    valid: { email: 'new@example.com', password: PASSWORD },
  },
  {
    method: 'POST',
    url: '/api/account/password',
    valid: { currentPassword: PASSWORD, newPassword: 'a new passphrase' },
  },
  {
    method: 'DELETE',
    url: '/api/account',
    valid: { confirm: DELETE_ACCOUNT_CONFIRMATION, password: PASSWORD },
  },
  { method: 'POST', url: '/api/account/confirm', valid: { password: PASSWORD } },
  {
    method: 'POST',
    url: '/api/account/sale-acceptance',
    valid: {
      termsVersion: '0123456789abcd',
      risksVersion: '0123456789abcd',
      whitePaperVersion: `0x${'ab'.repeat(32)}`,
      country: 'DE',
      wallet: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
    },
  },
  {
    method: 'POST',
    url: '/api/account/confirm',
    valid: { message: 'example.com wants you to sign in', signature: '0xabcdef' },
  },
];

// Every control character the shared schemas refuse (all but tab, newline and carriage return).
const controls = [
  ...Array.from({ length: 32 }, (_, i) => i).filter((i) => ![9, 10, 13].includes(i)),
  ...Array.from({ length: 33 }, (_, i) => 0x7f + i),
].map((code) => String.fromCharCode(code));

const withControl = fc
  .tuple(fc.string({ maxLength: 20 }), fc.constantFrom(...controls), fc.string({ maxLength: 20 }))
  .map(([a, c, b]) => a + c + b);
const wrongType = fc.oneof(
  fc.integer(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string(), { maxLength: 2 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 2 }),
);

describe.each(productionStore)('account bad input on $name', (kind) => {
  const t = useTestApp(kind, { env: { RATE_LIMITS: 'off' } });

  it.each(
    endpoints.map((e) => [`${e.method} ${e.url} (${Object.keys(e.valid).join(', ')})`, e] as const),
  )(
    `%s: ${RUNS} bodies with a control character or a wrong type: 400 naming the field, nothing written`,
    async (_name, endpoint) => {
      const cookie = await signUp(t, 'ada@example.com');
      const before = await countRows(t.store.database.db);
      const fields = Object.keys(endpoint.valid);
      const statuses: Record<number, number> = {};
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom(...fields),
          fc.oneof({ weight: 4, arbitrary: withControl }, { weight: 1, arbitrary: wrongType }),
          async (field, value) => {
            const response = await t.app.inject({
              method: endpoint.method,
              url: endpoint.url,
              headers: { origin: ORIGIN, cookie, 'content-type': 'application/json' },
              payload: JSON.stringify({ ...endpoint.valid, [field]: value }),
            });
            statuses[response.statusCode] = (statuses[response.statusCode] ?? 0) + 1;
            expect(response.statusCode, JSON.stringify({ field, value })).toBe(400);
            const error = response.json().error;
            expect(typeof error.fields?.[field], JSON.stringify({ field, value, error })).toBe(
              'string',
            );
          },
        ),
        { numRuns: RUNS },
      );
      expect(statuses).toEqual({ 400: RUNS });
      expect(await countRows(t.store.database.db)).toEqual(before);
    },
    propertyTimeout,
  );
});
