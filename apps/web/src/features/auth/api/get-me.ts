import { useQuery } from '@tanstack/react-query';
import type { ApiUser, ApiUserResponse } from '@eco/shared';
import { useHydrated } from '@/hooks/use-hydrated';
import { ApiError, apiRequest } from '@/lib/api-client';
import { clearSessionHint, hasSessionHint } from '@/stores/session-hint';

export const meQueryKey = ['auth', 'me'] as const;

/** The signed-in account, or null when signed out (the API's 401 is not an error here). */
export async function getMe({ signal }: { signal?: AbortSignal } = {}): Promise<ApiUser | null> {
  // A browser that never signed in is signed out: no request, so no logged 401 (session-hint.ts).
  if (!hasSessionHint()) return null;
  try {
    const { user } = await apiRequest<ApiUserResponse>('/auth/me', { signal });
    return user;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      clearSessionHint();
      return null;
    }
    throw error;
  }
}

/** Where useMe looks while a prerendered page hydrates: a query never fetched, so never known. */
const hydratingQueryKey = [...meQueryKey, 'while hydrating'] as const;

/**
 * The signed-in account (`data` null when signed out, undefined until known).
 *
 * Not known while a prerendered page hydrates, whatever the cache holds: the build rendered every
 * page signed out, and the page's content hydrates after the header, whose menu may have had the
 * API's answer by then (React hydrates a Suspense boundary's content in a later pass, in slices).
 * Rendering the account then would not match the markup React adopts: it would throw the page
 * away and render it again. Right after hydration the query is the account's, from the cache.
 */
export function useMe() {
  const hydrated = useHydrated();
  return useQuery({
    queryKey: hydrated ? meQueryKey : hydratingQueryKey,
    queryFn: ({ signal }) => getMe({ signal }),
    enabled: hydrated,
    // Asked again by every part that shows the account as it mounts (the client's default keeps
    // answers 5 minutes): the session may have ended meanwhile (logout in another tab, expiry).
    // Never stored between page loads either: lib/query-provider.tsx persists no 'auth' query.
    staleTime: 0,
  });
}
