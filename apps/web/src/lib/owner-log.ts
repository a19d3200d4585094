import type { IndexerOwnerLogAnswer } from '@eco/shared';
import { useHistory, type HistoryLag } from '@/lib/indexer';

/** The indexer's owner log and how far it lags behind the chain. */
export type OwnerLog = IndexerOwnerLogAnswer & HistoryLag;

/**
 * Every owner change of ECO and every call the owner timelock scheduled, with each transaction's
 * sender and block time. One query for the owner panel's audit log and the public change log,
 * each taking its view with `select` (keep it stable).
 */
export function useOwnerLog<T = OwnerLog>(chainId: number, select?: (log: OwnerLog) => T) {
  return useHistory({
    chainId,
    queryKey: ['eco', 'owner-log', chainId],
    path: '/owner-log',
    toData: (answer: IndexerOwnerLogAnswer) => answer,
    select,
  });
}
