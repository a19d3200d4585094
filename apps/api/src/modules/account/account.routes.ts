import {
  ACCOUNT_ERROR_CODES,
  changeEmailSchema,
  changePasswordSchema,
  deleteAccountSchema,
  updateProfileSchema,
} from '@eco/shared';
import type { ApiAccountResponse, ApiMessageResponse } from '@eco/shared';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { ModuleOptions } from '../../app-context';
import { inTransaction } from '../../db/database';
import { users } from '../../db/schema';
import { ApiError, invalidFields } from '../../lib/errors';
import { emptyBody, limitPerClient, noStore } from '../../lib/route-hooks';
import { replyOf } from '../../lib/zod-type-provider';
import type { ZodFastifyInstance } from '../../lib/zod-type-provider';
import { findPendingEmail, mailEmailTokenUnlessSpent } from '../auth/email-tokens.repository';
import { clearAccountThrottles, forgetDevices } from '../auth/login-throttle';
import { hashPassword, refuseCommonPassword, verifyPassword } from '../auth/passwords';
import { clearDeviceCookie, clearSessionCookie, requireSession } from '../auth/session';
import {
  deleteSessionByPublicId,
  deleteUserSessions,
  listSessions,
  sessionView,
} from '../auth/sessions.repository';
import type { SessionRow } from '../auth/sessions.repository';
import {
  findUserByEmail,
  findUserById,
  mailTarget,
  noticeTarget,
  toApiUser,
} from '../auth/users.repository';
import type { UserRow } from '../auth/users.repository';
import {
  accountDeletedMail,
  emailChangeRequestedMail,
  emailInUseMail,
  passwordChangedMail,
  verifyEmailMail,
  walletUnlinkedMail,
} from '../mail/mail.messages';
import { enqueueMail, unlessMailBudgetSpent } from '../mail/mail.repository';
import { deleteAccount, exportAccount } from './account.repository';

/** Password confirmations per account per 15 minutes (a stolen session cannot brute-force it). */
export const PASSWORD_CHECKS = { limit: 10, windowMs: 15 * 60 * 1000 };
/** Address changes asked for per account per hour (each mails a link). */
export const EMAIL_CHANGES = { limit: 5, windowMs: 60 * 60 * 1000 };
/**
 * Address changes asked for per client address per 15 minutes, whatever the account: wallet
 * sign-in makes new accounts cheaply, so the per-account bound alone does not bound a client.
 */
export const EMAIL_CHANGES_PER_CLIENT = { limit: 5, windowMs: 15 * 60 * 1000 };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The account page's API (/api/account): profile, email and password changes, sessions, the
 * linked wallet, the data export and deletion. Every route needs a session; writes pass the
 * app's Origin check like every other.
 */
