import { SIWE_COOKIE_NAME, siweVerifySchema } from '@eco/shared';
import type { ApiSiweNonceResponse, ApiSiweVerifyResponse } from '@eco/shared';
import type { FastifyRequest } from 'fastify';
import type { Address } from 'viem';
import { generateSiweNonce } from 'viem/siwe';
import type { AppContext, ModuleOptions } from '../../app-context';
import { inTransaction, isUniqueViolation } from '../../db/database';
import { ApiError } from '../../lib/errors';
import { namedLanguage, requestLanguage } from '../../lib/language';
import { randomToken, sha256Hex } from '../../lib/tokens';
import { limitPerClient } from '../../lib/route-hooks';
import { replyOf } from '../../lib/zod-type-provider';
import type { ZodFastifyInstance } from '../../lib/zod-type-provider';
import { recordAccountEvent } from '../account/account-events.repository';
import { requireFreshProof } from '../auth/proof';
import { clientIp, cookieOptions, currentSession, startSession } from '../auth/session';
import type { Resolved } from '../auth/session';
import {
  createUser,
  findUserByWallet,
  linkWallet,
  noticeTarget,
  rememberLanguage,
  toApiUser,
} from '../auth/users.repository';
import type { UserRow } from '../auth/users.repository';
import { walletLinkedMail } from '../mail/mail.messages';
import { enqueueMail } from '../mail/mail.repository';
import { SiweChecker } from './siwe.check';
import { NONCE_TTL_MS } from './siwe.message';
import { saveNonce } from './siwe.repository';

export { NONCE_TTL_MS } from './siwe.message';

const NONCE_LIMIT_PER_MINUTE = 30;
const VERIFY_LIMIT_PER_MINUTE = 20;

const walletLinkedElsewhere = () =>
  new ApiError(409, 'wallet_linked_elsewhere', 'This wallet is already linked to another account.');

/** Sign-In with Ethereum (EIP-4361): nonce, then verify -> signs in, creates or links. */
export async function siweRoutes(app: ZodFastifyInstance, { ctx }: ModuleOptions) {
  const siwe = new SiweChecker(ctx);

  app.get(
    '/nonce',
    { schema: { response: { 200: replyOf<ApiSiweNonceResponse>() } } },
    async (request, reply) => {
      await ctx.limiter.hit(`siwe-nonce:${request.ip}`, NONCE_LIMIT_PER_MINUTE);
      const now = ctx.clock.now();
      const nonce = generateSiweNonce();
      const expiresAt = new Date(now.getTime() + NONCE_TTL_MS);
      // The nonce is bound to a fresh random cookie of this browser, so a signed message that
      // leaks (a wallet's log, a shared screen) cannot be used from anywhere else.
      const client = randomToken(32);
      await saveNonce(ctx.db, nonce, sha256Hex(client), now, expiresAt);
      void reply.setCookie(SIWE_COOKIE_NAME, client, {
        ...cookieOptions(ctx),
        expires: expiresAt,
        maxAge: NONCE_TTL_MS / 1000,
      });
      void reply.header('cache-control', 'no-store');
      return { nonce, expiresAt: expiresAt.toISOString() };
    },
  );

  app.post(
    '/verify',
    {
      schema: { body: siweVerifySchema, response: { 200: replyOf<ApiSiweVerifyResponse>() } },
      preValidation: limitPerClient(ctx.limiter, 'siwe-verify', VERIFY_LIMIT_PER_MINUTE),
    },
    async (request, reply) => {
      const address = await siwe.signer(request, reply, request.body);

      const signedIn = await currentSession(ctx, request);
      if (signedIn) {
        const user = await linkToAccount(ctx, request, signedIn, address);
        return { user: toApiUser(user), created: false, linked: true };
      }

      let user = await findUserByWallet(ctx.db, address);
      let created = false;
      if (!user) {
        try {
          user = await createUser(
            ctx.db,
            {
              name: `Wallet ${address.slice(0, 6)}…${address.slice(-4)}`,
              walletAddress: address,
              // The language its mails are written in once it has an address.
              locale: requestLanguage(request),
            },
            ctx.clock.now(),
          );
          created = true;
        } catch (error) {
          // A concurrent first sign-in with the same wallet created it: use that account.
          if (!isUniqueViolation(error)) throw error;
          user = await findUserByWallet(ctx.db, address);
          if (!user) throw error;
        }
      }
      await startSession(ctx, request, reply, user.id);
      return { user: toApiUser(user), created, linked: false };
    },
  );
}

/**
 * Links `address` to a signed-in account; 409 when it belongs to someone else. A wallet that
 * signs in to the account is a way in: linking one needs a fresh proof (../auth/proof.ts).
 */
async function linkToAccount(
  ctx: AppContext,
  request: FastifyRequest,
  resolved: Resolved,
  address: Address,
): Promise<UserRow> {
  const { user } = resolved;
  if (user.walletAddress === address) return user;
  if (user.walletAddress) {
    throw new ApiError(
      409,
      'wallet_already_linked',
      `Your account already has another wallet linked (${user.walletAddress}).`,
    );
  }
  requireFreshProof(ctx, request, resolved);
  const owner = await findUserByWallet(ctx.db, address);
  if (owner) throw walletLinkedElsewhere();
  try {
    // The account's confirmed address hears of it, and its history records it, in the same
    // commit (issue 29, finding 2).
    const target = noticeTarget(await rememberLanguage(ctx.db, user, namedLanguage(request)));
    const now = ctx.clock.now();
    const updated = await inTransaction(ctx.db, async (tx) => {
      const linked = await linkWallet(tx, user.id, address);
      if (!linked) return linked;
      if (target) await enqueueMail(tx, walletLinkedMail(ctx.config.siteUrl, target, address), now);
      await recordAccountEvent(
        tx,
        { userId: user.id, kind: 'wallet_linked', ip: clientIp(request), detail: address },
        now,
      );
      return linked;
    });
    if (!updated) {
      throw new ApiError(409, 'wallet_already_linked', 'Your account already has a wallet linked.');
    }
    return updated;
  } catch (error) {
    if (isUniqueViolation(error)) throw walletLinkedElsewhere();
    throw error;
  }
}
