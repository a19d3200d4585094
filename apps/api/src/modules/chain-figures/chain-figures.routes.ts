import { findEcoDeployment } from '@eco/contracts';
import type { ApiChainFigures } from '@eco/shared';
import { z } from 'zod';
import type { ModuleOptions } from '../../app-context';
import { ApiError } from '../../lib/errors';
import { replyOf } from '../../lib/zod-type-provider';
import type { ZodFastifyInstance } from '../../lib/zod-type-provider';

/**
 * What a cache in front of the API (nginx, a CDN, the browser) may keep: a second, a fraction of
 * a block (12 s on Ethereum), and a little longer while it asks again in the background. So a
 * crowd asks the API about once a second per cache, whatever its size (docs/decisions/0040).
 */
export const CHAIN_FIGURES_CACHE_CONTROL = 'public, max-age=1, stale-while-revalidate=5';

const params = z.object({ chainId: z.string() });

/** The figures' entity tag: the chain and the block (its hash, so a reorganised block differs). */
const etagOf = (figures: ApiChainFigures) =>
  `"${figures.chainId}-${figures.block.number}-${figures.block.hash.slice(2, 18)}"`;

/**
 * Whether an If-None-Match header names `etag` (RFC 9110 13.1.2): a list of tags, each possibly
 * weak (`W/"…"`, as a proxy that compressed the answer sends it back), or `*`.
 */
function ifNoneMatchHas(header: string | undefined, etag: string): boolean {
  if (header === undefined) return false;
  return header
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === '*' || tag === etag);
}

/**
 * GET /api/chain/:chainId/figures: the figures every visitor shares, read from the ECO contract
 * at most once per block for all requests and all API processes (decision 0040). Only a chain
 * this API reads is accepted: a stranger cannot make it read another chain or grow a cache.
 */
export async function chainFiguresRoutes(app: ZodFastifyInstance, { ctx }: ModuleOptions) {
  app.addHook('onClose', (_app, done) => {
    for (const figures of ctx.chainFigures.values()) figures.stop();
    done();
  });
  app.get(
    '/:chainId/figures',
    { schema: { params, response: { 200: replyOf<ApiChainFigures>(), 304: z.undefined() } } },
    async (request, reply) => {
      const raw = request.params.chainId;
      if (!/^[1-9]\d{0,15}$/.test(raw)) {
        throw new ApiError(
          400,
          'invalid_chain_id',
          `"${raw.slice(0, 40)}" is not a chain id; write the chain's number, e.g. 1 for Ethereum.`,
        );
      }
      const chainId = Number(raw);
      const served = ctx.chainFigures.get(chainId);
      if (!served) {
        throw new ApiError(
          404,
          'unknown_chain',
          findEcoDeployment(chainId)
            ? `This server does not read chain ${chainId}; it serves the figures of chain ${ctx.config.ecoChainId}.`
            : `ECO is not deployed on chain ${chainId}, so it has no figures there.`,
        );
      }
      const lookup = await served.get();
      if (!lookup.ok) {
        throw new ApiError(503, 'chain_figures_unavailable', lookup.reason, {
          headers: {
            'cache-control': 'no-store',
            'retry-after': '1',
          },
        });
      }
      const etag = etagOf(lookup.figures);
      void reply.header('cache-control', CHAIN_FIGURES_CACHE_CONTROL).header('etag', etag);
      if (ifNoneMatchHas(request.headers['if-none-match'], etag)) {
        return reply.status(304).send(undefined);
      }
      return lookup.figures;
    },
  );
}
