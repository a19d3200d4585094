import type { ApiAdminMeResponse } from '@eco/shared';
import { useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest } from '@/lib/api-client';

/** Whether the signed-in account may use the team pages, and why. */
export type AdminAccess =
  | { status: 'admin'; me: ApiAdminMeResponse }
  | { status: 'signed-out' }
  | { status: 'forbidden'; message: string };

/** GET /api/admin/me: 401 and 403 are answers here, not errors. */
async function getAdminMe(signal: AbortSignal): Promise<AdminAccess> {
  try {
    return { status: 'admin', me: await apiRequest<ApiAdminMeResponse>('/admin/me', { signal }) };
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return { status: 'signed-out' };
    if (error instanceof ApiError && error.status === 403)
      return { status: 'forbidden', message: error.message };
    throw error;
  }
}

/**
 * The team access of the signed-in account. `signedIn` comes from the session the app knows
 * of, so a visitor who is not signed in causes no request (and no logged 401).
 */
export function useAdminMe(signedIn: boolean) {
  return useQuery({
    queryKey: ['admin', 'me'],
    queryFn: ({ signal }) => getAdminMe(signal),
    // Account data: never persisted, dropped when the signed-in account changes.
    meta: { account: true },
    staleTime: 30_000,
    enabled: signedIn,
  });
}
