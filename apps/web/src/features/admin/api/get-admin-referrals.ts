import type { ApiAdminReferralsResponse } from '@eco/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** GET /api/admin/referrals: the referrers whose buyers earned them the most rewards. */
export const getAdminReferrals = (limit: number, signal?: AbortSignal) =>
  apiRequest<ApiAdminReferralsResponse>(`/admin/referrals?limit=${limit}`, { signal });

export const getAdminReferralsQueryOptions = (limit: number) =>
  queryOptions({
    queryKey: ['admin', 'referrals', limit],
    queryFn: ({ signal }) => getAdminReferrals(limit, signal),
    meta: { account: true },
    staleTime: 60_000,
  });

export const useAdminReferrals = (limit: number) => useQuery(getAdminReferralsQueryOptions(limit));
