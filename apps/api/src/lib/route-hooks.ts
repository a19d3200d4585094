import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Limit, RateLimiter } from './rate-limit';
import { requireEmptyBody } from './validation';

/*
 * Route hooks for what a route does before its schemas are checked. Fastify validates a request
 * after `preValidation` and before the handler, so a limit counted, a header set or a session
 * required here comes before a 400 for a bad body, as it did when handlers parsed bodies
 * themselves: a flood of malformed bodies still counts against the limit, and a signed-out
 * visitor learns nothing about a body's shape.
 */

/** preValidation: counts one hit of the client's address against `limit`. */
export const limitPerClient =
  (limiter: RateLimiter, name: string, limit: Limit) =>
  (request: FastifyRequest): Promise<void> =>
    limiter.hit(`${name}:${request.ip}`, limit);

/** preValidation: refuses a body with fields (no body or `{}` only) for `action`. */
export const emptyBody =
  (action: string) =>
  async (request: FastifyRequest): Promise<void> =>
    requireEmptyBody(request.body, action);

/** A hook: the answer, whatever it is (a 401 or a 400 too), is not stored by caches. */
export async function noStore(_request: FastifyRequest, reply: FastifyReply): Promise<void> {
  void reply.header('cache-control', 'no-store');
}
