import { carbonLedgerRegistryAbi } from '@eco/contracts';
import type { IndexedLedgerVersion, IndexerLedgerAnswer } from '@eco/shared';
import { useQuery } from '@tanstack/react-query';
import type { Hex } from 'viem';
import { usePublicClient } from 'wagmi';
import { historyQueryOptions, readHistory, type HistoryLag } from '@/lib/indexer';
import { publicationRegistry, publishedDocuments, type PublishedDocument } from '@/lib/publication';

export type Publication = {
  /** The latest version on-chain (0: none yet) and its hash, read from the registry itself. */
  latestVersion: bigint;
  latestHash: Hex;
  /** The transaction that published it, from the indexer (undefined while it catches up). */
  published: IndexedLedgerVersion | undefined;
  /** The newest version the indexer has seen (none yet: empty). */
  versions: IndexedLedgerVersion[];
} & HistoryLag;

/**
 * A document's last published version: its number and hash read from its registry (one
 * multicall, so the verdict never waits on the indexer), and the transaction that published it
 * from the indexer (one request), to link to. Disabled where the chain has no such registry.
 */
export function usePublication(chainId: number, document: PublishedDocument) {
  const client = usePublicClient({ chainId });
  const registry = publicationRegistry(chainId, document);
  return useQuery<Publication>({
    queryKey: ['eco', 'publication', document, chainId, registry],
    enabled: Boolean(client && registry),
    ...historyQueryOptions,
    // A verdict must be the chain's now, never one restored from storage.
    meta: { persist: false },
    queryFn: async ({ signal }) => {
      if (!client || !registry) throw new Error('The chain client is not ready.');
      const [latestVersion, latestHash] = await client.multicall({
        allowFailure: false,
        contracts: [
          { address: registry, abi: carbonLedgerRegistryAbi, functionName: 'latestVersion' },
          { address: registry, abi: carbonLedgerRegistryAbi, functionName: 'latestHash' },
        ],
      });
      let versions: IndexedLedgerVersion[] = [];
      let lag: HistoryLag = { behind: false, catchingUp: false };
      // Nothing published: no transaction to link to, so the indexer is not asked.
      if (latestVersion === 0n) {
        return { latestVersion, latestHash, published: undefined, versions, ...lag };
      }
      try {
        // Only the newest version is linked to: one row, however many versions were published.
        const history = await readHistory<IndexerLedgerAnswer>(
          client,
          chainId,
          `${publishedDocuments[document].path}?limit=1`,
          signal,
        );
        versions = history.answer.versions;
        lag = history.lag;
      } catch {
        // The verdict comes from the chain; only the link to the transaction waits for the indexer.
        lag = { behind: true, catchingUp: true };
      }
      const published = versions.find((v) => BigInt(v.version) === latestVersion);
      return {
        latestVersion,
        latestHash,
        published,
        versions,
        // Catching up until the indexer has seen the version the registry reports.
        ...(latestVersion > 0n && !published ? { behind: true, catchingUp: true } : lag),
      };
    },
  });
}
