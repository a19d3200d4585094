import { DEVICE_COOKIE_NAME, SESSION_COOKIE_NAME } from '@eco/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context';
import { notSignedIn } from '../../lib/errors';
import { isIssuedToken } from '../../lib/tokens';
import { DEVICE_TTL_MS } from './login-throttle';
import { createSession, deleteSession, findSession } from './sessions.repository';
import type { SessionRow } from './sessions.repository';
import type { UserRow } from './users.repository';

/** A signed-in user and the session they came with. */
export interface Resolved {
  user: UserRow;
  session: SessionRow;
}

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * This request's session lookup, started by the first handler or hook that asks (most
     * routes never do, so nothing is looked up for them) and shared by the rest.
     */
    sessionLookup: Promise<Resolved | undefined> | null;
  }
}

/** Declares `request.sessionLookup` on the root instance, before any module registers. */
export function decorateSession(app: FastifyInstance) {
  app.decorateRequest('sessionLookup', null);
}

/** The cookie `name`'s value, if it has a token's shape. */
function tokenCookie(request: FastifyRequest, name: string): string | undefined {
  const token = request.cookies[name];
  return token && isIssuedToken(token) ? token : undefined;
}

/** The session token from the request's cookie, if any. */
export const sessionToken = (request: FastifyRequest) => tokenCookie(request, SESSION_COOKIE_NAME);

/** The signed-in user and their session for this request (memoised), or undefined. */
export function currentSession(
  ctx: AppContext,
  request: FastifyRequest,
): Promise<Resolved | undefined> {
  if (!request.sessionLookup) {
    const token = sessionToken(request);
    request.sessionLookup = token
      ? findSession(ctx.db, token, ctx.clock.now())
      : Promise.resolve(undefined);
  }
  return request.sessionLookup;
}

/** The signed-in user and session, or a 401. */
export async function requireSession(ctx: AppContext, request: FastifyRequest): Promise<Resolved> {
  const found = await currentSession(ctx, request);
  if (!found) throw notSignedIn();
  return found;
}

/** The signed-in user, or a 401. */
export async function requireUser(ctx: AppContext, request: FastifyRequest): Promise<UserRow> {
  return (await requireSession(ctx, request)).user;
}

/** The API's cookies: HttpOnly, SameSite=Lax, Secure as the session cookie, Path `path`. */
export const cookieOptions = (ctx: AppContext, path = '/') =>
  ({ httpOnly: true, sameSite: 'lax', secure: ctx.config.sessionCookieSecure, path }) as const;

/** Removes the session cookie from the browser. */
export function clearSessionCookie(ctx: AppContext, reply: FastifyReply) {
  void reply.clearCookie(SESSION_COOKIE_NAME, cookieOptions(ctx));
}

/** The client's address as sessions and the account's history record it. */
export function clientIp(request: FastifyRequest): string | null {
  // Typed a string, but read from the socket, which has no address once the client has gone.
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition
  return request.ip ?? null;
}

/**
 * Signs `userId` in with a brand-new session id (session fixation defence): the session the
 * request came with, if any, is deleted first. The client's address and browser are kept so the
 * account page can list the session recognisably. The cookie is HttpOnly, SameSite=Lax, Path=/,
 * Secure in production.
 */
export async function startSession(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  userId: string,
) {
  const old = sessionToken(request);
  if (old) await deleteSession(ctx.db, old);
  const userAgent = request.headers['user-agent'];
  const { token, expiresAt } = await createSession(ctx.db, userId, ctx.clock.now(), {
    ip: clientIp(request),
    userAgent: typeof userAgent === 'string' && userAgent ? userAgent : null,
  });
  void reply.setCookie(SESSION_COOKIE_NAME, token, {
    ...cookieOptions(ctx),
    expires: expiresAt,
    maxAge: Math.round((expiresAt.getTime() - ctx.clock.now().getTime()) / 1000),
  });
}

/** The device cookie's value, if it has a token's shape. */
export const deviceToken = (request: FastifyRequest) => tokenCookie(request, DEVICE_COOKIE_NAME);

// The device cookie only matters to the sign-in routes, so the browser sends it nowhere else.
const DEVICE_COOKIE_PATH = '/api/auth';

/** Marks this browser as one that signed in to the account (HttpOnly, a year). */
export function setDeviceCookie(ctx: AppContext, reply: FastifyReply, token: string) {
  void reply.setCookie(DEVICE_COOKIE_NAME, token, {
    ...cookieOptions(ctx, DEVICE_COOKIE_PATH),
    maxAge: Math.round(DEVICE_TTL_MS / 1000),
  });
}

/** Removes the device cookie from this browser. */
export function clearDeviceCookie(ctx: AppContext, reply: FastifyReply) {
  void reply.clearCookie(DEVICE_COOKIE_NAME, cookieOptions(ctx, DEVICE_COOKIE_PATH));
}
