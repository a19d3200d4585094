import type {
  ApiAdminMeResponse,
  ApiAdminMessage,
  ApiAdminMessagesResponse,
  ApiAdminPartnersResponse,
  ApiAdminPartnersStatusResponse,
  ApiAdminReferral,
  ApiAdminReferralsResponse,
  ApiAdminSignupsResponse,
} from '@eco/shared';
import { ADMIN_PARTNERS_MAX } from '@eco/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { getAddress, isAddress } from 'viem';
import type { Address } from 'viem';
import type { AppContext } from '../../app';
import { toCsv } from '../../lib/csv';
import { ApiError } from '../../lib/errors';
import { parseBody, parseQuery } from '../../lib/validation';
import { ChainUnavailableError } from '../affiliate/affiliate.chain';
import { buildPartnerTree, insertPartnerList, latestPartnerList } from '../partners/partner-lists';
import type { AdminIdentity } from './admin.guard';
import { adminLabel, resolveAdmin } from './admin.guard';
import {
  affiliateCodesByWallet,
  allMessages,
  listMessages,
  setHandled,
  signupsPerDay,
} from './admin.repository';
import {
  handledBodySchema,
  handledParamsSchema,
  messagesCsvQuerySchema,
  messagesQuerySchema,
  partnersBodySchema,
  partnersQuerySchema,
  referralsQuerySchema,
  signupsQuerySchema,
} from './admin.schemas';

/**
 * A 10,000-address list is about 440 KB of JSON: this route alone accepts up to 1 MB. The other
 * routes keep the app's 16 KB limit.
 */
export const PARTNERS_BODY_LIMIT_BYTES = 1024 * 1024;

const identities = new WeakMap<FastifyRequest, AdminIdentity>();

const adminOf = (request: FastifyRequest): AdminIdentity => {
  const identity = identities.get(request);
  // The onRequest hook below runs before every handler of this plugin; this cannot happen.
  if (!identity) throw new Error('admin route without the admin check');
  return identity;
};

/** How many invalid entries a 400 names before summing up the rest. */
const LISTED_INVALID = 5;

