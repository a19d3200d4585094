import type { ApiSupplyResponse } from '@eco/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/**
 * The token's supply as the API's supply endpoint answers it (docs/supply.md): the same figures
 * listing sites read, each from one multicall at one block.
 */
export function useSupply() {
  return useQuery<ApiSupplyResponse>({
    queryKey: ['api', 'supply'],
    staleTime: 30_000,
    retry: false,
    queryFn: ({ signal }) => apiRequest<ApiSupplyResponse>('/supply', { signal }),
  });
}
