import type { ApiAdminPartnersStatusResponse } from '@eco/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const adminPartnersKey = (chainId: number) => ['admin', 'partners', chainId] as const;

/**
 * GET /api/admin/partners: the partners list whose proofs the site serves for `chainId`; asked
 * only when the account is on the team (`enabled`).
 */
export const useAdminPartners = (chainId: number, enabled: boolean) =>
  useQuery({
    queryKey: adminPartnersKey(chainId),
    queryFn: ({ signal }) =>
      apiRequest<ApiAdminPartnersStatusResponse>(`/admin/partners?chainId=${chainId}`, { signal }),
    meta: { account: true },
    staleTime: 30_000,
    enabled,
  });
