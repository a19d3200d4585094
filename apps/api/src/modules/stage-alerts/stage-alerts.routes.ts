import { findEcoDeployment } from '@eco/contracts';
import {
  emailLinkTokenField,
  STAGE_ALERT_ERROR_CODES,
  stageAlertSignupSchema,
  stageAlertTokenSchema,
} from '@eco/shared';
import type { ApiMessageResponse } from '@eco/shared';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { ModuleOptions } from '../../app-context';
import { ApiError, invalidFields } from '../../lib/errors';
import { requestLanguage } from '../../lib/language';
import { limitPerClient } from '../../lib/route-hooks';
import { replyOf } from '../../lib/zod-type-provider';
import type { ZodFastifyInstance } from '../../lib/zod-type-provider';
import { FORM_LIMIT_PER_MINUTE } from '../contact/contact.limits';
import { unlessMailBudgetSpent } from '../mail/mail.repository';
import { stageAlertConfirmMail, stageLabel, utcMinute } from './stage-alerts.messages';
import { confirmAlert, subscribe, unsubscribeAlert } from './stage-alerts.repository';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route takes requests without the site's Origin: a mail provider posts RFC 8058's
     * one-click unsubscribe from its own servers. Such a route changes nothing but what the
     * secret token in its URL names.
     */
    anyOrigin?: boolean;
  }
}

/** Sign-ups per address per hour (every address is counted, so a 429 reveals nothing). */
export const SIGNUPS_PER_ADDRESS = { limit: 5, windowMs: 60 * 60 * 1000 };
/** Links followed per client address per minute: tokens are unguessable anyway. */
export const LINK_USES_PER_MINUTE = 20;
/**
 * One-click unsubscribes per client address per minute: they come from mail providers' servers,
 * which post for many people, so the bound is looser than a visitor's.
 */
export const ONE_CLICK_PER_MINUTE = 120;

export const SIGNUP_MESSAGE =
  'Check your inbox: unless this address already waits for this stage, we sent it a link to confirm the alert. Once it is confirmed, you get one mail when the stage opens.';

const unknownLink = (message: string) =>
  new ApiError(404, STAGE_ALERT_ERROR_CODES.unknownLink, message);

/** RFC 8058: the one-click request's body names the one action it may take. */
const oneClickBody = z.strictObject({
  'List-Unsubscribe': z.literal('One-Click', {
    error: 'Send List-Unsubscribe=One-Click (RFC 8058) to unsubscribe.',
  }),
});
const oneClickQuery = z.strictObject({ token: emailLinkTokenField });

/**
 * The form fields of a one-click body (urlencoded or multipart), as an object to validate, read
 * by the Fetch API's own form parser; a body it cannot read has no fields.
 */
const formFields = (contentType: string, body: string) =>
  new Response(body, { headers: { 'content-type': contentType } }).formData().then(
    (form) => Object.fromEntries(form),
    () => ({}),
  );

/**
 * POST /api/stage-alerts (sign up), /confirm, /unsubscribe and /unsubscribe/one-click: "tell me
 * when this stage opens", with a double opt-in and an unsubscribe link in every mail.
 */
