import type { ApiAdminReferralsResponse } from '@eco/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** GET /api/admin/referrals: the referrers whose buyers earned them the most rewards. */
export const useAdminReferrals = (limit: number) =>
  useQuery({
    queryKey: ['admin', 'referrals', limit],
    queryFn: ({ signal }) =>
      apiRequest<ApiAdminReferralsResponse>(`/admin/referrals?limit=${limit}`, { signal }),
    meta: { account: true },
    staleTime: 60_000,
  });
