import { SIWE_COOKIE_NAME, siweVerifySchema } from '@eco/shared';
import type { ApiSiweNonceResponse, ApiSiweVerifyResponse } from '@eco/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { getAddress } from 'viem';
import type { Address, Hex } from 'viem';
import { generateSiweNonce } from 'viem/siwe';
import type { AppContext, ModuleOptions } from '../../app-context';
import { inTransaction, isUniqueViolation } from '../../db/database';
import { ApiError } from '../../lib/errors';
import { isIssuedToken, randomToken, sha256Hex } from '../../lib/tokens';
import { limitPerClient } from '../../lib/route-hooks';
import { replyOf } from '../../lib/zod-type-provider';
import type { ZodFastifyInstance } from '../../lib/zod-type-provider';
import { cookieOptions, currentSession, startSession } from '../auth/session';
import {
  createUser,
  findUserByWallet,
  linkWallet,
  noticeTarget,
  toApiUser,
} from '../auth/users.repository';
import type { UserRow } from '../auth/users.repository';
import { walletLinkedMail } from '../mail/mail.messages';
import { enqueueMail } from '../mail/mail.repository';
import { checkSiweMessage, NONCE_TTL_MS } from './siwe.message';
import { refuseHighS, SiweSignatureVerifier } from './siwe.signature';
import { consumeNonce, saveNonce } from './siwe.repository';

export { NONCE_TTL_MS } from './siwe.message';

const NONCE_LIMIT_PER_MINUTE = 30;
const VERIFY_LIMIT_PER_MINUTE = 20;

const walletLinkedElsewhere = () =>
  new ApiError(409, 'wallet_linked_elsewhere', 'This wallet is already linked to another account.');

/** Sign-In with Ethereum (EIP-4361): nonce, then verify -> signs in, creates or links. */
export async function siweRoutes(app: ZodFastifyInstance, { ctx }: ModuleOptions) {
  const signatures = new SiweSignatureVerifier(ctx.config);

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
      const input = request.body;
      // One attempt per nonce cookie, whatever its outcome: a new attempt asks for a new nonce.
      const client = takeClientCookie(ctx, request, reply);
      const now = ctx.clock.now();
      const message = checkSiweMessage(input.message, ctx.config, now);
      const signature = input.signature as Hex;
      refuseHighS(signature);
      if (client === undefined) {
        throw new ApiError(
          401,
          'siwe_nonce_invalid',
          'This sign-in was not started in this browser (its sign-in cookie is missing). Allow cookies for this site and sign in again.',
        );
      }
      if (!(await consumeNonce(ctx.db, message.nonce, sha256Hex(client), now))) {
        throw new ApiError(
          401,
          'siwe_nonce_invalid',
          'This sign-in request was already used, has expired, or was started in another tab or browser. Sign in again.',
        );
      }
      await signatures.verify({ ...message, message: input.message, signature, now });
      const address = getAddress(message.address);

      const signedIn = (await currentSession(ctx, request))?.user;
      if (signedIn) {
        const user = await linkToAccount(ctx, signedIn, address);
        return { user: toApiUser(user), created: false, linked: true };
      }

      let user = await findUserByWallet(ctx.db, address);
      let created = false;
      if (!user) {
        try {
          user = await createUser(
            ctx.db,
            { name: `Wallet ${address.slice(0, 6)}…${address.slice(-4)}`, walletAddress: address },
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

/** The pre-session cookie's value (when well-formed); the answer clears it from the browser. */
function takeClientCookie(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
): string | undefined {
  const value = request.cookies[SIWE_COOKIE_NAME];
  if (value === undefined) return undefined;
  void reply.clearCookie(SIWE_COOKIE_NAME, cookieOptions(ctx));
  return isIssuedToken(value) ? value : '';
}

/** Links `address` to a signed-in account; 409 when it belongs to someone else. */
async function linkToAccount(ctx: AppContext, user: UserRow, address: Address): Promise<UserRow> {
  if (user.walletAddress === address) return user;
  if (user.walletAddress) {
    throw new ApiError(
      409,
      'wallet_already_linked',
      `Your account already has another wallet linked (${user.walletAddress}).`,
    );
  }
  const owner = await findUserByWallet(ctx.db, address);
  if (owner) throw walletLinkedElsewhere();
  try {
    // The account's confirmed address hears of it in the same commit (issue 29, finding 2).
    const target = noticeTarget(user);
    const updated = await inTransaction(ctx.db, async (tx) => {
      const linked = await linkWallet(tx, user.id, address);
      if (linked && target) {
        await enqueueMail(
          tx,
          walletLinkedMail(ctx.config.siteUrl, target, address),
          ctx.clock.now(),
        );
      }
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
