import { findEcoDeployment } from '@eco/contracts';
import type { IndexedBlock, IndexerReferrerAnswer, IndexerReferrersAnswer } from '@eco/shared';
import { getAddress, isAddress } from 'viem';
import type { Address } from 'viem';
import { z } from 'zod';
import { createIndexerClient, indexedSchema, IndexerUnavailableError } from '../../lib/indexer';
import type { Accepts } from '../../lib/indexer';

/** Totals of the purchases that named a referrer (amounts in wei). */
export interface ReferredPurchases {
  count: number;
  tokens: bigint;
  rewards: bigint;
}

/** Reads one referrer's totals of the chain's TokensPurchased events. */
export interface ReferredPurchasesReader {
  chainId: number;
  /** The totals, and how far the history had been read (when the reader knows). */
  read(referrer: Address): Promise<ReferredPurchases & { indexed?: IndexedBlock }>;
}

/** Every referrer's totals, for the team's leaderboard. */
export interface ReferralTotals {
  totals: Map<Address, ReferredPurchases>;
  /** How far the history had been read (when the reader knows). */
  indexed?: IndexedBlock;
}

/** Reads the totals of the referrers that earned the most, for the team's leaderboard. */
export interface ReferralTotalsReader {
  chainId: number;
  /** The `limit` referrers with the most rewards (then ECO, purchases, address). */
  readTop(limit: number): Promise<ReferralTotals>;
}

/**
 * A reason the chain or its history cannot be read that is fine to show as it is. With a `cause`
 * it is an outage (the indexer is down or behind): the routes log the cause and show the message.
 */
export class ChainUnavailableError extends Error {}

/** What a visitor reads while the indexer is down, slow, or still reading the first blocks. */
export const HISTORY_CATCHING_UP = 'The purchase history is catching up; try again in a minute.';

// The indexer's answers (packages/shared/src/indexer.ts), checked rather than trusted: an indexer
// of another version must give a clear error, not NaN totals.
const decimal = z.string().regex(/^\d+$/).transform(BigInt);
const totalsSchema = z.object({
  referrer: z.string().refine((value) => isAddress(value, { strict: false })),
  purchases: z.number().int().nonnegative(),
  tokens: decimal,
  rewards: decimal,
});
const referrerAnswer = totalsSchema.extend({ indexed: indexedSchema });
const referrersAnswer = z.object({ indexed: indexedSchema, referrers: z.array(totalsSchema) });

/** Reads `path` of ECO's chain from the indexer; an outage becomes ChainUnavailableError. */
function historyReader(indexerUrl: string, chainId: number, timeoutMs?: number) {
  const client = createIndexerClient(indexerUrl, timeoutMs ? { timeoutMs } : {});
  return async <S extends z.ZodType>(path: string, schema: S): Promise<z.output<S>> => {
    // The indexer reads only chains ECO is deployed on: say so rather than "catching up".
    if (!findEcoDeployment(chainId)) {
      throw new ChainUnavailableError(`ECO is not deployed on chain ${chainId}.`);
    }
    try {
      return await client.get(`/chains/${chainId}${path}`, schema);
    } catch (error) {
      if (error instanceof IndexerUnavailableError) {
        throw new ChainUnavailableError(HISTORY_CATCHING_UP, { cause: error });
      }
      throw error;
    }
  };
}

export interface IndexerReaderOptions {
  /** Per request; INDEXER_TIMEOUT_MS by default (tests shorten it). */
  timeoutMs?: number;
}

/**
 * One referrer's totals from the indexer (`GET /chains/:chainId/referrers/:address`), or
 * undefined without INDEXER_URL.
 */
export function createReferredPurchasesReader(
  indexerUrl: string | undefined,
  chainId: number,
  options: IndexerReaderOptions = {},
): ReferredPurchasesReader | undefined {
  if (!indexerUrl) return undefined;
  const read = historyReader(indexerUrl, chainId, options.timeoutMs);
  return {
    chainId,
    async read(referrer) {
      const answer = await read(`/referrers/${referrer}`, referrerAnswer);
      return {
        count: answer.purchases,
        tokens: answer.tokens,
        rewards: answer.rewards,
        indexed: answer.indexed,
      };
    },
  };
}

/**
 * Every referrer's totals from the indexer (`GET /chains/:chainId/referrers`, summed as the
 * purchases were indexed), or undefined without INDEXER_URL.
 */
export function createReferralTotalsReader(
  indexerUrl: string | undefined,
  chainId: number,
  options: IndexerReaderOptions = {},
): ReferralTotalsReader | undefined {
  if (!indexerUrl) return undefined;
  const read = historyReader(indexerUrl, chainId, options.timeoutMs);
  return {
    chainId,
    async readTop(limit) {
      const answer = await read(`/referrers?limit=${limit}`, referrersAnswer);
      const totals = new Map<Address, ReferredPurchases>();
      // Only purchases that paid a reward name a referrer (the contract logs the zero address
      // otherwise, and the indexer skips it), so every row here earned one.
      for (const row of answer.referrers) {
        totals.set(getAddress(row.referrer), {
          count: row.purchases,
          tokens: row.tokens,
          rewards: row.rewards,
        });
      }
      return { totals, indexed: answer.indexed };
    },
  };
}

// The wire types these schemas check, so a change of the indexer's answers shows here at compile
// time (each schema's input must accept what the indexer's type says it sends).
const _checks: [
  Accepts<typeof referrerAnswer, IndexerReferrerAnswer>,
  Accepts<typeof referrersAnswer, IndexerReferrersAnswer>,
] = [true, true];
void _checks;
