import type { ApiAdminReferralsResponse, ApiAdminSignupsResponse } from '@eco/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** GET /api/admin/<path>?<param>=<value>: one of the team inbox's figures, kept for a minute. */
const useAdminFigure = <T>(path: string, param: string, value: number) =>
  useQuery({
    queryKey: ['admin', path, value],
    queryFn: ({ signal }) => apiRequest<T>(`/admin/${path}?${param}=${value}`, { signal }),
    meta: { account: true },
    staleTime: 60_000,
  });

/** GET /api/admin/referrals: the referrers whose buyers earned them the most rewards. */
export const useAdminReferrals = (limit: number) =>
  useAdminFigure<ApiAdminReferralsResponse>('referrals', 'limit', limit);

/** GET /api/admin/signups: new accounts per UTC day over the last `days` days. */
export const useAdminSignups = (days: number) =>
  useAdminFigure<ApiAdminSignupsResponse>('signups', 'days', days);