export async function stageAlertRoutes(app: ZodFastifyInstance, { ctx }: ModuleOptions) {
  /**
   * The stage as the indexer last read it, with its next opening time (null: none to come), or
   * undefined when the indexer cannot say now.
   */
  const stageNow = async (request: FastifyRequest, chainId: number, stage: number) => {
    try {
      const states = await ctx.stageStates!.read(chainId);
      const state = states.stages.find((s) => s.stage === stage);
      if (!state) return undefined;
      // A past opening time of a closed stage (it closed again since) announces nothing.
      const upcoming = state.opensAt && state.opensAt > states.indexed.at ? state.opensAt : null;
      return { ...state, upcoming };
    } catch (error) {
      // The indexer is down or catching up: the sign-up goes ahead, and the worker mails the
      // address as soon as it sees the stage open (at once if it already is).
      request.log.warn({ err: error }, 'stage alerts: reading the sale stages failed');
      return undefined;
    }
  };

  /*
   * A sign-up. The answer is the same whether or not the address is known (no enumeration); a
   * pending alert gets a fresh link, a confirmed one nothing more. A stage that is open now is
   * said so instead: there is nothing to wait for.
   */
  app.post(
    '',
    {
      schema: { body: stageAlertSignupSchema, response: { 202: replyOf<ApiMessageResponse>() } },
      preValidation: limitPerClient(ctx.limiter, 'stage-alerts', FORM_LIMIT_PER_MINUTE),
    },
    async (request, reply) => {
      const { chainId, stage } = request.body;
      const email = request.body.email.toLowerCase();
      if (!findEcoDeployment(chainId)) {
        throw invalidFields({ chainId: `ECO is not deployed on chain ${chainId}.` });
      }
      if (!ctx.stageStates) {
        throw new ApiError(
          503,
          'stage_alerts_unavailable',
          'Sale alerts are not available on this server: it does not follow the chain (no INDEXER_URL).',
        );
      }
      await ctx.limiter.hit(`stage-alerts-to:${email}`, SIGNUPS_PER_ADDRESS);
      const state = await stageNow(request, chainId, stage);
      if (state?.open) {
        const since = state.openedAt ? ` since ${utcMinute(state.openedAt.at)}` : '';
        throw new ApiError(
          409,
          STAGE_ALERT_ERROR_CODES.stageOpen,
          `The ${stageLabel(stage)} sale is open now${since}: there is nothing to wait for. You can buy on the token page.`,
          { params: { stage } },
        );
      }
      const now = ctx.clock.now();
      // The confirmation and the notice go in the language of the page the sign-up came from
      // (English when the request names none of the site's): stored with the alert, as the
      // worker sends the notice with no request to read it from.
      const target = { email, chainId, stage, locale: requestLanguage(request) };
      // Past the address's mail budget the sign-up is dropped, and the answer is the same.
      await unlessMailBudgetSpent(() =>
        subscribe(ctx.db, target, now, (links) =>
          stageAlertConfirmMail(ctx.config, target, links, state && state.upcoming, now),
        ),
      );
      return reply.status(202).send({ message: SIGNUP_MESSAGE, notice: 'stage_alert_mailed' });
    },
  );

  /** A link followed from a mail: its token, limited per client. */
  const linkRoute = {
    schema: { body: stageAlertTokenSchema, response: { 200: replyOf<ApiMessageResponse>() } },
    preValidation: limitPerClient(ctx.limiter, 'stage-alert-link', LINK_USES_PER_MINUTE),
  };

  app.post('/confirm', linkRoute, async (request) => {
    const outcome = await confirmAlert(ctx.db, request.body.token, ctx.clock.now());
    if (outcome.kind === 'unknown') {
      throw unknownLink(
        'This link does not work: it was already used, a newer link replaced it, or the alert was stopped. Sign up again on the token page.',
      );
    }
    if (outcome.kind === 'expired') {
      throw new ApiError(
        410,
        STAGE_ALERT_ERROR_CODES.linkExpired,
        'This link has expired. Sign up again on the token page for a new one.',
      );
    }
    return {
      message: `Your alert is confirmed: you will get one mail when the ${stageLabel(outcome.alert.stage)} sale opens. Every mail has a link to stop it.`,
      notice: 'stage_alert_confirmed' as const,
      params: { stage: outcome.alert.stage },
    };
  });

  const unsubscribe = async (token: string) => {
    const outcome = await unsubscribeAlert(ctx.db, token);
    if (outcome.kind !== 'ok') {
      throw unknownLink(
        'There is nothing to unsubscribe: this link is unknown, or the alert was already stopped.',
      );
    }
    return {
      message: `Unsubscribed: your address is deleted from the ${stageLabel(outcome.alert.stage)} sale alert, and no more mail about it will come.`,
      notice: 'stage_alert_unsubscribed' as const,
      params: { stage: outcome.alert.stage },
    };
  };

  app.post('/unsubscribe', linkRoute, async (request) => unsubscribe(request.body.token));

  // RFC 8058 one-click: the mail client's "Unsubscribe" posts `List-Unsubscribe=One-Click` as a
  // form to the URL of the List-Unsubscribe header, from the mail provider's servers (no Origin,
  // no JSON). These parsers belong to this route alone (Fastify keeps them in this plugin).
  await app.register(async (oneClick: ZodFastifyInstance) => {
    oneClick.addContentTypeParser(
      ['application/x-www-form-urlencoded', 'multipart/form-data'],
      { parseAs: 'string', bodyLimit: 4 * 1024 },
      (request: FastifyRequest, body: string) =>
        formFields(request.headers['content-type'] ?? '', body),
    );
    oneClick.post(
      '/unsubscribe/one-click',
      {
        config: { anyOrigin: true },
        schema: {
          querystring: oneClickQuery,
          body: oneClickBody,
          response: { 200: replyOf<ApiMessageResponse>() },
        },
        preValidation: limitPerClient(ctx.limiter, 'stage-alert-one-click', ONE_CLICK_PER_MINUTE),
      },
      async (request) => unsubscribe(request.query.token),
    );
  });
}
