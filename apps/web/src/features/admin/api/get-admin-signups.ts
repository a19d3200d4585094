import type { ApiAdminSignupsResponse } from '@eco/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** GET /api/admin/signups: new accounts per UTC day over the last `days` days. */
export const useAdminSignups = (days: number) =>
  useQuery({
    queryKey: ['admin', 'signups', days],
    queryFn: ({ signal }) =>
      apiRequest<ApiAdminSignupsResponse>(`/admin/signups?days=${days}`, { signal }),
    meta: { account: true },
    staleTime: 60_000,
  });
