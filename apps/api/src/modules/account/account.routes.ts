import {
  ACCOUNT_ERROR_CODES,
  changeEmailSchema,
  changePasswordSchema,
  confirmIdentitySchema,
  deleteAccountSchema,
  PROOF_FRESH_MINUTES,
  SALE_ACCEPTANCE_ERROR_CODES,
  saleAcceptanceSchema,
  updateProfileSchema,
} from '@eco/shared';
import type {
  AccountEventKind,
  ApiAccountResponse,
  ApiMessageResponse,
  ApiSaleAcceptance,
} from '@eco/shared';
import { findOfferProfile, notOfferedText, offerAnswer } from '@eco/contracts/offer';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { getAddress } from 'viem';
import { z } from 'zod';
import type { ModuleOptions } from '../../app-context';
import { inTransaction } from '../../db/database';
import { users } from '../../db/schema';
import { ApiError, invalidField } from '../../lib/errors';
import { namedLanguage } from '../../lib/language';
import { emptyBody, limitPerClient, noStore } from '../../lib/route-hooks';
import { replyOf } from '../../lib/zod-type-provider';
import type { ZodFastifyInstance } from '../../lib/zod-type-provider';
import { findPendingEmail, mailEmailTokenUnlessSpent } from '../auth/email-tokens.repository';
import { clearAccountThrottles, forgetDevices } from '../auth/login-throttle';
import { hashPassword, refuseCommonPassword, verifyPassword } from '../auth/passwords';
import { recordProof, requireFreshProof } from '../auth/proof';
import { clearDeviceCookie, clearSessionCookie, clientIp, requireSession } from '../auth/session';
import type { Resolved } from '../auth/session';
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
  findUserByWallet,
  mailTarget,
  noticeTarget,
  inLanguage,
  rememberLanguage,
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
import { SiweChecker } from '../siwe/siwe.check';
import {
  ACCOUNT_HISTORY_SHOWN,
  emailDomain,
  listAccountEvents,
  recordAccountEvent,
} from './account-events.repository';
import { deleteAccount, exportAccount } from './account.repository';
import { recordSaleAcceptance } from './sale-acceptances.repository';

/** Password confirmations per account per 15 minutes (a stolen session cannot brute-force it). */
export const PASSWORD_CHECKS = { limit: 10, windowMs: 15 * 60 * 1000 };
/** Address changes asked for per account per hour (each mails a link). */
export const EMAIL_CHANGES = { limit: 5, windowMs: 60 * 60 * 1000 };
/**
 * Address changes asked for per client address per 15 minutes, whatever the account: wallet
 * sign-in makes new accounts cheaply, so the per-account bound alone does not bound a client.
 */
export const EMAIL_CHANGES_PER_CLIENT = { limit: 5, windowMs: 15 * 60 * 1000 };
/**
 * Proofs asked for per client address per minute (POST /api/account/confirm), as wallet
 * sign-ins: password guesses are bound per account on top (PASSWORD_CHECKS).
 */
export const CONFIRMS_PER_CLIENT_PER_MINUTE = 20;
/**
 * Sale acceptances recorded per account per hour: the dialog records one per change of a version,
 * so more is a script filling the table.
 */
export const SALE_ACCEPTANCES = { limit: 20, windowMs: 60 * 60 * 1000 };
/**
 * Sale acceptances recorded per client address per hour, whatever the account: wallet sign-in
 * makes new accounts cheaply, so the per-account bound alone does not bound a client.
 */
export const SALE_ACCEPTANCES_PER_CLIENT = { limit: 60, windowMs: 60 * 60 * 1000 };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The account page's API (/api/account): profile, email and password changes, sessions, the
 * linked wallet, the data export and deletion. Every route needs a session; writes pass the
 * app's Origin check like every other.
 */
