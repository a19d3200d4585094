import type { AdminVia } from '@eco/shared';
import type { FastifyRequest } from 'fastify';
import type { Address } from 'viem';
import type { AppContext } from '../../app-context';
import { ApiError } from '../../lib/errors';
import { requireUser } from '../auth/session';
import type { UserRow } from '../auth/users.repository';

/** A signed-in admin and the reasons they are one. */
export interface AdminIdentity {
  user: UserRow;
  via: AdminVia[];
}

export const FORBIDDEN_MESSAGE = 'This page is for the ECO team.';

/**
 * The admin behind this request, or an error: 401 signed out, 403 neither owner wallet (the
 * contract's owner, or a proposer of the timelock that owns it) nor listed email, 503 when only the wallet could make them one and the owner cannot be read. With
 * `everyReason`, the owner is read even for an email admin (to report both reasons).
 */
export async function resolveAdmin(
  ctx: AppContext,
  request: FastifyRequest,
  { everyReason = false } = {},
): Promise<AdminIdentity> {
  const user = await requireUser(ctx, request);
  // Only a verified address counts: otherwise whoever signs up first
  // with a listed address would be an admin.
  const byEmail =
    user.email !== null &&
    user.emailVerifiedAt !== null &&
    ctx.config.adminEmails.includes(user.email.toLowerCase());
  const via: AdminVia[] = [];
  if (user.walletAddress && (everyReason || !byEmail)) {
    const lookup = await ctx.contractOwner.controls(user.walletAddress as Address);
    if (lookup.ok) {
      if (lookup.controls) via.push('wallet');
    } else if (!byEmail) {
      throw new ApiError(503, 'owner_unavailable', lookup.reason);
    }
  }
  if (byEmail) via.push('email');
  if (via.length === 0) throw new ApiError(403, 'forbidden', FORBIDDEN_MESSAGE);
  return { user, via };
}

/** How an admin is named in handled_by / published_by: email, else wallet, else name. */
export function adminLabel(user: UserRow): string {
  return user.email ?? user.walletAddress ?? user.name;
}
