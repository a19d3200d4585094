import type { ApiAdminSignupsResponse } from '@eco/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** GET /api/admin/signups: new accounts per UTC day over the last `days` days. */
export const getAdminSignups = (days: number, signal?: AbortSignal) =>
  apiRequest<ApiAdminSignupsResponse>(`/admin/signups?days=${days}`, { signal });

export const getAdminSignupsQueryOptions = (days: number) =>
  queryOptions({
    queryKey: ['admin', 'signups', days],
    queryFn: ({ signal }) => getAdminSignups(days, signal),
    meta: { account: true },
    staleTime: 60_000,
  });

export const useAdminSignups = (days: number) => useQuery(getAdminSignupsQueryOptions(days));
