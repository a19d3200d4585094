import { SESSION_COOKIE_NAME } from '@eco/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../app';
import { notSignedIn } from '../../lib/errors';
import { createSession, deleteSession, findSessionUser } from './sessions.repository';
import type { UserRow } from './users.repository';

const resolved = new WeakMap<FastifyRequest, Promise<UserRow | undefined>>();

/** The session token from the request's cookie, if any. */
export function sessionToken(request: FastifyRequest): string | undefined {
  const token = request.cookies[SESSION_COOKIE_NAME];
  // Real tokens are 43 base64url characters; anything else cannot match and is not looked up.
  return token && /^[A-Za-z0-9_-]{43}$/.test(token) ? token : undefined;
}

/** The signed-in user for this request (memoised), or undefined. */
export function currentUser(
  ctx: AppContext,
  request: FastifyRequest,
): Promise<UserRow | undefined> {
  let user = resolved.get(request);
  if (!user) {
    const token = sessionToken(request);
    user = token ? findSessionUser(ctx.db, token, ctx.clock.now()) : Promise.resolve(undefined);
    resolved.set(request, user);
  }
  return user;
}

/** The signed-in user, or a 401. */
export async function requireUser(ctx: AppContext, request: FastifyRequest): Promise<UserRow> {
  const user = await currentUser(ctx, request);
  if (!user) throw notSignedIn();
  return user;
}

/** Sets the session cookie: HttpOnly, SameSite=Lax, Path=/, Secure in production. */
export function setSessionCookie(
  ctx: AppContext,
  reply: FastifyReply,
  token: string,
  expiresAt: Date,
) {
  void reply.setCookie(SESSION_COOKIE_NAME, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: ctx.config.sessionCookieSecure,
    path: '/',
    expires: expiresAt,
    maxAge: Math.round((expiresAt.getTime() - ctx.clock.now().getTime()) / 1000),
  });
}

/** Removes the session cookie from the browser. */
export function clearSessionCookie(ctx: AppContext, reply: FastifyReply) {
  void reply.clearCookie(SESSION_COOKIE_NAME, {
    httpOnly: true,
    sameSite: 'lax',
    secure: ctx.config.sessionCookieSecure,
    path: '/',
  });
}

/**
 * Signs `userId` in with a brand-new session id (session fixation defence): the session the
 * request came with, if any, is deleted first.
 */
export async function startSession(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  userId: string,
) {
  const old = sessionToken(request);
  if (old) await deleteSession(ctx.db, old);
  const { token, expiresAt } = await createSession(ctx.db, userId, ctx.clock.now());
  setSessionCookie(ctx, reply, token, expiresAt);
}
