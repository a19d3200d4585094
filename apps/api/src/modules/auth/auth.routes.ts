import {
  ACCOUNT_ERROR_CODES,
  emailOnlySchema,
  loginSchema,
  resetPasswordSchema,
  signupSchema,
  verifyEmailSchema,
} from '@eco/shared';
import type {
  ApiMessageResponse,
  ApiSignupResponse,
  ApiUserResponse,
  SignupInput,
  SiteLanguage,
} from '@eco/shared';
import { eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { ModuleOptions } from '../../app-context';
import { inTransaction, isUniqueViolation } from '../../db/database';
import { users } from '../../db/schema';
import { ApiError } from '../../lib/errors';
import { namedLanguage, requestLanguage } from '../../lib/language';
import { emptyBody, limitPerClient, noStore } from '../../lib/route-hooks';
import { replyOf } from '../../lib/zod-type-provider';
import type { ZodFastifyInstance } from '../../lib/zod-type-provider';
import {
  emailChangedMail,
  passwordChangedMail,
  resetPasswordMail,
  signupAttemptMail,
  verifyEmailMail,
} from '../mail/mail.messages';
import { emailDomain, recordAccountEvent } from '../account/account-events.repository';
import { enqueueMail, unlessMailBudgetSpent } from '../mail/mail.repository';
import {
  consumeEmailToken,
  mailEmailToken,
  mailEmailTokenUnlessSpent,
  deleteEmailTokens,
  findEmailToken,
} from './email-tokens.repository';
import {
  clearAccountThrottles,
  clearLoginClient,
  findDevice,
  forgetDevices,
  loginKeys,
  loginRetryAfterMs,
  loginThrottled,
  recordLoginFailure,
  rememberDevice,
} from './login-throttle';
import {
  hashPassword,
  refuseCommonPassword,
  verifyAgainstDummy,
  verifyPassword,
} from './passwords';
import {
  clearSessionCookie,
  clientIp,
  deviceToken,
  requireUser,
  sessionToken,
  setDeviceCookie,
  startSession,
} from './session';
import { deleteSession, deleteUserSessions } from './sessions.repository';
import {
  createUser,
  findUserByAffiliateCode,
  findUserByEmail,
  findUserById,
  mailTarget,
  inLanguage,
  rememberLanguage,
  toApiUser,
} from './users.repository';
import type { UserRow } from './users.repository';

/** Per client address, per minute: sign-in attempts of any account (accounts have their own). */
export const LOGIN_LIMIT_PER_MINUTE = 10;
export const SIGNUP_LIMIT_PER_MINUTE = 5;
/** Mailed links asked for (resend, forgot password): per client address and per address. */
export const LINK_REQUESTS_PER_IP = { limit: 5, windowMs: 15 * 60 * 1000 };
export const LINK_REQUESTS_PER_ADDRESS = { limit: 3, windowMs: 60 * 60 * 1000 };
/** Links followed (verify, reset) per client address per minute: tokens are unguessable anyway. */
export const LINK_USES_PER_MINUTE = 20;

export const INVALID_CREDENTIALS_MESSAGE = 'Email or password is incorrect.';
export const SIGNUP_MESSAGE =
  'Check your inbox: we sent a link to confirm your email address. Follow it, then log in. If this address already has an account, we sent it a mail saying so instead.';
export const EMAIL_NOT_VERIFIED_MESSAGE =
  'Your email address is not confirmed yet. Follow the link in the mail we sent you, or ask for a new link.';
export const RESEND_MESSAGE =
  'If this address has an account that is waiting for confirmation, we sent it a new link. It works for 24 hours.';
export const FORGOT_MESSAGE =
  'If this address has an account, we sent it a link to set a new password. It works for 30 minutes.';
export const INVALID_LINK_MESSAGE =
  'This link does not work: it was already used, or a newer link replaced it. Ask for a new one.';
export const EXPIRED_LINK_MESSAGE = 'This link has expired. Ask for a new one.';
export const PASSWORD_RESET_MESSAGE =
  'Your password is set and you were signed out everywhere. Log in with the new password.';

const invalidLink = () => new ApiError(400, ACCOUNT_ERROR_CODES.invalidLink, INVALID_LINK_MESSAGE);
const expiredLink = () => new ApiError(410, ACCOUNT_ERROR_CODES.linkExpired, EXPIRED_LINK_MESSAGE);

/** The account's address is confirmed now, unless it was before. */
const confirmedSince = (now: Date) =>
  sql`coalesce(${users.emailVerifiedAt}, ${now.toISOString()}::timestamptz)`;

/** Sign-up, email verification, login, logout, password reset and the current user. */
export async function authRoutes(app: ZodFastifyInstance, { ctx }: ModuleOptions) {
  /** The verification link to `user`'s address (in `language`, else the account's). */
  const verification = (user: UserRow, language?: SiteLanguage) =>
    [
      { userId: user.id, purpose: 'verify_email', email: user.email! },
      (token: string) =>
        verifyEmailMail(
          ctx.config.siteUrl,
          inLanguage(mailTarget(user), language),
          token,
          'signup',
        ),
    ] as const;
  /**
   * Sends a fresh verification link to an unverified account's address, unless the address's
   * mail budget is spent (then the earlier link keeps working and nothing is said). It goes in
   * the language this request names; the account keeps its own until the link is followed
   * (anybody who knows the address can ask for this one).
   */
  const sendVerification = async (request: FastifyRequest, user: UserRow, now: Date) =>
    mailEmailTokenUnlessSpent(ctx.db, ...verification(user, namedLanguage(request)), now);

  /*
   * A sign-up with an email that has an account. The answer is the one a
   * new sign-up gets (201, same body, no cookie), and nobody is signed in: an attacker learns
   * nothing and gains nothing. The owner gets a mail instead ("someone tried to sign up", with
   * links to log in and to reset the password); an owner who never confirmed the address and
   * gives the account's password gets a fresh verification link. A wrong password is not counted
   * against the account's sign-in throttle: the answer is the same either way, so the form is no
   * way to test passwords, and counting it let anyone lock the owner out through the sign-up form
   * (issue 29, finding 3). Both branches run one argon2 operation (hash for new accounts, verify here), so the timing
   * is alike. The mails spend the address's budget like every mail a stranger can ask for; past
   * it they are dropped silently (a 429 would tell that the address has an account). The notice
   * goes in the account's language: whoever asked may be a stranger, whose language says nothing
   * of the owner's (and changes nothing about the account).
   */
  async function signupOnTakenEmail(
    request: FastifyRequest,
    existing: UserRow,
    input: SignupInput,
    now: Date,
  ) {
    const owner = existing.passwordHash
      ? await verifyPassword(existing.passwordHash, input.password)
      : await verifyAgainstDummy(input.password);
    if (owner && !existing.emailVerifiedAt) {
      await sendVerification(request, existing, now);
    } else {
      const notice = signupAttemptMail(ctx.config.siteUrl, mailTarget(existing));
      await unlessMailBudgetSpent(() => enqueueMail(ctx.db, notice, now));
    }
  }

  // Mailed links are limited per address too, so nobody can flood an inbox through many client
  // addresses. Every address is counted, with or without an account, so the 429 reveals nothing.
  const limitPerAddress = (name: string, email: string) =>
    ctx.limiter.hit(`${name}-to:${email}`, LINK_REQUESTS_PER_ADDRESS);

  app.post(
    '/signup',
    {
      schema: { body: signupSchema, response: { 201: replyOf<ApiSignupResponse>() } },
      preValidation: limitPerClient(ctx.limiter, 'signup', SIGNUP_LIMIT_PER_MINUTE),
    },
    async (request, reply) => {
      const input = request.body;
      refuseCommonPassword(input.password, 'password');
      const email = input.email.toLowerCase();
      const now = ctx.clock.now();
      const existing = await findUserByEmail(ctx.db, email);
      if (existing) {
        await signupOnTakenEmail(request, existing, input, now);
      } else {
        const passwordHash = await hashPassword(input.password);
        const referrer = input.affiliateToken
          ? await findUserByAffiliateCode(ctx.db, input.affiliateToken)
          : undefined;
        try {
          // The account exists unverified: it signs nobody in, and its email grants nothing,
          // until the link mailed with it in the same transaction is followed. When the
          // address's mail budget is spent, neither exists; the answer is the same. Its mails
          // are written in the language of the page it was made on (English when the request
          // names none of the site's).
          await unlessMailBudgetSpent(() =>
            inTransaction(ctx.db, async (tx) => {
              const user = await createUser(
                tx,
                {
                  name: input.name,
                  email,
                  passwordHash,
                  referredBy: referrer?.id ?? null,
                  locale: requestLanguage(request),
                },
                now,
              );
              await mailEmailToken(tx, ...verification(user), now);
            }),
          );
        } catch (error) {
          // Lost a race against a concurrent sign-up with the same email: treat it as taken.
          if (!isUniqueViolation(error)) throw error;
          const raced = await findUserByEmail(ctx.db, email);
          if (raced) await signupOnTakenEmail(request, raced, input, now);
        }
      }
      return reply.status(201).send({ message: SIGNUP_MESSAGE, notice: 'signup_mailed' });
    },
  );

  /*
   * Follows a verification link: the address is proven. For a sign-up that confirms the account;
   * for a new address from the account page it becomes the account's email (the old address is
   * told). It signs nobody in: the link may be opened on another device than the sign-up.
   */
  app.post(
    '/verify-email',
    {
      schema: { body: verifyEmailSchema, response: { 200: replyOf<ApiMessageResponse>() } },
      preValidation: limitPerClient(ctx.limiter, 'link-use', LINK_USES_PER_MINUTE),
    },
    async (request) => {
      const { token } = request.body;
      const now = ctx.clock.now();
      const row = await consumeEmailToken(ctx.db, token, 'verify_email');
      if (!row) throw invalidLink();
      if (row.expiresAt <= now) throw expiredLink();
      const user = await findUserById(ctx.db, row.userId);
      if (!user) throw invalidLink();
      if (user.email === row.email) {
        // The link's holder is the address's owner: the account takes the language of its page.
        await ctx.db
          .update(users)
          .set({
            emailVerifiedAt: confirmedSince(now),
            locale: namedLanguage(request) ?? user.locale,
          })
          .where(eq(users.id, user.id));
        return {
          message: `${row.email} is confirmed. You can now log in with it.`,
          notice: 'email_confirmed' as const,
          params: { email: row.email },
        };
      }
      try {
        await inTransaction(ctx.db, async (tx) => {
          await tx
            .update(users)
            .set({ email: row.email, emailVerifiedAt: now })
            .where(eq(users.id, user.id));
          // Reset links went to the old address: they no longer name the account's address.
          await deleteEmailTokens(tx, user.id, 'reset_password');
          const changed = {
            userId: user.id,
            kind: 'email_changed',
            ip: clientIp(request),
          } as const;
          await recordAccountEvent(tx, { ...changed, detail: emailDomain(row.email) }, now);
          if (user.email) {
            // The link's holder is the account's owner (the account asked for the new address).
            const owner = await rememberLanguage(tx, user, namedLanguage(request));
            await enqueueMail(
              tx,
              emailChangedMail(ctx.config.siteUrl, mailTarget(owner), row.email),
              now,
            );
          }
        });
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        throw new ApiError(
          409,
          ACCOUNT_ERROR_CODES.emailTaken,
          `${row.email} now belongs to another account, so it cannot be used for this one. Your account keeps its current address.`,
        );
      }
      return {
        message: `${row.email} is confirmed and is now your account's email address.`,
        notice: 'email_change_confirmed' as const,
        params: { email: row.email },
      };
    },
  );

  app.post(
    '/resend-verification',
    {
      schema: { body: emailOnlySchema, response: { 202: replyOf<ApiMessageResponse>() } },
      preValidation: limitPerClient(ctx.limiter, 'resend-verification', LINK_REQUESTS_PER_IP),
    },
    async (request, reply) => {
      const email = request.body.email.toLowerCase();
      await limitPerAddress('resend-verification', email);
      const user = await findUserByEmail(ctx.db, email);
      if (user && !user.emailVerifiedAt) await sendVerification(request, user, ctx.clock.now());
      return reply.status(202).send({ message: RESEND_MESSAGE, notice: 'verification_resent' });
    },
  );

  app.post(
    '/login',
    {
      schema: { body: loginSchema, response: { 200: replyOf<ApiUserResponse>() } },
      preValidation: limitPerClient(ctx.limiter, 'login-ip', LOGIN_LIMIT_PER_MINUTE),
    },
    async (request, reply) => {
      const input = request.body;
      const email = input.email.toLowerCase();
      const now = ctx.clock.now();
      const user = await findUserByEmail(ctx.db, email);
      // A browser that signed in to this account before is throttled on its own (see
      // login-throttle.ts), so strangers' failures do not lock the owner out.
      const device = deviceToken(request);
      const known = device && user ? await findDevice(ctx.db, device, now) : undefined;
      const keys = loginKeys(
        email,
        request.ip,
        known && known.userId === user?.id ? known.idHash : undefined,
      );
      const wait = await loginRetryAfterMs(ctx.db, keys, now);
      if (wait > 0) throw loginThrottled(wait);
      const ok = user?.passwordHash
        ? await verifyPassword(user.passwordHash, input.password)
        : await verifyAgainstDummy(input.password);
      if (!user || !ok) {
        await recordLoginFailure(ctx.db, keys, now);
        throw new ApiError(401, 'invalid_credentials', INVALID_CREDENTIALS_MESSAGE);
      }
      await clearLoginClient(ctx.db, keys);
      if (!user.emailVerifiedAt) {
        throw new ApiError(403, ACCOUNT_ERROR_CODES.emailNotVerified, EMAIL_NOT_VERIFIED_MESSAGE);
      }
      await startSession(ctx, request, reply, user.id);
      setDeviceCookie(
        ctx,
        reply,
        await rememberDevice(ctx.db, user.id, keys.account ? undefined : device, now),
      );
      return { user: toApiUser(user) };
    },
  );

  /*
   * Ends this browser's session only; the account page's "sign out everywhere"
   * (POST /api/account/sessions/revoke-all) ends the others too.
   */
  app.post('/logout', { preValidation: emptyBody('Logout') }, async (request, reply) => {
    const token = sessionToken(request);
    if (token) await deleteSession(ctx.db, token);
    clearSessionCookie(ctx, reply);
    return reply.status(204).send();
  });

  app.get(
    '/me',
    { schema: { response: { 200: replyOf<ApiUserResponse>() } }, preValidation: noStore },
    async (request) => {
      const user = await requireUser(ctx, request);
      return { user: toApiUser(user) };
    },
  );

  app.post(
    '/forgot-password',
    {
      schema: { body: emailOnlySchema, response: { 202: replyOf<ApiMessageResponse>() } },
      preValidation: limitPerClient(ctx.limiter, 'forgot-password', LINK_REQUESTS_PER_IP),
    },
    async (request, reply) => {
      const email = request.body.email.toLowerCase();
      await limitPerAddress('forgot-password', email);
      const found = await findUserByEmail(ctx.db, email);
      if (found) {
        // The link goes in the language of the page it was asked from. The account keeps its
        // own: anybody can ask for this mail, and the owner's later security notices must not
        // be in a language a stranger chose. Following the link (reset-password) stores it.
        const target = inLanguage(mailTarget(found), namedLanguage(request));
        await mailEmailTokenUnlessSpent(
          ctx.db,
          { userId: found.id, purpose: 'reset_password', email },
          (token) => resetPasswordMail(ctx.config.siteUrl, target, token),
          ctx.clock.now(),
        );
      }
      return reply.status(202).send({ message: FORGOT_MESSAGE, notice: 'reset_mailed' });
    },
  );

  /*
   * Sets a new password from a reset link. The link proved the address, so it also confirms it.
   * Every session of the account ends (whoever knew the old password is out), as do every other
   * reset link, the known devices and the sign-in throttles; the address gets a notice.
   */
  app.post(
    '/reset-password',
    {
      schema: { body: resetPasswordSchema, response: { 200: replyOf<ApiMessageResponse>() } },
      preValidation: limitPerClient(ctx.limiter, 'link-use', LINK_USES_PER_MINUTE),
    },
    async (request, reply) => {
      const input = request.body;
      refuseCommonPassword(input.password, 'password');
      const now = ctx.clock.now();
      const found = await findEmailToken(ctx.db, input.token, 'reset_password');
      if (!found) throw invalidLink();
      if (found.expiresAt <= now) {
        await consumeEmailToken(ctx.db, input.token, 'reset_password');
        throw expiredLink();
      }
      const user = await findUserById(ctx.db, found.userId);
      if (!user || user.email !== found.email) throw invalidLink();
      const passwordHash = await hashPassword(input.password);
      await inTransaction(ctx.db, async (tx) => {
        // Deleting the token is what makes it single-use, also against a concurrent request.
        if (!(await consumeEmailToken(tx, input.token, 'reset_password'))) throw invalidLink();
        await tx
          .update(users)
          .set({ passwordHash, emailVerifiedAt: confirmedSince(now) })
          .where(eq(users.id, user.id));
        await deleteUserSessions(tx, user.id);
        await deleteEmailTokens(tx, user.id, 'reset_password');
        await forgetDevices(tx, user.id);
        await clearAccountThrottles(tx, found.email);
        // The link's holder is the owner: the language they name is the account's from now on.
        const owner = await rememberLanguage(tx, user, namedLanguage(request));
        await enqueueMail(tx, passwordChangedMail(ctx.config.siteUrl, mailTarget(owner)), now);
        const reset = { userId: user.id, kind: 'password_reset', ip: clientIp(request) } as const;
        await recordAccountEvent(tx, reset, now);
      });
      clearSessionCookie(ctx, reply);
      return { message: PASSWORD_RESET_MESSAGE, notice: 'password_reset' as const };
    },
  );
}
