import { createSyncStoragePersister } from '@tanstack/query-sync-storage-persister';
import { QueryClient } from '@tanstack/react-query';
import type { PersistedClient } from '@tanstack/react-query-persist-client';
import { bigintJson } from './bigint-json';

const HOUR = 60 * 60 * 1000;

/** Cache rules from the spec: 24 h lifetime, no retries, no refetch on focus, offline first. */
export const queryConfig = {
  queries: {
    gcTime: 24 * HOUR,
    staleTime: 5 * 60 * 1000,
    retry: false,
    refetchOnWindowFocus: false,
    networkMode: 'offlineFirst',
  },
  mutations: {
    retry: false,
    networkMode: 'offlineFirst',
  },
} as const;

/** How long a persisted cache may be restored after it was written. */
export const persistMaxAge = 24 * HOUR;

/** A query client with the site's defaults. */
export function createQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: queryConfig });
}

/** The persisted cache's JSON: chain reads hold bigints. */
export const { stringify: serializeCache, parse: deserializeCache } = bigintJson('__bigint__');

/** Persists the query cache in localStorage; undefined where storage is unavailable. */
export function createPersister() {
  if (typeof window === 'undefined') return undefined;
  // Deprecated for the async persister, which would be one more package wherever the query
  // client loads (docs/decisions/0004 counts the first load's bytes) for the same behaviour.
  // eslint-disable-next-line @typescript-eslint/no-deprecated
  return createSyncStoragePersister({
    storage: window.localStorage,
    key: 'ECO_QUERY_CACHE',
    serialize: serializeCache,
    deserialize: (text) => deserializeCache(text) as PersistedClient,
  });
}