/** The team's pages: inbox, sign-ups, referral leaderboard, partners list (all under /api/admin). */
export function registerAdminRoutes(app: FastifyInstance, ctx: AppContext) {
  void app.register(async (admin) => {
    // onRequest, so a visitor who is not an admin is turned away before any body is read.
    admin.addHook('onRequest', async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      identities.set(request, await resolveAdmin(ctx, request));
    });

    admin.get('/api/admin/me', async (request): Promise<ApiAdminMeResponse> => {
      let { user, via } = adminOf(request);
      // The guard skips the chain for email admins; here both reasons are reported.
      if (!via.includes('wallet') && user.walletAddress) {
        ({ user, via } = await resolveAdmin(ctx, request, { everyReason: true }));
      }
      return {
        admin: true,
        via,
        email: user.email,
        address: user.walletAddress as ApiAdminMeResponse['address'],
      };
    });

    admin.get('/api/admin/messages', async (request): Promise<ApiAdminMessagesResponse> => {
      const query = parseQuery(messagesQuerySchema, request.query);
      const { items, total } = await listMessages(ctx.db, query, query.page, query.pageSize);
      return { items, total, page: query.page, pageSize: query.pageSize };
    });

    admin.get('/api/admin/messages.csv', async (request, reply) => {
      const filter = parseQuery(messagesCsvQuerySchema, request.query);
      const messages = await allMessages(ctx.db, filter);
      const bodyHeader = filter.kind === 'contact' ? 'message' : 'question';
      const header = ['id', 'created_at', 'name', 'email'];
      if (filter.kind === 'contact') header.push('subject');
      header.push(bodyHeader, 'handled_at', 'handled_by');
      const rows = messages.map((m) => [
        m.id,
        m.createdAt,
        m.name,
        m.email,
        ...(filter.kind === 'contact' ? [m.subject] : []),
        m.body,
        m.handledAt,
        m.handledBy,
      ]);
      const date = ctx.clock.now().toISOString().slice(0, 10);
      const name = filter.kind === 'contact' ? 'contact-messages' : 'faq-questions';
      void reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="eco-${name}-${date}.csv"`);
      // The byte-order mark makes spreadsheet programs read the file as UTF-8.
      return `\uFEFF${toCsv([header, ...rows])}`;
    });

    admin.post<{ Params: { kind: string; id: string } }>(
      '/api/admin/messages/:kind/:id/handled',
      async (request): Promise<ApiAdminMessage> => {
        const params = handledParamsSchema.safeParse(request.params);
        const { handled } = parseBody(handledBodySchema, request.body);
        const { user } = adminOf(request);
        const message = params.success
          ? await setHandled(
              ctx.db,
              params.data.kind,
              params.data.id,
              handled ? { by: adminLabel(user), at: ctx.clock.now() } : null,
            )
          : undefined;
        if (!message) {
          throw new ApiError(404, 'message_not_found', 'There is no such message in the inbox.');
        }
        return message;
      },
    );

    admin.get('/api/admin/signups', async (request): Promise<ApiAdminSignupsResponse> => {
      const { days } = parseQuery(signupsQuerySchema, request.query);
      const perDay = await signupsPerDay(ctx.db, days, ctx.clock.now());
      return { days: perDay, total: perDay.reduce((sum, day) => sum + day.count, 0) };
    });

    admin.get('/api/admin/referrals', async (request): Promise<ApiAdminReferralsResponse> => {
      const { limit } = parseQuery(referralsQuerySchema, request.query);
      const reader = ctx.referralsReader;
      if (!reader) {
        return {
          items: [],
          available: false,
          note: 'Referrals are not counted: the API has no RPC_URL to read the chain.',
        };
      }
      let totals;
      try {
        totals = await reader.readAll();
      } catch (error) {
        if (!(error instanceof ChainUnavailableError)) {
          request.log.warn({ err: error }, 'admin: reading referrals from the chain failed');
        }
        return {
          items: [],
          available: false,
          note:
            error instanceof ChainUnavailableError
              ? error.message
              : 'The chain could not be read right now. Try again later.',
        };
      }
      const top = [...totals.entries()]
        .sort(
          ([a, x], [b, y]) =>
            compareDesc(x.rewards, y.rewards) ||
            compareDesc(x.tokens, y.tokens) ||
            y.count - x.count ||
            a.toLowerCase().localeCompare(b.toLowerCase()),
        )
        .slice(0, limit);
      const codes = await affiliateCodesByWallet(
        ctx.db,
        top.map(([referrer]) => getAddress(referrer)),
      );
      const items = top.map(([referrer, sum]): ApiAdminReferral => ({
        referrer: getAddress(referrer),
        code: codes.get(getAddress(referrer)) ?? null,
        purchases: sum.count,
        tokens: sum.tokens.toString(),
        rewards: sum.rewards.toString(),
      }));
      return { items, available: true, note: null };
    });

    admin.get('/api/admin/partners', async (request): Promise<ApiAdminPartnersStatusResponse> => {
      const { chainId = ctx.config.ecoChainId } = parseQuery(partnersQuerySchema, request.query);
      // None published is a state the owner panel shows, not an error.
      return { chainId, published: (await latestPartnerList(ctx.db, chainId)) ?? null };
    });

    admin.post(
      '/api/admin/partners',
      { bodyLimit: PARTNERS_BODY_LIMIT_BYTES },
      async (request, reply): Promise<ApiAdminPartnersResponse> => {
        const body = parseBody(partnersBodySchema, request.body);
        const addresses = distinctAddresses(body.addresses);
        const tree = buildPartnerTree(addresses);
        if (body.root && body.root.toLowerCase() !== tree.root.toLowerCase()) {
          throw new ApiError(
            400,
            'root_mismatch',
            `The list's merkle root is ${tree.root}, not the ${body.root} that was sent. Nothing was published.`,
            { root: 'Does not match the addresses.' },
          );
        }
        const list = await insertPartnerList(ctx.db, {
          ...tree,
          chainId: body.chainId,
          publishedBy: adminLabel(adminOf(request).user),
          publishedAt: ctx.clock.now(),
        });
        void reply.status(201);
        return list;
      },
    );
  });
}

const compareDesc = (a: bigint, b: bigint) => (a === b ? 0 : a > b ? -1 : 1);

/**
 * Checksummed, case-insensitively distinct addresses; a 400 naming the invalid entries (by their
 * position, 1-based) or saying the list is too long.
 */
function distinctAddresses(entries: unknown[]): Address[] {
  const invalid: string[] = [];
  const distinct = new Set<Address>();
  entries.forEach((entry, i) => {
    if (typeof entry === 'string' && isAddress(entry.trim(), { strict: false })) {
      distinct.add(getAddress(entry.trim()));
    } else {
      invalid.push(`#${i + 1} ${JSON.stringify(entry)?.slice(0, 60) ?? String(entry)}`);
    }
  });
  if (invalid.length > 0) {
    const listed = invalid.slice(0, LISTED_INVALID).join(', ');
    const more = invalid.length - LISTED_INVALID;
    const message = `${invalid.length === 1 ? 'This entry is not a wallet address' : `These ${invalid.length} entries are not wallet addresses`} (0x followed by 40 hex characters): ${listed}${more > 0 ? ` and ${more} more` : ''}.`;
    throw new ApiError(400, 'validation_failed', message, { addresses: message });
  }
  if (distinct.size > ADMIN_PARTNERS_MAX) {
    const message = `A partners list holds at most ${ADMIN_PARTNERS_MAX.toLocaleString('en-US')} addresses; this one has ${distinct.size.toLocaleString('en-US')}.`;
    throw new ApiError(400, 'validation_failed', message, { addresses: message });
  }
  return [...distinct];
}
