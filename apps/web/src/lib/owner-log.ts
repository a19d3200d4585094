import type {
  IndexedBlock,
  IndexedOwnerEvent,
  IndexedTimelockOperation,
  IndexerOwnerLogAnswer,
  IndexerTimelockOperationsAnswer,
} from '@eco/shared';
import { useQuery } from '@tanstack/react-query';
import { usePublicClient } from 'wagmi';
import { historyLag, historyQueryOptions, readWholeList, type HistoryLag } from '@/lib/indexer';

/** The owner's changes (newest first) and the owner timelock's calls (oldest first), whole. */
export type OwnerLogLists = {
  events: IndexedOwnerEvent[];
  operations: IndexedTimelockOperation[];
};

/** The indexer's owner log and how far it lags behind the chain. */
export type OwnerLog = OwnerLogLists & { indexed: IndexedBlock } & HistoryLag;

/**
 * Every owner change of ECO and every call the owner timelock scheduled, with each transaction's
 * sender and block time. One query for the owner panel's audit log and the public change log,
 * each taking its view with `select` (keep it stable). An audit log is read whole: both lists
 * page by page (readWholeList; only the owner's roles add rows to them).
 */
export function useOwnerLog<T = OwnerLog>(chainId: number, select?: (log: OwnerLog) => T) {
  const client = usePublicClient({ chainId });
  return useQuery({
    queryKey: ['eco', 'owner-log', chainId],
    enabled: Boolean(client),
    ...historyQueryOptions,
    queryFn: async ({ signal }): Promise<OwnerLog> => {
      if (!client) throw new Error('The chain client is not ready.');
      const [log, operations, head] = await Promise.all([
        readWholeList<IndexerOwnerLogAnswer, 'events'>(chainId, '/owner-log', 'events', signal),
        readWholeList<IndexerTimelockOperationsAnswer, 'operations'>(
          chainId,
          '/timelock/operations',
          'operations',
          signal,
        ),
        client.getBlockNumber({ cacheTime: 0 }),
      ]);
      // The history reaches as far as the list that was read less far.
      const indexed =
        log.indexed.number <= operations.indexed.number ? log.indexed : operations.indexed;
      return {
        events: log.events,
        operations: operations.operations,
        indexed,
        ...historyLag(indexed, head),
      };
    },
    select,
  });
}
