import type { ApiSupplyResponse } from '@eco/shared';
import type { FastifyReply } from 'fastify';
import type { ModuleOptions } from '../../app-context';
import { ApiError } from '../../lib/errors';
import { replyOf } from '../../lib/zod-type-provider';
import type { ZodFastifyInstance } from '../../lib/zod-type-provider';
import type { SupplyLookup } from './supply.chain';

/**
 * What a cache in front of the API (and a listing site) may keep: the figures are derived from
 * the chain and change only with a purchase, a release from vesting or a transfer out of a team
 * wallet, so half a minute old is as good as live for a listing.
 */
const CACHE_CONTROL = 'public, max-age=30';
/** Seconds a client should wait after a transient failure (the cache retries after 5 s). */
const RETRY_AFTER_SECONDS = '30';

/** A failure's headers: never cached, and when to come back if it may pass. */
function failureHeaders(lookup: Extract<SupplyLookup, { ok: false }>): Record<string, string> {
  return {
    'cache-control': 'no-store',
    ...(lookup.transient ? { 'retry-after': RETRY_AFTER_SECONDS } : {}),
  };
}

/**
 * ECO's supply for listing sites (docs/supply.md): GET /api/supply (JSON breakdown) and the bare
 * numbers they poll, /api/supply/total and /api/supply/circulating (text/plain, whole ECO). Read
 * live from the chain through RPC_URL, cached a few seconds; 503 with the reason otherwise.
 */
export async function supplyRoutes(app: ZodFastifyInstance, { ctx }: ModuleOptions) {
  app.get('', { schema: { response: { 200: replyOf<ApiSupplyResponse>() } } }, async (_, reply) => {
    const lookup = await ctx.supply.get();
    if (!lookup.ok) {
      throw new ApiError(503, 'supply_unavailable', lookup.reason, {
        headers: failureHeaders(lookup),
      });
    }
    void reply.header('cache-control', CACHE_CONTROL);
    return lookup.supply;
  });

  /**
   * A bare decimal number of whole ECO as text/plain (no JSON, no separators): the format
   * CoinGecko and CoinMarketCap read from a supply URL. Its failures are plain text too.
   */
  const plainNumber = async (
    reply: FastifyReply,
    pick: (supply: ApiSupplyResponse) => string,
  ): Promise<FastifyReply> => {
    const lookup = await ctx.supply.get();
    void reply.type('text/plain; charset=utf-8');
    if (!lookup.ok) return reply.status(503).headers(failureHeaders(lookup)).send(lookup.reason);
    return reply.header('cache-control', CACHE_CONTROL).send(pick(lookup.supply));
  };

  // Total supply as listing sites define it: everything minted (totalSupply), not the cap.
  app.get('/total', (_, reply) => plainNumber(reply, (supply) => supply.minted.eco));
  app.get('/circulating', (_, reply) => plainNumber(reply, (supply) => supply.circulating.eco));
}
