import type { IndexerOwnerLogAnswer } from '@eco/shared';
import { useQuery } from '@tanstack/react-query';
import { usePublicClient } from 'wagmi';
import { historyQueryOptions, readHistory, type HistoryLag } from '@/lib/indexer';

/** The indexer's owner log and how far it lags behind the chain. */
export type OwnerLog = IndexerOwnerLogAnswer & HistoryLag;

/**
 * Every owner change of ECO and every call the owner timelock scheduled: one request to the
 * indexer (with each transaction's sender and block time), beside one eth_blockNumber to tell
 * whether it has caught up. One query for the owner panel's audit log and the public change log,
 * each taking its view with `select` (keep it stable); under 'eco', so it is read again after
 * every transaction the site sends.
 */
export function useOwnerLog<T = OwnerLog>(chainId: number, select?: (log: OwnerLog) => T) {
  const client = usePublicClient({ chainId });
  return useQuery({
    queryKey: ['eco', 'owner-log', chainId],
    enabled: Boolean(client),
    ...historyQueryOptions,
    queryFn: async ({ signal }): Promise<OwnerLog> => {
      if (!client) throw new Error('The chain client is not ready.');
      const read = await readHistory<IndexerOwnerLogAnswer>(client, chainId, '/owner-log', signal);
      return { ...read.answer, ...read.lag };
    },
    select,
  });
}
