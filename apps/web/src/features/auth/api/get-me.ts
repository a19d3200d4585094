import { useQuery } from '@tanstack/react-query';
import type { ApiUser, ApiUserResponse } from '@eco/shared';
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

/** The signed-in account (`data` null when signed out, undefined until known). */
export const useMe = () =>
  useQuery({
    queryKey: meQueryKey,
    queryFn: ({ signal }) => getMe({ signal }),
    // Checked again on every page load: the cache is persisted, and the session may have ended
    // meanwhile (logout in another tab, expiry).
    staleTime: 0,
  });
