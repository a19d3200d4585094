import { useQuery } from '@tanstack/react-query';
import type { ApiAffiliateResponse } from '@eco/shared';
import { apiRequest } from '@/lib/api-client';

/** The signed-in account's referral link and what it brought (401 when signed out). */
export const useAffiliate = () =>
  useQuery({
    queryKey: ['affiliate'],
    queryFn: ({ signal }) => apiRequest<ApiAffiliateResponse>('/affiliate', { signal }),
    // One account's data: the auth feature drops `account` queries whenever the account changes.
    meta: { account: true },
    // Figures change with every referred sign-up or purchase: fetched again on each visit.
    staleTime: 0,
  });
