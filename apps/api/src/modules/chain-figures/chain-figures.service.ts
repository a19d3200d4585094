import type { ApiChainFigures } from '@eco/shared';
import type { Db } from '../../db/database';
import { CachedLookup } from '../../lib/cached-lookup';
import type { Clock } from '../../lib/clock';
import type { ChainFiguresReader } from './chain-figures.chain';
import { chainFiguresAnswer } from './chain-figures.chain';
import {
  readOnceAt,
  readStoredFigures,
  showsHead,
  touchStoredFigures,
} from './chain-figures.store';

/** The figures, or why they are unknown (a sentence fit for the 503 answer). */
export type FiguresLookup = { ok: true; figures: ApiChainFigures } | { ok: false; reason: string };

/**
 * The shared figures of one chain, read at most once per block by all API processes together
 * (docs/decisions/0040). Within a process, CachedLookup keeps the latest answer for `pollMs` and
 * shares one refresh among concurrent requests, so a crowd costs one refresh per `pollMs`. A
 * refresh first looks at the chain's row in PostgreSQL: when some process asked the node for its
 * head less than `pollMs` ago, the row is as fresh as asking again, so the processes together ask
 * about once per `pollMs`. Otherwise it asks the node for its head (eth_getBlockByNumber); a head
 * the row does not show yet is read once, under the chain's advisory lock (readOnceAt).
 */
export function createChainFigures(
  db: Db,
  reader: ChainFiguresReader,
  clock: Clock,
  pollMs: number,
  onError: (error: unknown) => void = () => {},
): CachedLookup<FiguresLookup> {
  const { chainId } = reader;
  const refresh = async (): Promise<FiguresLookup> => {
    let step = 'the saved figures could not be read from the database';
    try {
      const stored = await readStoredFigures(db, chainId);
      if (stored && stored.headAgeMs < pollMs) return { ok: true, figures: stored.answer };
      step = 'the blockchain node did not answer';
      const head = await reader.head();
      if (stored && showsHead(stored, head)) {
        step = 'the database did not answer';
        await touchStoredFigures(db, chainId);
        return { ok: true, figures: stored.answer };
      }
      step = 'the figures could not be read from the blockchain';
      const figures = await readOnceAt(db, chainId, head, async () =>
        chainFiguresAnswer(reader, head, await reader.readAt(head.number)),
      );
      return { ok: true, figures };
    } catch (error) {
      onError(error);
      return {
        ok: false,
        reason: `The figures of chain ${chainId} cannot be served right now: ${step}. They are tried again within ${Math.ceil(pollMs / 1000)} s.`,
      };
    }
  };
  // A failure is kept as long as a success: a dead node or database is asked once a poll, not
  // once a request.
  return new CachedLookup(clock, refresh, () => pollMs);
}