export async function accountRoutes(app: ZodFastifyInstance, { ctx }: ModuleOptions) {
  const siwe = new SiweChecker(ctx);

  async function accountResponse(user: UserRow, current: SessionRow): Promise<ApiAccountResponse> {
    const now = ctx.clock.now();
    const rows = await listSessions(ctx.db, user.id, now);
    return {
      user: toApiUser(user),
      hasPassword: user.passwordHash !== null,
      pendingEmail: await findPendingEmail(ctx.db, user.id, user.email, now),
      sessions: rows.map((s) => ({ ...sessionView(s), current: s.idHash === current.idHash })),
      history: await listAccountEvents(ctx.db, user.id, ACCOUNT_HISTORY_SHOWN),
    };
  }

  /**
   * A declaration names the account's linked wallet, or, without one, a wallet no other account
   * has linked: nobody records a declaration for someone else's wallet. (That a wallet is linked
   * elsewhere is told as the wallet link does; the per-client bound limits asking.)
   */
  async function refuseOthersWallet(user: UserRow, wallet: string): Promise<void> {
    const refuse = (problem: string, details: { params?: { linked: string } } = {}) =>
      new ApiError(
        409,
        SALE_ACCEPTANCE_ERROR_CODES.walletNotYours,
        `${problem} Nothing was recorded.`,
        details,
      );
    if (user.walletAddress !== null) {
      if (user.walletAddress === wallet) return;
      // The linked wallet named, so the site can say to buy with it.
      throw refuse(
        `This is not the wallet linked to your account (${user.walletAddress}): buy with that wallet.`,
        { params: { linked: user.walletAddress } },
      );
    }
    if ((await findUserByWallet(ctx.db, wallet)) !== undefined) {
      throw refuse(
        'This wallet is linked to another account: declare only for a wallet of your own.',
      );
    }
  }

  /**
   * Checks the account's password. Wrong answers are limited per account, so a stolen session
   * cannot guess it.
   */
  async function checkPassword(
    passwordHash: string,
    userId: string,
    password: string,
    field: string,
  ) {
    await ctx.limiter.hit(`account-password:${userId}`, PASSWORD_CHECKS);
    if (!(await verifyPassword(passwordHash, password))) {
      throw invalidField(field, 'This is not your current password.', {
        rule: 'notCurrentPassword',
      });
    }
  }

  /**
   * The proof of a change whose form asks for the current password: an account with a password
   * gives it with the change, whatever its session (a correct one also proves the session, so the
   * next change within PROOF_FRESH_MS asks for nothing more); an account without one (signed up
   * with a wallet) needs a fresh proof on its session, by a sign-in or a new signature.
   */
  async function proveOwner(
    request: FastifyRequest,
    resolved: Resolved,
    password: string | undefined,
    field: string,
  ) {
    const { passwordHash, id } = resolved.user;
    if (passwordHash === null) {
      requireFreshProof(ctx, request, resolved);
      return;
    }
    if (!password) {
      throw invalidField(field, 'Enter your current password to confirm.', {
        rule: 'currentPasswordNeeded',
      });
    }
    await checkPassword(passwordHash, id, password, field);
    await recordProof(ctx, request, resolved);
  }

  /** An entry of the account's history, from this request's client address. */
  const event = (
    request: FastifyRequest,
    user: UserRow,
    kind: AccountEventKind,
    detail: string | null = null,
  ) => ({ userId: user.id, kind, ip: clientIp(request), detail });

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
   * Proves it is the owner on this session (../auth/proof.ts): the account's password, or a
   * new signature of its linked wallet (the nonce and checks of a wallet sign-in). The changes
   * that need a fresh proof may then be made from this session and client address for
   * PROOF_FRESH_MS.
   */
  app.post(
    '/confirm',
    {
      schema: { body: confirmIdentitySchema, response: { 200: message } },
      preValidation: [
        noStore,
        signedIn,
        limitPerClient(ctx.limiter, 'account-confirm', CONFIRMS_PER_CLIENT_PER_MINUTE),
      ],
    },
    async (request, reply) => {
      const resolved = await requireSession(ctx, request);
      const { user } = resolved;
      const { password, message: text, signature } = request.body;
      let how: 'password' | 'wallet';
      if (password !== undefined) {
        if (user.passwordHash === null) {
          throw invalidField(
            'password',
            'Your account has no password: sign with your linked wallet instead.',
            { rule: 'noPassword' },
          );
        }
        await checkPassword(user.passwordHash, user.id, password, 'password');
        how = 'password';
      } else {
        if (user.walletAddress === null) {
          throw invalidField(
            'signature',
            'No wallet is linked to your account: enter your password instead.',
            { rule: 'noWalletLinked' },
          );
        }
        // The schema lets a signature through only with its message.
        const signer = await siwe.signer(request, reply, {
          message: text!,
          signature: signature!,
        });
        if (signer !== user.walletAddress) {
          throw new ApiError(
            403,
            ACCOUNT_ERROR_CODES.wrongWallet,
            `This signature is by ${signer}, not by the wallet linked to your account (${user.walletAddress}). Sign with that wallet.`,
            { params: { signer, linked: user.walletAddress } },
          );
        }
        how = 'wallet';
      }
      await inTransaction(ctx.db, async (tx) => {
        await recordProof(ctx, request, resolved, tx);
        await recordAccountEvent(
          tx,
          event(request, user, 'identity_confirmed', how),
          ctx.clock.now(),
        );
      });
      return {
        message: `Thank you. For the next ${PROOF_FRESH_MINUTES} minutes this browser can change how you sign in without confirming again.`,
        notice: 'identity_confirmed' as const,
        params: { minutes: PROOF_FRESH_MINUTES },
      };
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
        limitPerClient(ctx.limiter, 'account-email-client', EMAIL_CHANGES_PER_CLIENT),
      ],
    },
    async (request, reply) => {
      const resolved = await requireSession(ctx, request);
      const input = request.body;
      const email = input.email.toLowerCase();
      if (email === resolved.user.email) {
        throw invalidField('email', 'This is already the email address of your account.', {
          rule: 'sameEmail',
        });
      }
      await proveOwner(request, resolved, input.password, 'password');
      await ctx.limiter.hit(`account-email:${resolved.user.id}`, EMAIL_CHANGES);
      const now = ctx.clock.now();
      // The account's mails go in the language of the page the change was asked from.
      const user = await rememberLanguage(ctx.db, resolved.user, namedLanguage(request));
      // The current address hears of the request at once, whatever becomes of it: with a stolen
      // session this is the first sign of a takeover. The history shows it whatever the answer
      // (taken address or not), as the answer does.
      const current = noticeTarget(user);
      await inTransaction(ctx.db, async (tx) => {
        if (current) {
          await enqueueMail(tx, emailChangeRequestedMail(ctx.config.siteUrl, current, email), now);
        }
        const requested = event(request, user, 'email_change_requested', emailDomain(email));
        await recordAccountEvent(tx, requested, now);
      });
      const owner = await findUserByEmail(ctx.db, email);
      // Either mail spends the address's budget; past it nothing is sent, and nothing said.
      if (owner) {
        // Greeted by name only if the owner confirmed the address (mail.messages.ts), in the
        // owner's language: the request is another account's.
        const notice = emailInUseMail(ctx.config.siteUrl, mailTarget(owner));
        await unlessMailBudgetSpent(() => enqueueMail(ctx.db, notice, now));
      } else {
        await mailEmailTokenUnlessSpent(
          ctx.db,
          { userId: user.id, purpose: 'verify_email', email },
          (token) =>
            verifyEmailMail(
              ctx.config.siteUrl,
              { ...mailTarget(user), name: user.name, email },
              token,
              'change',
            ),
          now,
        );
      }
      return reply.status(202).send({
        message: `We sent a link to ${email}. Your account keeps its current address until you follow that link (within 24 hours).`,
        notice: 'email_change_mailed',
        params: { email },
      });
    },
  );

  /*
   * Sets a new password; every other session of the account ends. A first password (an account
   * made with a wallet) needs a fresh proof like any other change of how the account signs in:
   * a password set from a stolen session would otherwise become the thief's proof for the rest.
   */
  app.post(
    '/password',
    {
      schema: { body: changePasswordSchema, response: { 200: message } },
      preValidation: signedIn,
    },
    async (request) => {
      const resolved = await requireSession(ctx, request);
      const { session } = resolved;
      const input = request.body;
      refuseCommonPassword(input.newPassword, 'newPassword');
      await proveOwner(request, resolved, input.currentPassword, 'currentPassword');
      const passwordHash = await hashPassword(input.newPassword);
      const now = ctx.clock.now();
      const user = await rememberLanguage(ctx.db, resolved.user, namedLanguage(request));
      const target = noticeTarget(user);
      const kind = user.passwordHash === null ? 'password_set' : 'password_changed';
      await inTransaction(ctx.db, async (tx) => {
        await tx.update(users).set({ passwordHash }).where(eq(users.id, user.id));
        await deleteUserSessions(tx, user.id, session.idHash);
        if (target) await enqueueMail(tx, passwordChangedMail(ctx.config.siteUrl, target), now);
        await recordAccountEvent(tx, event(request, user, kind), now);
      });
      return {
        message: 'Your password is changed. Other browsers were signed out.',
        notice: 'password_changed' as const,
      };
    },
  );

  /*
   * Records what the buyer accepted in the Buy dialog and the country they declared
   * (docs/decisions/0036), checked against the offer profile of the API's chain: nothing is
   * recorded for a country the offer leaves out, as the dialog sends nothing for one. The wallet
   * named is the account's own: its linked wallet where it has one, and never another account's.
   */
  app.post(
    '/sale-acceptance',
    {
      schema: { body: saleAcceptanceSchema, response: { 201: replyOf<ApiSaleAcceptance>() } },
      preValidation: [
        signedIn,
        limitPerClient(ctx.limiter, 'sale-acceptance-client', SALE_ACCEPTANCES_PER_CLIENT),
      ],
    },
    async (request, reply) => {
      const { user } = await requireSession(ctx, request);
      const { wallet: named, ...accepted } = request.body;
      const wallet = named === undefined ? null : getAddress(named);
      const chainId = ctx.config.ecoChainId;
      const answer = offerAnswer(findOfferProfile(chainId), accepted.country);
      const refusal = notOfferedText(answer, accepted.country);
      if (refusal !== undefined) {
        // Undecided: nobody may buy yet, whatever the country (409); else this country (422).
        const [status, code] =
          answer.kind === 'undecided'
            ? [409, SALE_ACCEPTANCE_ERROR_CODES.offerUndecided]
            : [422, SALE_ACCEPTANCE_ERROR_CODES.notOffered];
        throw new ApiError(status, code, `${refusal} Nothing was recorded.`);
      }
      if (wallet !== null) await refuseOthersWallet(user, wallet);
      await ctx.limiter.hit(`sale-acceptance:${user.id}`, SALE_ACCEPTANCES);
      const recorded = await recordSaleAcceptance(
        ctx.db,
        { userId: user.id, ...accepted, wallet, chainId },
        ctx.clock.now(),
      );
      return reply.status(201).send(recorded);
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
        await recordAccountEvent(
          tx,
          event(request, user, 'signed_out_everywhere'),
          ctx.clock.now(),
        );
      });
      clearSessionCookie(ctx, reply);
      clearDeviceCookie(ctx, reply);
      return reply.status(204).send();
    },
  );

  /*
   * Unlinks the wallet. Refused while the wallet is the only way to sign in: an account needs a
   * confirmed email and a password to log in without it. Needs a fresh proof: unlinking the
   * owner's wallet is a thief's first step to linking their own.
   */
  app.delete(
    '/wallet',
    { schema: { response: { 200: account } }, preValidation: noStore },
    async (request) => {
      const resolved = await requireSession(ctx, request);
      const { user } = resolved;
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
      requireFreshProof(ctx, request, resolved);
      const target = noticeTarget(await rememberLanguage(ctx.db, user, namedLanguage(request)))!;
      const wallet = user.walletAddress;
      const now = ctx.clock.now();
      await inTransaction(ctx.db, async (tx) => {
        await tx.update(users).set({ walletAddress: null }).where(eq(users.id, user.id));
        await enqueueMail(tx, walletUnlinkedMail(ctx.config.siteUrl, target, wallet), now);
        await recordAccountEvent(tx, event(request, user, 'wallet_unlinked', wallet), now);
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
      const resolved = await requireSession(ctx, request);
      const { user } = resolved;
      const input = request.body;
      await proveOwner(request, resolved, input.password, 'password');
      // The last mail goes in the language of the page the deletion was asked from.
      const notice = noticeTarget(user);
      const target = notice && inLanguage(notice, namedLanguage(request));
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
