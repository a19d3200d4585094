import type { ApiAdminPartnersBody, ApiAdminPartnersResponse } from '@eco/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** POST /api/admin/partners: the API serves proofs of this list from now on. */
export const publishPartners = (body: ApiAdminPartnersBody) =>
  apiRequest<ApiAdminPartnersResponse>('/admin/partners', { method: 'POST', body });

/** Publishes a partners list; buyers' cached proofs and the served list are then read again. */
export function usePublishPartners() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: publishPartners,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['partners'] }),
        queryClient.invalidateQueries({ queryKey: ['admin', 'partners'] }),
      ]),
  });
}
