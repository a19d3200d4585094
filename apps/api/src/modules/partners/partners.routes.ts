import { getPartnerProof } from '@eco/contracts/partners';
import type { ApiPartnerProofResponse } from '@eco/shared';
import type { FastifyInstance } from 'fastify';
import { getAddress, isAddress } from 'viem';
import { z } from 'zod';
import type { AppContext } from '../../app';
import { ApiError } from '../../lib/errors';
import { PublishedPartnerProofs } from './partner-lists';

const querySchema = z.strictObject({
  chainId: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER).default(31337),
});

/**
 * GET /api/partners/:address/proof: the partner's merkle proof for `mintForPartners`, from the
 * newest list an admin published for the chain, else from the list bundled with @eco/contracts.
 */
export function registerPartnerRoutes(app: FastifyInstance, ctx: AppContext) {
  const published = new PublishedPartnerProofs(ctx.db);
  app.get<{ Params: { address: string } }>(
    '/api/partners/:address/proof',
    async (request): Promise<ApiPartnerProofResponse> => {
      const { address } = request.params;
      if (!isAddress(address, { strict: false })) {
        throw new ApiError(
          400,
          'invalid_address',
          'This is not a valid wallet address (0x followed by 40 hex characters).',
        );
      }
      const query = querySchema.safeParse(request.query);
      if (!query.success) {
        throw new ApiError(400, 'invalid_chain_id', 'chainId must be a positive whole number.');
      }
      const { chainId } = query.data;
      const checksummed = getAddress(address);
      const found = await published.proof(chainId, checksummed);
      const proof = found.published ? found.proof : getPartnerProof(checksummed, chainId);
      if (!proof) {
        throw new ApiError(
          404,
          'not_a_partner',
          'This address is not on the partners list for this chain.',
        );
      }
      return { address: checksummed, chainId, proof };
    },
  );
}
