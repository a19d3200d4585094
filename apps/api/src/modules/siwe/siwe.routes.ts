import { siweVerifySchema } from '@eco/shared';
import type { ApiSiweNonceResponse, ApiSiweVerifyResponse } from '@eco/shared';
import type { FastifyInstance } from 'fastify';
import { getAddress, verifyMessage } from 'viem';
import type { Address, Hex } from 'viem';
import { generateSiweNonce, parseSiweMessage } from 'viem/siwe';
import type { AppContext } from '../../app';
import { isUniqueViolation } from '../../db/database';
import { ApiError } from '../../lib/errors';
import { parseBody } from '../../lib/validation';
import { currentUser, startSession } from '../auth/session';
import { createUser, findUserByWallet, linkWallet, toApiUser } from '../auth/users.repository';
import type { UserRow } from '../auth/users.repository';
import { consumeNonce, saveNonce } from './siwe.repository';

/** A nonce is valid for 10 minutes: long enough to open the wallet and sign. */
export const NONCE_TTL_MS = 10 * 60 * 1000;
const NONCE_LIMIT_PER_MINUTE = 30;
const VERIFY_LIMIT_PER_MINUTE = 20;
// Wallet and server clocks differ a little; issuedAt may be this far in the future.
const CLOCK_SKEW_MS = 5 * 60 * 1000;

const refuse = (code: string, message: string) => new ApiError(401, code, message);

const walletLinkedElsewhere = () =>
  new ApiError(409, 'wallet_linked_elsewhere', 'This wallet is already linked to another account.');

/** Sign-In with Ethereum (EIP-4361): nonce, then verify -> signs in, creates or links. */
export function registerSiweRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get('/api/auth/siwe/nonce', async (request, reply): Promise<ApiSiweNonceResponse> => {
    await ctx.limiter.hit(`siwe-nonce:${request.ip}`, NONCE_LIMIT_PER_MINUTE);
    const now = ctx.clock.now();
    const nonce = generateSiweNonce();
    const expiresAt = new Date(now.getTime() + NONCE_TTL_MS);
    await saveNonce(ctx.db, nonce, now, expiresAt);
    void reply.header('cache-control', 'no-store');
    return { nonce, expiresAt: expiresAt.toISOString() };
  });

  app.post('/api/auth/siwe/verify', async (request, reply): Promise<ApiSiweVerifyResponse> => {
    await ctx.limiter.hit(`siwe-verify:${request.ip}`, VERIFY_LIMIT_PER_MINUTE);
    const input = parseBody(siweVerifySchema, request.body);
    const address = await verifySiwe(ctx, input.message, input.signature as Hex);

    const signedIn = await currentUser(ctx, request);
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
  });
}

/** Checks an EIP-4361 message and signature; consumes its nonce; returns the signer. */
async function verifySiwe(ctx: AppContext, text: string, signature: Hex): Promise<Address> {
  const message = parseSiweMessage(text);
  const { address, chainId, domain, nonce, uri, version } = message;
  if (!address || !chainId || !domain || !nonce || !uri || version !== '1') {
    throw new ApiError(
      400,
      'invalid_siwe_message',
      'This is not a valid Sign-In with Ethereum message. Start the sign-in again.',
    );
  }
  if (!ctx.config.siweDomains.includes(domain)) {
    throw refuse(
      'siwe_wrong_domain',
      `This sign-in message was made for another site (${domain}).`,
    );
  }
  if (!ctx.config.siweChainIds.includes(chainId)) {
    throw refuse(
      'siwe_wrong_chain',
      `Sign-in on chain ${chainId} is not supported. Switch to one of: ${ctx.config.siweChainIds.join(', ')}.`,
    );
  }
  const now = ctx.clock.now().getTime();
  if (message.expirationTime && message.expirationTime.getTime() <= now) {
    throw refuse('siwe_expired', 'This sign-in message has expired. Sign in again.');
  }
  if (
    (message.notBefore && message.notBefore.getTime() > now) ||
    (message.issuedAt && message.issuedAt.getTime() > now + CLOCK_SKEW_MS)
  ) {
    throw refuse('siwe_not_yet_valid', 'This sign-in message is not valid yet. Check your clock.');
  }
  // EOA signatures (ecrecover). Smart-contract wallets (ERC-1271) would need an RPC call.
  const valid = await verifyMessage({ address, message: text, signature }).catch(() => false);
  if (!valid) {
    throw refuse('siwe_bad_signature', 'The signature does not match the wallet address.');
  }
  if (!(await consumeNonce(ctx.db, nonce, ctx.clock.now()))) {
    throw refuse(
      'siwe_nonce_invalid',
      'This sign-in request was already used or has expired. Sign in again.',
    );
  }
  return getAddress(address);
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
    const updated = await linkWallet(ctx.db, user.id, address);
    if (!updated) {
      throw new ApiError(409, 'wallet_already_linked', 'Your account already has a wallet linked.');
    }
    return updated;
  } catch (error) {
    if (isUniqueViolation(error)) throw walletLinkedElsewhere();
    throw error;
  }
}
