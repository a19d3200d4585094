import {
  ADMIN_MESSAGES_MAX_PAGE_SIZE,
  adminMessageKinds,
  adminMessageStatuses,
  controlCharacterMessage,
  hasControlCharacters,
} from '@eco/shared';
import { z } from 'zod';
import { wholeNumberIn } from '../../lib/validation';

const wholeNumber = (name: string, min: number, max: number) =>
  wholeNumberIn(min, max, `${name} must be a whole number from ${min} to ${max}.`);

const kind = z.enum(adminMessageKinds, { error: 'kind must be contact or faq.' });

const chainId = wholeNumber('chainId', 1, Number.MAX_SAFE_INTEGER);

/** Longest search text: longer than any field worth searching, short enough to stay cheap. */
export const SEARCH_MAX = 200;

const filters = {
  kind: kind.default('contact'),
  // Control characters are refused (U+0000 cannot even be compared with a PostgreSQL text).
  q: z
    .string({ error: 'q must be a single search text.' })
    .refine((value) => !hasControlCharacters(value), controlCharacterMessage('q'))
    .trim()
    .max(SEARCH_MAX, `q must be at most ${SEARCH_MAX} characters.`)
    .default(''),
  status: z
    .enum(adminMessageStatuses, { error: 'status must be open, handled or all.' })
    .default('all'),
};

/** GET /api/admin/messages query. */
export const messagesQuerySchema = z.strictObject({
  ...filters,
  page: wholeNumber('page', 1, 1_000_000).default(1),
  pageSize: wholeNumber('pageSize', 1, ADMIN_MESSAGES_MAX_PAGE_SIZE).default(20),
});

/** GET /api/admin/messages.csv query: the same filters, every page. */
export const messagesCsvQuerySchema = z.strictObject(filters);
export type MessagesFilter = z.output<typeof messagesCsvQuerySchema>;

/** POST /api/admin/messages/:kind/:id/handled. */
export const handledParamsSchema = z.object({
  kind,
  id: z.uuid(),
});

export const handledBodySchema = z.strictObject({
  handled: z.boolean({ error: 'handled must be true or false.' }),
});

/** GET /api/admin/signups query. */
export const signupsQuerySchema = z.strictObject({
  days: wholeNumber('days', 1, 365).default(30),
});

/** GET /api/admin/referrals query. */
export const referralsQuerySchema = z.strictObject({
  limit: wholeNumber('limit', 1, 100).default(20),
});

/** GET /api/admin/partners query; chainId defaults to ECO_CHAIN_ID. */
export const partnersQuerySchema = z.strictObject({
  chainId: chainId.optional(),
});

/**
 * POST /api/admin/partners body. Entries are only checked for shape here; the route names each
 * invalid entry and each address listed twice, and enforces the size limit.
 */
export const partnersBodySchema = z.strictObject({
  chainId: z
    .number({ error: 'chainId must be a positive whole number.' })
    .int('chainId must be a positive whole number.')
    .positive('chainId must be a positive whole number.')
    .max(Number.MAX_SAFE_INTEGER, 'chainId must be a positive whole number.'),
  partners: z
    .array(z.unknown(), { error: 'partners must be a list of { address, allocation }.' })
    .min(1, 'The list is empty: add at least one partner.'),
  root: z
    .string({ error: 'root must be a 0x-prefixed 32-byte hex string.' })
    .regex(/^0x[0-9a-fA-F]{64}$/, 'root must be a 0x-prefixed 32-byte hex string.')
    .optional(),
});
