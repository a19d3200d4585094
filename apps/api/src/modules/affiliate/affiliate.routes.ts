import type { ApiAffiliateResponse, ApiAffiliateReferrerResponse } from '@eco/shared';
import type { Address } from 'viem';
import { z } from 'zod';
import type { ModuleOptions } from '../../app-context';
import { ApiError } from '../../lib/errors';
import { noStore } from '../../lib/route-hooks';
import { replyOf } from '../../lib/zod-type-provider';
import type { ZodFastifyInstance } from '../../lib/zod-type-provider';
import { requireUser } from '../auth/session';
import { countReferredSignups, findUserByAffiliateCode } from '../auth/users.repository';
import { ChainUnavailableError } from './affiliate.chain';

const CODE_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

/** The signed-in user's affiliate figures, and the public code -> referrer lookup. */
export async function affiliateRoutes(app: ZodFastifyInstance, { ctx }: ModuleOptions) {
  app.get(
    '/affiliate',
    {
      schema: { response: { 200: replyOf<ApiAffiliateResponse>() } },
      preValidation: noStore,
    },
    async (request) => {
      const user = await requireUser(ctx, request);
      const signupsReferred = await countReferredSignups(ctx.db, user.id);
      let purchasesReferred: ApiAffiliateResponse['purchasesReferred'] = null;
      let purchasesNote: string | null = null;
      const reader = ctx.purchasesReader;
      if (!reader) {
        purchasesNote =
          'Purchases are not counted: the API has no INDEXER_URL to read the purchase history.';
      } else if (!user.walletAddress) {
        purchasesNote = 'Link a wallet: purchases are credited to your wallet address as referrer.';
      } else {
        // The history is one panel of the page: when it cannot be read the rest still answers,
        // with a note in its place (never a 5xx).
        try {
          const totals = await reader.read(user.walletAddress as Address);
          purchasesReferred = {
            count: totals.count,
            tokens: totals.tokens.toString(),
            rewards: totals.rewards.toString(),
            chainId: reader.chainId,
            ...(totals.indexed ? { indexed: totals.indexed } : {}),
          };
        } catch (error) {
          if (error instanceof ChainUnavailableError) {
            // An outage behind the note (the indexer down) is worth a line in the log.
            if (error.cause) {
              request.log.warn({ err: error.cause }, 'affiliate: no purchase history');
            }
            purchasesNote = error.message;
          } else {
            request.log.warn({ err: error }, 'affiliate: reading the purchase history failed');
            purchasesNote = 'The purchase history could not be read right now. Try again later.';
          }
        }
      }
      return {
        code: user.affiliateCode,
        // The contract pays a referral reward to a wallet address: until the account has linked
        // one, the code resolves to nobody and a link would bring its owner nothing.
        link: user.walletAddress
          ? `${ctx.config.siteUrl}/?affiliate-token=${encodeURIComponent(user.affiliateCode)}`
          : null,
        walletAddress: user.walletAddress as ApiAffiliateResponse['walletAddress'],
        signupsReferred,
        purchasesReferred,
        purchasesNote,
      };
    },
  );

  // Any code is answered: one that cannot exist is unknown (404) like one that does not.
  app.get(
    '/affiliates/:code',
    {
      schema: {
        params: z.object({ code: z.string() }),
        response: { 200: replyOf<ApiAffiliateReferrerResponse>() },
      },
    },
    async (request) => {
      const { code } = request.params;
      const owner = CODE_PATTERN.test(code)
        ? await findUserByAffiliateCode(ctx.db, code)
        : undefined;
      if (!owner)
        throw new ApiError(404, 'unknown_affiliate_code', 'This referral code does not exist.');
      if (!owner.walletAddress) {
        throw new ApiError(
          409,
          'referrer_has_no_wallet',
          'The owner of this referral code has not linked a wallet yet, so purchases cannot credit them.',
        );
      }
      return { referrer: owner.walletAddress as Address };
    },
  );
}
