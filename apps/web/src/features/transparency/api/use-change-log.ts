import type { IndexerOwnerLogAnswer } from '@eco/shared';
import { useQuery } from '@tanstack/react-query';
import { usePublicClient } from 'wagmi';
import { historyQueryOptions, readHistory, type HistoryLag } from '@/lib/indexer';

/** Every owner change of ECO and every call the owner timelock scheduled (one indexer request). */
export function useChangeLog(chainId: number) {
  const client = usePublicClient({ chainId });
  return useQuery<IndexerOwnerLogAnswer & HistoryLag>({
    queryKey: ['eco', 'public-change-log', chainId],
    enabled: Boolean(client),
    ...historyQueryOptions,
    queryFn: async ({ signal }) => {
      if (!client) throw new Error('The chain client is not ready.');
      const { answer, lag } = await readHistory<IndexerOwnerLogAnswer>(
        client,
        chainId,
        '/owner-log',
        signal,
      );
      return { ...answer, ...lag };
    },
  });
}
