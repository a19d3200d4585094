import { SIWE_COOKIE_NAME } from '@eco/shared';
import type { SiweVerifyInput } from '@eco/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { getAddress } from 'viem';
import type { Address, Hex } from 'viem';
import type { AppContext } from '../../app-context';
import { ApiError } from '../../lib/errors';
import { isIssuedToken, sha256Hex } from '../../lib/tokens';
import { cookieOptions } from '../auth/session';
import { checkSiweMessage } from './siwe.message';
import { refuseHighS, SiweSignatureVerifier } from './siwe.signature';
import { consumeNonce } from './siwe.repository';

/**
 * Checks a signed EIP-4361 message as signing in does (README, "SIWE"): the text and its fields,
 * the single-use nonce bound to this browser's `eco_siwe` cookie, and the signature. Signing in
 * (POST /api/auth/siwe/verify) and confirming it is the owner (POST /api/account/confirm) use
 * the same checks, so a proof by wallet is as strong as a sign-in by it.
 */
export class SiweChecker {
  private readonly signatures: SiweSignatureVerifier;

  constructor(private readonly ctx: AppContext) {
    this.signatures = new SiweSignatureVerifier(ctx.config);
  }

  /** The checksummed address that signed `input`, or an ApiError naming what is wrong. */
  async signer(
    request: FastifyRequest,
    reply: FastifyReply,
    input: SiweVerifyInput,
  ): Promise<Address> {
    const { ctx } = this;
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
    await this.signatures.verify({ ...message, message: input.message, signature, now });
    return getAddress(message.address);
  }
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
