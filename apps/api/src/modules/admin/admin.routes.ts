import type {
  ApiAdminMeResponse,
  ApiAdminMessage,
  ApiAdminMessagesResponse,
  ApiAdminPartnersResponse,
  ApiAdminPartnersStatusResponse,
  ApiAdminReferralsResponse,
  ApiAdminSignupsResponse,
} from '@eco/shared';
import type { FastifyRequest } from 'fastify';
import type { ModuleOptions } from '../../app-context';
import { ApiError } from '../../lib/errors';
import { replyOf } from '../../lib/zod-type-provider';
import type { ZodFastifyInstance } from '../../lib/zod-type-provider';
import { latestPartnerList } from '../partners/partner-lists';
import type { AdminIdentity } from './admin.guard';
import { adminLabel, resolveAdmin } from './admin.guard';
import { listMessages, setHandled, signupsPerDay } from './admin.repository';
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
import { messagesCsv, publishPartnersList, referralLeaderboard } from './admin.service';

/**
 * A 10,000-address list is about 440 KB of JSON: this route alone accepts up to 1 MB. The other
 * routes keep the app's 16 KB limit.
 */
export const PARTNERS_BODY_LIMIT_BYTES = 1024 * 1024;

declare module 'fastify' {
  interface FastifyRequest {
    /** The admin behind a request to /api/admin, set by the plugin's onRequest guard. */
    admin: AdminIdentity | null;
  }
}

const adminOf = (request: FastifyRequest): AdminIdentity => {
  // The onRequest hook below runs before every handler of this plugin; this cannot happen.
  if (!request.admin) throw new Error('admin route without the admin check');
  return request.admin;
};

/** The team's pages: inbox, sign-ups, referral leaderboard, partners list (all under /api/admin). */
export async function adminRoutes(app: ZodFastifyInstance, { ctx }: ModuleOptions) {
  // This plugin is the admin scope: the decoration and the guard below apply to its routes only.
  app.decorateRequest('admin', null);
  // onRequest, so a visitor who is not an admin is turned away before any body is read.
  app.addHook('onRequest', async (request, reply) => {
    void reply.header('cache-control', 'no-store');
    request.admin = await resolveAdmin(ctx, request);
  });

  app.get(
    '/me',
    { schema: { response: { 200: replyOf<ApiAdminMeResponse>() } } },
    async (request) => {
      let { user, via } = adminOf(request);
      // The guard skips the chain for email admins; here both reasons are reported.
      if (!via.includes('wallet') && user.walletAddress) {
        ({ user, via } = await resolveAdmin(ctx, request, { everyReason: true }));
      }
      return {
        admin: true as const,
        via,
        email: user.email,
        address: user.walletAddress as ApiAdminMeResponse['address'],
      };
    },
  );

  app.get(
    '/messages',
    {
      schema: {
        querystring: messagesQuerySchema,
        response: { 200: replyOf<ApiAdminMessagesResponse>() },
      },
    },
    async (request) => {
      const { query } = request;
      const { items, total } = await listMessages(ctx.db, query);
      return { items, total, page: query.page, pageSize: query.pageSize };
    },
  );

  app.get(
    '/messages.csv',
    { schema: { querystring: messagesCsvQuerySchema } },
    async (request, reply) => {
      const filter = request.query;
      const { fileName, csv } = await messagesCsv(ctx, filter);
      void reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${fileName}"`);
      return csv;
    },
  );

  app.post(
    '/messages/:kind/:id/handled',
    {
      schema: {
        // A malformed kind or id names no message: the 404 below, once the body is checked.
        params: handledParamsSchema.nullable().catch(null),
        body: handledBodySchema,
        response: { 200: replyOf<ApiAdminMessage>() },
      },
    },
    async (request) => {
      const params = request.params;
      const { handled } = request.body;
      const { user } = adminOf(request);
      const message = params
        ? await setHandled(
            ctx.db,
            params.kind,
            params.id,
            handled ? { by: adminLabel(user), at: ctx.clock.now() } : null,
          )
        : undefined;
      if (!message) {
        throw new ApiError(404, 'message_not_found', 'There is no such message in the inbox.');
      }
      return message;
    },
  );

  app.get(
    '/signups',
    {
      schema: {
        querystring: signupsQuerySchema,
        response: { 200: replyOf<ApiAdminSignupsResponse>() },
      },
    },
    async (request) => {
      const perDay = await signupsPerDay(ctx.db, request.query.days, ctx.clock.now());
      return { days: perDay, total: perDay.reduce((sum, day) => sum + day.count, 0) };
    },
  );

  app.get(
    '/referrals',
    {
      schema: {
        querystring: referralsQuerySchema,
        response: { 200: replyOf<ApiAdminReferralsResponse>() },
      },
    },
    async (request) =>
      referralLeaderboard(ctx, request.query.limit, (error) =>
        request.log.warn({ err: error }, 'admin: reading the referral history failed'),
      ),
  );

  app.get(
    '/partners',
    {
      schema: {
        querystring: partnersQuerySchema,
        response: { 200: replyOf<ApiAdminPartnersStatusResponse>() },
      },
    },
    async (request) => {
      const { chainId = ctx.config.ecoChainId } = request.query;
      // None published is a state the owner panel shows, not an error.
      return { chainId, published: (await latestPartnerList(ctx.db, chainId)) ?? null };
    },
  );

  app.post(
    '/partners',
    {
      bodyLimit: PARTNERS_BODY_LIMIT_BYTES,
      schema: { body: partnersBodySchema, response: { 201: replyOf<ApiAdminPartnersResponse>() } },
    },
    async (request, reply) => {
      const list = await publishPartnersList(ctx, request.body, adminLabel(adminOf(request).user));
      return reply.status(201).send(list);
    },
  );
}
