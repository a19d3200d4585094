import { bundledPartnersFor, getPartnerGrant } from '@eco/contracts/partners';
import type { ApiPartnerProofResponse } from '@eco/shared';
import { getAddress, isAddress } from 'viem';
import { z } from 'zod';
import type { ModuleOptions } from '../../app-context';
import { ApiError } from '../../lib/errors';
import { answerInvalidWith, replyOf } from '../../lib/zod-type-provider';
import type { ZodFastifyInstance } from '../../lib/zod-type-provider';
import { PublishedPartnerProofs } from './partner-lists';

export { PARTNERS_ROOT_TTL_MS } from './partners.chain';

const paramsSchema = answerInvalidWith(
  z.object({ address: z.string().refine((address) => isAddress(address, { strict: false })) }),
  () =>
    new ApiError(
      400,
      'invalid_address',
      'This is not a valid wallet address (0x followed by 40 hex characters).',
    ),
);

const querySchema = answerInvalidWith(
  z.strictObject({
    chainId: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER).default(31337),
  }),
  () => new ApiError(400, 'invalid_chain_id', 'chainId must be a positive whole number.'),
);

const notAPartner = () =>
  new ApiError(404, 'not_a_partner', 'This address is not on the partners list for this chain.');

/**
 * GET /api/partners/:address/proof: the partner's allocation and merkle proof for
 * `mintForPartners(proof, allocation, amount)`, from the
 * list whose root the contract holds (read through RPC_URL, cached briefly): the newest list an
 * admin published with that root, else the list bundled with @eco/contracts when it is that
 * list. A proof from any other list would only fail on the contract.
 */
export async function partnerRoutes(app: ZodFastifyInstance, { ctx }: ModuleOptions) {
  const published = new PublishedPartnerProofs(ctx.db);
  app.get(
    '/:address/proof',
    {
      schema: {
        params: paramsSchema,
        querystring: querySchema,
        response: { 200: replyOf<ApiPartnerProofResponse>() },
      },
    },
    async (request) => {
      const { chainId } = request.query;
      const checksummed = getAddress(request.params.address);

      const lookup = await ctx.partnersRoot(chainId);
      if (!lookup.ok) throw new ApiError(lookup.status, lookup.code, lookup.reason);
      const { root } = lookup;
      if (/^0x0*$/.test(root)) {
        throw new ApiError(
          409,
          'partners_list_mismatch',
          'The contract has no partners list set, so nobody can buy in the partners sale yet.',
          { params: { listSet: false } },
        );
      }
      const found = await published.proof(chainId, root, checksummed);
      if (found.published) {
        if (!found.grant) throw notAPartner();
        return { address: checksummed, chainId, ...found.grant };
      }
      if (bundledPartnersFor(chainId, root)) {
        const grant = getPartnerGrant(checksummed, chainId);
        if (!grant) throw notAPartner();
        return {
          address: checksummed,
          chainId,
          allocation: grant.allocation.toString(),
          proof: grant.proof,
        };
      }
      throw new ApiError(
        409,
        'partners_list_mismatch',
        `No partners list on this site matches the contract's partners root (${root}), so no proof can be given. The team has to publish the list that is set on the contract.`,
      );
    },
  );
}
