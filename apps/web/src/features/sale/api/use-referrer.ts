import { useQuery } from '@tanstack/react-query';
import { getAddress, isAddress, type Address } from 'viem';
import { apiRequest } from '@/lib/api-client';
import { useAffiliateTokenStore } from '@/stores/affiliate-token';

/** Resolves an affiliate code to its owner's wallet through the API. */
export const getReferrer = (code: string) =>
  apiRequest<{ referrer: Address }>(`/affiliates/${encodeURIComponent(code)}`);

/**
 * The referrer a purchase names: the stored affiliate token when it is an address, or the
 * wallet behind an affiliate code. Never the buyer themself (the contract refuses it). Whether the
 * contract accepts this referrer (it must have bought) is the purchase form's check.
 * `pending` while a code is being looked up, so the purchase waits for it instead of leaving
 * without the referrer. A code that cannot pay (unknown, or its owner has linked no wallet) is
 * dropped without a word: the link was someone else's, and the buyer loses nothing by it.
 */
export function useReferrer(buyer: Address | undefined): {
  referrer: Address | undefined;
  pending: boolean;
} {
  const token = useAffiliateTokenStore((state) => state.affiliateToken);
  const direct = isAddress(token, { strict: false }) ? getAddress(token) : undefined;
  const code = useQuery({
    queryKey: ['affiliates', token],
    queryFn: () => getReferrer(token),
    enabled: Boolean(token) && !direct,
    staleTime: 60 * 60 * 1000,
  });
  const pending = Boolean(token) && !direct && code.isPending;
  const referrer = direct ?? code.data?.referrer;
  if (!referrer || (buyer && referrer.toLowerCase() === buyer.toLowerCase())) {
    return { referrer: undefined, pending };
  }
  return { referrer, pending: false };
}
