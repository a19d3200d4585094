// One read of the indexer's API, apart from lib/indexer.ts (its history views and their chain
// client): code that needs no chain, such as the Buy button's check (lib/use-buy-gate.ts), loads
// this and none of the wallet stack.
import type { IndexedBlock } from '@eco/shared';
import { env } from '@/config/env';

/** The indexer did not answer (down, restarting, or not reading this chain yet). */
export class IndexerUnavailableError extends Error {
  constructor(readonly status: number) {
    super('The history is catching up with the chain.');
    this.name = 'IndexerUnavailableError';
  }
}

/** Long enough for a slow link, short enough that a page says "catching up" without a wait. */
const TIMEOUT_MS = 8_000;

/** GETs `/chains/{chainId}{path}` from the indexer; throws IndexerUnavailableError on any failure. */
export async function readIndexer<T extends { indexed: IndexedBlock }>(
  chainId: number,
  path: string,
  signal?: AbortSignal,
): Promise<T> {
  const timeout = AbortSignal.timeout(TIMEOUT_MS);
  let response: Response;
  try {
    response = await fetch(`${env.VITE_INDEXER_URL}/chains/${chainId}${path}`, {
      signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
      headers: { accept: 'application/json' },
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new IndexerUnavailableError(0);
  }
  if (!response.ok) throw new IndexerUnavailableError(response.status);
  const body = (await response.json().catch(() => null)) as T | null;
  if (!body || typeof body.indexed !== 'object') throw new IndexerUnavailableError(response.status);
  return body;
}
