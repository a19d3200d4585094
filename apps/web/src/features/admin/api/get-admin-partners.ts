import type { ApiAdminPartnersStatusResponse } from '@eco/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** GET /api/admin/partners: the partners list whose proofs the site serves for `chainId`. */
export const getAdminPartners = (chainId: number, signal?: AbortSignal) =>
  apiRequest<ApiAdminPartnersStatusResponse>(`/admin/partners?chainId=${chainId}`, { signal });

export const getAdminPartnersQueryOptions = (chainId: number) =>
  queryOptions({
    queryKey: ['admin', 'partners', chainId],
    queryFn: ({ signal }) => getAdminPartners(chainId, signal),
    meta: { account: true },
    staleTime: 30_000,
  });

/** The served partners list; asked only when the account is on the team (`enabled`). */
export const useAdminPartners = (chainId: number, enabled: boolean) =>
  useQuery({ ...getAdminPartnersQueryOptions(chainId), enabled });
