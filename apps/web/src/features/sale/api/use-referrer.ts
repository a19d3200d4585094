import { useQuery } from '@tanstack/react-query';
import { getAddress, isAddress, type Address } from 'viem';
import { apiRequest } from '@/lib/api-client';
import { useAffiliateTokenStore } from '@/stores/affiliate-token';

/** Resolves an affiliate code to its owner's wallet through the API. */
export const getReferrer = (code: string) =>
  apiRequest<{ referrer: Address }>(`/affiliates/${encodeURIComponent(code)}`);

/**
 * The referrer a purchase names: the stored affiliate token when it is an address, or the
 * wallet behind an affiliate code. Never the buyer themself (the contract would pay nothing).
 */
export function useReferrer(buyer: Address | undefined) {
  const token = useAffiliateTokenStore((state) => state.affiliateToken);
  const direct = isAddress(token, { strict: false }) ? getAddress(token) : undefined;
  const code = useQuery({
    queryKey: ['affiliates', token],
    queryFn: () => getReferrer(token),
    enabled: Boolean(token) && !direct,
    staleTime: 60 * 60 * 1000,
  });
  const referrer = direct ?? code.data?.referrer;
  if (!referrer || (buyer && referrer.toLowerCase() === buyer.toLowerCase())) {
    return { referrer: undefined, token, unresolved: Boolean(token) && !direct && code.isError };
  }
  return { referrer, token, unresolved: false };
}
