import type { ApiAdminPartnersBody, ApiAdminPartnersResponse } from '@eco/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { adminPartnersKey } from './get-admin-partners';

/**
 * POST /api/admin/partners: the API serves proofs of this list from now on. Buyers' cached proofs
 * are read again, and the served list is known without asking.
 */
export function usePublishPartners() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ApiAdminPartnersBody) =>
      apiRequest<ApiAdminPartnersResponse>('/admin/partners', { method: 'POST', body }),
    onSuccess: async (published) => {
      const queryKey = adminPartnersKey(published.chainId);
      // A read of the served list may still be on its way from before the publish. Invalidating
      // would join it (a first fetch is deduplicated, not restarted) and keep its stale "none
      // published"; cancel it and store what the API just answered instead.
      await queryClient.cancelQueries({ queryKey });
      queryClient.setQueryData(queryKey, { chainId: published.chainId, published });
      await queryClient.invalidateQueries({ queryKey: ['partners'] });
    },
  });
}
