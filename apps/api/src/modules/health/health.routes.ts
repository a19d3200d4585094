import type { ApiHealthResponse } from '@eco/shared';
import type { ModuleOptions } from '../../app-context';
import { databaseUnavailable } from '../../lib/errors';
import { replyOf } from '../../lib/zod-type-provider';
import type { ZodFastifyInstance } from '../../lib/zod-type-provider';

/**
 * GET /api/health: 200 only when the database answers `SELECT 1`; otherwise 503 with Retry-After,
 * which takes the process out of nginx's (or a load balancer's) rotation only while it lasts.
 */
export async function healthRoutes(app: ZodFastifyInstance, { ctx }: ModuleOptions) {
  app.get('', { schema: { response: { 200: replyOf<ApiHealthResponse>() } } }, async (request) => {
    try {
      await ctx.database.ping();
    } catch (error) {
      request.log.warn({ err: error }, 'health check: database not answering');
      throw databaseUnavailable('The database is not answering.');
    }
    return { status: 'ok' } as const;
  });
}
