import type { FastifyInstance } from 'fastify';
import type { ApiHealthResponse } from '@eco/shared';
import type { ModuleOptions } from '../../app-context';
import { ApiError } from '../../lib/errors';

/** GET /api/health: 200 only when the database answers `SELECT 1`. */
export async function healthRoutes(app: FastifyInstance, { ctx }: ModuleOptions) {
  app.get('', async (request): Promise<ApiHealthResponse> => {
    try {
      await ctx.database.ping();
    } catch (error) {
      request.log.warn({ err: error }, 'health check: database not answering');
      throw new ApiError(503, 'database_unavailable', 'The database is not answering.');
    }
    return { status: 'ok' };
  });
}
