import type { ApiAdminPartnersBody, ApiAdminPartnersResponse } from '@eco/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { getAdminPartnersQueryOptions } from './get-admin-partners';

/** POST /api/admin/partners: the API serves proofs of this list from now on. */
export const publishPartners = (body: ApiAdminPartnersBody) =>
  apiRequest<ApiAdminPartnersResponse>('/admin/partners', { method: 'POST', body });

/** Publishes a partners list; buyers' cached proofs are read again, the served list is known. */
export function usePublishPartners() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: publishPartners,
    onSuccess: async (published) => {
      const { queryKey } = getAdminPartnersQueryOptions(published.chainId);
      // A read of the served list may still be on its way from before the publish. Invalidating
      // would join it (a first fetch is deduplicated, not restarted) and keep its stale "none
      // published"; cancel it and store what the API just answered instead.
      await queryClient.cancelQueries({ queryKey });
      queryClient.setQueryData(queryKey, { chainId: published.chainId, published });
      await queryClient.invalidateQueries({ queryKey: ['partners'] });
    },
  });
}
