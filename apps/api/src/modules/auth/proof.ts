import { ACCOUNT_ERROR_CODES, PROOF_FRESH_MINUTES } from '@eco/shared';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context';
import type { Db } from '../../db/database';
import { ApiError } from '../../lib/errors';
import { clientIp } from './session';
import type { Resolved } from './session';
import { markSessionProved } from './sessions.repository';
import type { UserRow } from './users.repository';

/*
 * Fresh proof ("sudo mode", issue 29 finding 2; docs/decisions/0030): a session cookie alone
 * does not change how the account signs in. Changing the email, setting a first password,
 * linking or unlinking the wallet and deleting the account need a proof that the owner is at the
 * keyboard: a sign-in, the account's password, or a new signature of its linked wallet
 * (POST /api/account/confirm), given on this session, from this client address, within
 * PROOF_FRESH_MS. A cookie copied to another machine is used from another address, so it carries
 * no proof even in the minutes after its sign-in.
 */

/** How long a proof lasts on its session. */
export const PROOF_FRESH_MS = PROOF_FRESH_MINUTES * 60 * 1000;

/** The 403 of a change made without a fresh proof, naming the ways this account can give one. */
export function proofRequired(user: UserRow): ApiError {
  const ways = [
    user.passwordHash !== null ? 'enter your password' : undefined,
    user.walletAddress !== null ? 'sign with your linked wallet' : undefined,
  ].filter(Boolean);
  // Every account has one or both (the wallet cannot be unlinked from an account without a
  // password); a sign-in would be the proof otherwise.
  const how = ways.length > 0 ? ways.join(' or ') : 'sign in again';
  return new ApiError(
    403,
    ACCOUNT_ERROR_CODES.proofRequired,
    `Confirm it's you: ${how}, then try again.`,
  );
}

/**
 * Refuses the request (403 proof_required) unless its session holds a proof younger than
 * PROOF_FRESH_MS, given from the request's client address.
 */
export function requireFreshProof(ctx: AppContext, request: FastifyRequest, resolved: Resolved) {
  const { provedAt, provedIp } = resolved.session;
  const ip = clientIp(request);
  const fresh =
    provedAt !== null &&
    ip !== null &&
    provedIp === ip &&
    ctx.clock.now().getTime() - provedAt.getTime() < PROOF_FRESH_MS;
  if (!fresh) throw proofRequired(resolved.user);
}

/**
 * Notes a proof just given on the request's session, from the request's client address (in
 * `db`'s transaction, when the proof is recorded with something else).
 */
export async function recordProof(
  ctx: AppContext,
  request: FastifyRequest,
  resolved: Resolved,
  db: Db = ctx.db,
) {
  const now = ctx.clock.now();
  const ip = clientIp(request);
  await markSessionProved(db, resolved.session.idHash, ip, now);
  // The request's memoised lookup too: a check later in the same request sees the proof.
  resolved.session.provedAt = now;
  resolved.session.provedIp = ip;
}