export async function accountRoutes(app: ZodFastifyInstance, { ctx }: ModuleOptions) {
  async function accountResponse(user: UserRow, current: SessionRow): Promise<ApiAccountResponse> {
    const now = ctx.clock.now();
    const rows = await listSessions(ctx.db, user.id, now);
    return {
      user: toApiUser(user),
      hasPassword: user.passwordHash !== null,
      pendingEmail: await findPendingEmail(ctx.db, user.id, user.email, now),
      sessions: rows.map((s) => ({ ...sessionView(s), current: s.idHash === current.idHash })),
    };
  }

  /**
   * Confirms the account's current password where it has one (wallet-only accounts have none).
   * Wrong answers are limited per account, so a stolen session cannot guess it.
   */
  async function confirmPassword(user: UserRow, password: string | undefined, field: string) {
    if (user.passwordHash === null) return;
    if (!password) throw invalidFields({ [field]: 'Enter your current password to confirm.' });
    const { limit, windowMs } = PASSWORD_CHECKS;
    await ctx.limiter.hit(`account-password:${user.id}`, limit, windowMs);
    if (!(await verifyPassword(user.passwordHash, password))) {
      throw invalidFields({ [field]: 'This is not your current password.' });
    }
  }

  /** preValidation: a 401 for a signed-out visitor comes before any complaint about the body. */
  const signedIn = async (request: FastifyRequest) => {
    await requireSession(ctx, request);
  };
  const account = replyOf<ApiAccountResponse>();
  const message = replyOf<ApiMessageResponse>();

  /** The account page's answer after a write, with the request's user read again. */
  const reloaded = async (request: FastifyRequest) => {
    const { user, session } = await requireSession(ctx, request);
    return accountResponse((await findUserById(ctx.db, user.id)) ?? user, session);
  };

  app.get(
    '',
    { schema: { response: { 200: account } }, preValidation: noStore },
    async (request) => {
      const { user, session } = await requireSession(ctx, request);
      return accountResponse(user, session);
    },
  );

  app.patch(
    '',
    {
      schema: { body: updateProfileSchema, response: { 200: account } },
      preValidation: [noStore, signedIn],
    },
    async (request) => {
      const { user } = await requireSession(ctx, request);
      const { name } = request.body;
      await ctx.db.update(users).set({ name }).where(eq(users.id, user.id));
      return reloaded(request);
    },
  );

  /*
   * A new address is used only once the link mailed to it is followed (POST
   * /api/auth/verify-email). The answer is the same whether or not another account has the
   * address; that account's owner gets a notice instead of a link.
   */
  app.post(
    '/email',
    {
      schema: { body: changeEmailSchema, response: { 202: message } },
      preValidation: [
        signedIn,
        limitPerClient(
          ctx.limiter,
          'account-email-client',
          EMAIL_CHANGES_PER_CLIENT.limit,
          EMAIL_CHANGES_PER_CLIENT.windowMs,
        ),
      ],
    },
    async (request, reply) => {
      const { user } = await requireSession(ctx, request);
      const input = request.body;
      const email = input.email.toLowerCase();
      if (email === user.email) {
        throw invalidFields({ email: 'This is already the email address of your account.' });
      }
      await confirmPassword(user, input.password, 'password');
      const { limit, windowMs } = EMAIL_CHANGES;
      await ctx.limiter.hit(`account-email:${user.id}`, limit, windowMs);
      const now = ctx.clock.now();
      // The current address hears of the request at once, whatever becomes of it: with a stolen
      // session this is the first sign of a takeover.
      const current = noticeTarget(user);
      if (current) {
        await enqueueMail(
          ctx.db,
          emailChangeRequestedMail(ctx.config.siteUrl, current, email),
          now,
        );
      }
      const owner = await findUserByEmail(ctx.db, email);
      // Either mail spends the address's budget; past it nothing is sent, and nothing said.
      if (owner) {
        // Greeted by name only if the owner confirmed the address (mail.messages.ts).
        const notice = emailInUseMail(ctx.config.siteUrl, mailTarget(owner));
        await unlessMailBudgetSpent(() => enqueueMail(ctx.db, notice, now));
      } else {
        await mailEmailTokenUnlessSpent(
          ctx.db,
          { userId: user.id, purpose: 'verify_email', email },
          (token) =>
            verifyEmailMail(
              ctx.config.siteUrl,
              { userId: user.id, name: user.name, email },
              token,
              'change',
            ),
          now,
        );
      }
      return reply.status(202).send({
        message: `We sent a link to ${email}. Your account keeps its current address until you follow that link (within 24 hours).`,
      });
    },
  );

  /** Sets a new password; every other session of the account ends. */
  app.post(
    '/password',
    {
      schema: { body: changePasswordSchema, response: { 200: message } },
      preValidation: signedIn,
    },
    async (request) => {
      const { user, session } = await requireSession(ctx, request);
      const input = request.body;
      refuseCommonPassword(input.newPassword, 'newPassword');
      await confirmPassword(user, input.currentPassword, 'currentPassword');
      const passwordHash = await hashPassword(input.newPassword);
      const now = ctx.clock.now();
      const target = noticeTarget(user);
      await inTransaction(ctx.db, async (tx) => {
        await tx.update(users).set({ passwordHash }).where(eq(users.id, user.id));
        await deleteUserSessions(tx, user.id, session.idHash);
        if (target) await enqueueMail(tx, passwordChangedMail(ctx.config.siteUrl, target), now);
      });
      return { message: 'Your password is changed. Other browsers were signed out.' };
    },
  );

  // Any id is looked up only once the visitor is signed in; a malformed one is "already ended".
  const sessionParams = z.object({ id: z.string() });
  app.delete('/sessions/:id', { schema: { params: sessionParams } }, async (request, reply) => {
    const { user } = await requireSession(ctx, request);
    const { id } = request.params;
    if (!UUID.test(id) || !(await deleteSessionByPublicId(ctx.db, user.id, id.toLowerCase()))) {
      throw new ApiError(
        404,
        ACCOUNT_ERROR_CODES.sessionNotFound,
        'This session has already ended.',
      );
    }
    return reply.status(204).send();
  });

  /** "Sign out everywhere": every session of the account ends, this one included. */
  app.post(
    '/sessions/revoke-all',
    { preValidation: [signedIn, emptyBody('Signing out everywhere')] },
    async (request, reply) => {
      const { user } = await requireSession(ctx, request);
      await inTransaction(ctx.db, async (tx) => {
        await deleteUserSessions(tx, user.id);
        await forgetDevices(tx, user.id);
      });
      clearSessionCookie(ctx, reply);
      clearDeviceCookie(ctx, reply);
      return reply.status(204).send();
    },
  );

  /*
   * Unlinks the wallet. Refused while the wallet is the only way to sign in: an account needs a
   * confirmed email and a password to log in without it.
   */
  app.delete(
    '/wallet',
    { schema: { response: { 200: account } }, preValidation: noStore },
    async (request) => {
      const { user } = await requireSession(ctx, request);
      if (!user.walletAddress) {
        throw new ApiError(
          404,
          ACCOUNT_ERROR_CODES.noWallet,
          'No wallet is linked to this account.',
        );
      }
      if (!user.email || !user.emailVerifiedAt || !user.passwordHash) {
        throw new ApiError(
          409,
          ACCOUNT_ERROR_CODES.walletOnlySignIn,
          'The wallet is the only way to sign in to this account. Add a confirmed email address and a password first, then unlink the wallet.',
        );
      }
      const target = noticeTarget(user)!;
      await inTransaction(ctx.db, async (tx) => {
        await tx.update(users).set({ walletAddress: null }).where(eq(users.id, user.id));
        const notice = walletUnlinkedMail(ctx.config.siteUrl, target, user.walletAddress!);
        await enqueueMail(tx, notice, ctx.clock.now());
      });
      return reloaded(request);
    },
  );

  app.get('/export', { preValidation: noStore }, async (request, reply) => {
    const { user } = await requireSession(ctx, request);
    const now = ctx.clock.now();
    const data = await exportAccount(ctx.db, user, now);
    const day = now.toISOString().slice(0, 10);
    void reply
      .header('content-type', 'application/json; charset=utf-8')
      .header('content-disposition', `attachment; filename="eco-account-${day}.json"`);
    return JSON.stringify(data, null, 2);
  });

  /** Deletes the account and its personal data (see account.repository.ts for what stays). */
  app.delete(
    '',
    { schema: { body: deleteAccountSchema }, preValidation: signedIn },
    async (request, reply) => {
      const { user } = await requireSession(ctx, request);
      const input = request.body;
      await confirmPassword(user, input.password, 'password');
      const target = noticeTarget(user);
      await deleteAccount(
        ctx.db,
        user,
        target && accountDeletedMail(ctx.config.siteUrl, target),
        ctx.clock.now(),
      );
      if (user.email) await clearAccountThrottles(ctx.db, user.email);
      clearSessionCookie(ctx, reply);
      clearDeviceCookie(ctx, reply);
      return reply.status(204).send();
    },
  );
}
