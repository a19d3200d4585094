import type { IndexerStagesAnswer } from '@eco/shared';
import { z } from 'zod';
import { createIndexerClient, indexedSchema } from '../../lib/indexer';
import type { Accepts } from '../../lib/indexer';

/** One sale stage as the indexer read it (times as dates). */
export interface StageState {
  stage: number;
  /** Whether isSaleOpen(stage) holds at the indexed block's time. */
  open: boolean;
  /** When the stage opens by itself; null: by hand only. */
  opensAt: Date | null;
  /** Where the current (or last) open period began; null while not recorded. */
  openedAt: { blockNumber: bigint; at: Date } | null;
}

export interface StageStates {
  /** The last block the indexer had read. */
  indexed: { number: number; at: Date };
  stages: StageState[];
}

/**
 * Reads the sale stages of a chain (the sale alerts: is the stage open at sign-up, has it opened
 * since). Throws IndexerUnavailableError while the indexer is down, slow or catching up.
 */
export interface StageStatesReader {
  read(chainId: number): Promise<StageStates>;
}

// The indexer's answer (packages/shared/src/indexer.ts), checked rather than trusted: an indexer
// of another version must give a clear error, not a mail about a stage that did not open.
const decimal = z.string().regex(/^\d+$/);
const seconds = decimal.transform((value) => new Date(Number(value) * 1000));
const change = z.object({ blockNumber: decimal, timestamp: decimal });
const stagesAnswer = z.object({
  indexed: indexedSchema,
  stages: z.array(
    z.object({
      stage: z.number().int().nonnegative(),
      openByHand: z.boolean(),
      opensAt: seconds.nullable(),
      closesAt: decimal.nullable(),
      open: z.boolean(),
      openedAt: change.extend({ by: z.enum(['hand', 'schedule']) }).nullable(),
      closedAt: change.nullable(),
    }),
  ),
});

/** The sale stages from the indexer (`GET /chains/:chainId/stages`), or undefined without it. */
export function createStageStatesReader(
  indexerUrl: string | undefined,
  options: { timeoutMs?: number } = {},
): StageStatesReader | undefined {
  if (!indexerUrl) return undefined;
  const client = createIndexerClient(indexerUrl, options);
  return {
    async read(chainId) {
      const { indexed, stages } = await client.get(`/chains/${chainId}/stages`, stagesAnswer);
      return {
        indexed: { number: indexed.number, at: new Date(indexed.timestamp * 1000) },
        stages: stages.map((stage) => ({
          stage: stage.stage,
          open: stage.open,
          opensAt: stage.opensAt,
          openedAt: stage.openedAt && {
            blockNumber: BigInt(stage.openedAt.blockNumber),
            at: new Date(Number(stage.openedAt.timestamp) * 1000),
          },
        })),
      };
    },
  };
}

// The wire type this schema checks, so a change of the indexer's answer shows here at compile
// time (the schema's input must accept what the indexer's type says it sends).
const _checks: [Accepts<typeof stagesAnswer, IndexerStagesAnswer>] = [true];
void _checks;
