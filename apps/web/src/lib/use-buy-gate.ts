import type { IndexerLedgerAnswer } from '@eco/shared';
import { useQueries } from '@tanstack/react-query';
import { zeroHash } from 'viem';
import { chainIds } from '@/config/env';
import { whitePaperHash } from '@/config/white-paper.generated';
import { readIndexer } from '@/lib/indexer-read';
import {
  buyGate,
  publishedDocuments,
  type BuyGate,
  type WhitePaperOnChain,
} from '@/lib/publication';

/**
 * The rule of buyGate for this site: the white paper it was built with (whitePaperHash) against
 * its latest version on every chain the site sells on. The versions come from the indexer (one
 * request per chain, `/white-paper?limit=1`), not from the chain itself: the Buy button stands on
 * pages that load no wallet code and send the chain nothing (docs/decisions/0003, 0037). Read on
 * every visit; while a chain cannot be read it is read again every few seconds.
 */
export function useBuyGate(): BuyGate {
  const reads = useQueries({
    queries: chainIds.map((chainId) => ({
      queryKey: ['eco', 'buy-gate', chainId],
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        readIndexer<IndexerLedgerAnswer>(
          chainId,
          `${publishedDocuments['white-paper'].path}?limit=1`,
          signal,
        ),
      staleTime: 0,
      refetchInterval: (query: { state: { status: string } }) =>
        query.state.status === 'error' ? 3_000 : false,
      // Whether the site may sell is the chain's word now, never one restored from storage.
      meta: { persist: false },
    })),
  });
  return buyGate(
    whitePaperHash,
    reads.map((read, i): WhitePaperOnChain => {
      const chainId = chainIds[i]!;
      if (read.isError) return { chainId, kind: 'unreadable' };
      if (!read.data) return { chainId, kind: 'reading' };
      const [latest] = read.data.versions;
      return latest
        ? {
            chainId,
            kind: 'read',
            latestVersion: BigInt(latest.version),
            latestHash: latest.ledgerHash,
          }
        : { chainId, kind: 'read', latestVersion: 0n, latestHash: zeroHash };
    }),
  );
}
