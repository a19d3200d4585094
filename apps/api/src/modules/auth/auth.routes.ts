import { loginSchema, signupSchema } from '@eco/shared';
import type { ApiSignupResponse, ApiUserResponse } from '@eco/shared';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app';
import { isUniqueViolation } from '../../db/database';
import { ApiError } from '../../lib/errors';
import { randomToken } from '../../lib/tokens';
import { parseBody } from '../../lib/validation';
import {
  COMMON_PASSWORD_MESSAGE,
  hashPassword,
  isCommonPassword,
  verifyAgainstDummy,
  verifyPassword,
} from './passwords';
import {
  clearSessionCookie,
  requireUser,
  sessionToken,
  setSessionCookie,
  startSession,
} from './session';
import { SESSION_TTL_MS, deleteSession } from './sessions.repository';
import {
  createUser,
  findUserByAffiliateCode,
  findUserByEmail,
  toApiUser,
} from './users.repository';

export const LOGIN_LIMIT_PER_MINUTE = 10;
export const SIGNUP_LIMIT_PER_MINUTE = 5;
export const INVALID_CREDENTIALS_MESSAGE = 'Email or password is incorrect.';
export const SIGNUP_MESSAGE =
  'Your account is ready. If you already had an account with this email, log in with it instead.';

/** Sign-up, login, logout and the current user. */
export function registerAuthRoutes(app: FastifyInstance, ctx: AppContext) {
  /*
   * No account enumeration at sign-up. A sign-up with an email that already has an account
   * answers exactly like a new sign-up: 201, the same body, and a session cookie of the same
   * shape. If the password is that account's password, the visitor simply is its owner and gets
   * a real session (a double sign-up works like a login). Otherwise the cookie is a random decoy
   * that matches no session, and the account is left untouched. Both branches run exactly one
   * argon2 operation (hash for new accounts, verify for existing ones) so the timing is alike.
   * What remains observable is that a decoy cookie is not signed in (GET /api/auth/me -> 401),
   * which costs an attacker a rate-limited sign-up per guess, the same price as a login attempt;
   * closing that too needs email verification before the first session (a later issue).
   */
  app.post('/api/auth/signup', async (request, reply): Promise<ApiSignupResponse> => {
    await ctx.limiter.hit(`signup:${request.ip}`, SIGNUP_LIMIT_PER_MINUTE);
    const input = parseBody(signupSchema, request.body);
    if (isCommonPassword(input.password)) {
      throw new ApiError(400, 'validation_failed', 'Some fields need attention.', {
        password: COMMON_PASSWORD_MESSAGE,
      });
    }
    const email = input.email.toLowerCase();
    const now = ctx.clock.now();
    let userId: string | undefined;
    const existing = await findUserByEmail(ctx.db, email);
    if (existing) {
      const owner = existing.passwordHash
        ? await verifyPassword(existing.passwordHash, input.password)
        : await verifyAgainstDummy(input.password);
      if (owner) userId = existing.id;
    } else {
      const passwordHash = await hashPassword(input.password);
      const referrer = input.affiliateToken
        ? await findUserByAffiliateCode(ctx.db, input.affiliateToken)
        : undefined;
      try {
        const user = await createUser(
          ctx.db,
          { name: input.name, email, passwordHash, referredBy: referrer?.id ?? null },
          now,
        );
        userId = user.id;
      } catch (error) {
        // Lost a race against a concurrent sign-up with the same email: same answer as above.
        if (!isUniqueViolation(error)) throw error;
      }
    }
    if (userId) {
      await startSession(ctx, request, reply, userId);
    } else {
      const old = sessionToken(request);
      if (old) await deleteSession(ctx.db, old);
      setSessionCookie(ctx, reply, randomToken(32), new Date(now.getTime() + SESSION_TTL_MS));
    }
    void reply.status(201);
    return { message: SIGNUP_MESSAGE };
  });

  app.post('/api/auth/login', async (request, reply): Promise<ApiUserResponse> => {
    await ctx.limiter.hit(`login-ip:${request.ip}`, LOGIN_LIMIT_PER_MINUTE);
    const input = parseBody(loginSchema, request.body);
    const email = input.email.toLowerCase();
    // Per account too, so a password-spraying botnet cannot hammer one account from many IPs.
    // Unknown emails are limited the same way, so the limit reveals nothing either.
    await ctx.limiter.hit(`login-account:${email}`, LOGIN_LIMIT_PER_MINUTE);
    const user = await findUserByEmail(ctx.db, email);
    const ok = user?.passwordHash
      ? await verifyPassword(user.passwordHash, input.password)
      : await verifyAgainstDummy(input.password);
    if (!user || !ok) throw new ApiError(401, 'invalid_credentials', INVALID_CREDENTIALS_MESSAGE);
    await startSession(ctx, request, reply, user.id);
    return { user: toApiUser(user) };
  });

  app.post('/api/auth/logout', async (request, reply) => {
    const body = request.body;
    const empty =
      body === undefined ||
      (typeof body === 'object' &&
        body !== null &&
        !Array.isArray(body) &&
        Object.keys(body).length === 0);
    if (!empty) {
      throw new ApiError(400, 'validation_failed', 'Logout takes no fields; send no body or {}.');
    }
    const token = sessionToken(request);
    if (token) await deleteSession(ctx.db, token);
    clearSessionCookie(ctx, reply);
    return reply.status(204).send();
  });

  app.get('/api/auth/me', async (request, reply): Promise<ApiUserResponse> => {
    void reply.header('cache-control', 'no-store');
    const user = await requireUser(ctx, request);
    return { user: toApiUser(user) };
  });
}
