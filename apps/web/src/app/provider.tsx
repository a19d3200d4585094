import type { ReactNode } from 'react';
import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import { QueryClientProvider } from '@tanstack/react-query';
import { createPersister, createQueryClient, persistMaxAge } from '@/lib/react-query';

const queryClient = createQueryClient();
const persister = createPersister();

/** App-wide providers: the query cache, persisted to localStorage for 24 hours. */
export function AppProvider({ children }: { children: ReactNode }) {
  if (!persister) return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
  return (
    <PersistQueryClientProvider
      client={queryClient}
      persistOptions={{
        persister,
        maxAge: persistMaxAge,
        // Account data (who is signed in, referral figures) is never written to storage.
        dehydrateOptions: {
          shouldDehydrateQuery: (query) =>
            query.state.status === 'success' &&
            query.meta?.account !== true &&
            query.queryKey[0] !== 'auth',
        },
      }}
    >
      {children}
    </PersistQueryClientProvider>
  );
}
