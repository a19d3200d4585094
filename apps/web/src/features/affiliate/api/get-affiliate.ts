import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiAffiliateResponse } from '@eco/shared';
import { apiRequest } from '@/lib/api-client';

/** The signed-in account's referral link and what it brought (401 when signed out). */
export const getAffiliate = ({ signal }: { signal?: AbortSignal } = {}) =>
  apiRequest<ApiAffiliateResponse>('/affiliate', { signal });

export const getAffiliateQueryOptions = () =>
  queryOptions({
    queryKey: ['affiliate'],
    queryFn: ({ signal }) => getAffiliate({ signal }),
    // One account's data: the auth feature drops `account` queries whenever the account changes.
    meta: { account: true },
    // Figures change with every referred sign-up or purchase: fetched again on each visit.
    staleTime: 0,
  });

export const useAffiliate = () => useQuery(getAffiliateQueryOptions());
