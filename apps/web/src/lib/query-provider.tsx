import { IsRestoringProvider, QueryClientProvider } from '@tanstack/react-query';
import { persistQueryClient } from '@tanstack/react-query-persist-client';
import { useSyncExternalStore, type ComponentType, type ReactNode } from 'react';
import { createPersister, createQueryClient, persistMaxAge } from './react-query';

/**
 * The one query client of the page. It lives in this module, loaded only by the parts of the
 * site that fetch (forms, account, wallet islands), so content pages do not carry TanStack Query
 * in their first load (docs/decisions/0009), and form pages load it with the form's code, on
 * first use (docs/decisions/0026).
 */
export const queryClient = createQueryClient();

let restoring = false;
const listeners = new Set<() => void>();
const persister = createPersister();
if (persister) {
  restoring = true;
  const [, restored] = persistQueryClient({
    queryClient,
    persister,
    maxAge: persistMaxAge,
    // Account data (who is signed in, referral figures) is never written to storage, nor are
    // verdicts that must be the chain's now (`meta.persist: false`: code checks, reconciliations).
    dehydrateOptions: {
      shouldDehydrateQuery: (query) =>
        query.state.status === 'success' &&
        query.meta?.account !== true &&
        query.meta?.persist !== false &&
        query.queryKey[0] !== 'auth',
    },
  });
  void restored.finally(() => {
    restoring = false;
    for (const listener of listeners) listener();
  });
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/**
 * Gives its children the shared query client, restored from the persisted cache (24 h); queries
 * wait for the restore instead of fetching what is already stored. Nesting is harmless.
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  const isRestoring = useSyncExternalStore(
    subscribe,
    () => restoring,
    () => false,
  );
  return (
    <QueryClientProvider client={queryClient}>
      <IsRestoringProvider value={isRestoring}>{children}</IsRestoringProvider>
    </QueryClientProvider>
  );
}

/** `Component` inside QueryProvider: the default export of a lazily loaded part that fetches. */
export function withQueryProvider<P extends object>(Component: ComponentType<P>) {
  return function WithQueryProvider(props: P) {
    return (
      <QueryProvider>
        <Component {...props} />
      </QueryProvider>
    );
  };
}
