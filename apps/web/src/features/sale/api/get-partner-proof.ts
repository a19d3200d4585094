import { localPartnerGrant } from '@eco/contracts/partners';
import type { PartnerGrant } from '@eco/contracts/partners';
import type { ApiPartnerProofResponse } from '@eco/shared';
import { useQuery } from '@tanstack/react-query';
import type { Address, Hex } from 'viem';
import { ApiError, apiRequest } from '@/lib/api-client';

/**
 * The partner's allocation and proof from the list the team published last; null when not on
 * it. The allocation comes as a decimal string of base units (JSON has no bigint).
 */
async function getPartnerGrantFromApi(
  address: Address,
  chainId: number,
  signal?: AbortSignal,
): Promise<PartnerGrant | null> {
  try {
    const { allocation, proof } = await apiRequest<ApiPartnerProofResponse>(
      `/partners/${address}/proof?chainId=${chainId}`,
      { signal },
    );
    return { allocation: BigInt(allocation), proof };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/** Why the API gave no proof (see `PartnerProofFailure` in sale-checks). */
function failureOf(error: unknown) {
  return error instanceof ApiError && error.code === 'partners_list_mismatch'
    ? ('no_matching_list' as const)
    : ('unavailable' as const);
}

/**
 * The allocation and merkle proof `account` buys with in the partners stage. While the
 * contract's root is the one of the list bundled with the site, the bundled list answers without
 * a request; after the team set a new root, the API serves the list it published.
 * `grant` is undefined while unknown (or without an account), null when the account is not a
 * partner. Asked whatever the tab, because the dialog opens on the partners stage for a partner.
 */
export function usePartnerGrant(
  account: Address | undefined,
  chainId: number,
  onChainRoot: Hex | undefined,
) {
  // Decided locally while the contract's root is the bundled list's (or there is none).
  const local =
    account === undefined || onChainRoot === undefined
      ? undefined
      : localPartnerGrant(account, chainId, onChainRoot);
  const api = useQuery({
    // Disabled without an account: the key's address is then never requested.
    queryKey: ['partners', 'proof', chainId, account ?? '0x'],
    queryFn: ({ signal }) => getPartnerGrantFromApi(account ?? '0x', chainId, signal),
    staleTime: 60_000,
    enabled: account !== undefined && onChainRoot !== undefined && local === undefined,
  });
  if (account === undefined || onChainRoot === undefined)
    return { grant: undefined, failure: undefined };
  if (local !== undefined) return { grant: local, failure: undefined };
  return { grant: api.data, failure: api.isError ? failureOf(api.error) : undefined };
}
