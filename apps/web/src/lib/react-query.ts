import { createSyncStoragePersister } from '@tanstack/query-sync-storage-persister';
import { QueryClient } from '@tanstack/react-query';

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

// Chain reads hold bigints, which JSON cannot store as they are.
const BIGINT_TAG = '__bigint__';

/** JSON with bigints kept as tagged strings, for the persisted cache. */
export function serializeCache(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) =>
    typeof item === 'bigint' ? { [BIGINT_TAG]: item.toString() } : item,
  );
}

/** Reads what serializeCache wrote, bigints included. */
export function deserializeCache<T>(text: string): T {
  return JSON.parse(text, (_key, item: unknown) =>
    item && typeof item === 'object' && BIGINT_TAG in item
      ? BigInt((item as Record<string, string>)[BIGINT_TAG] ?? '0')
      : item,
  ) as T;
}

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
    deserialize: deserializeCache,
  });
}
