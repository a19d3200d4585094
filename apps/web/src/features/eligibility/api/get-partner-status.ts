import type { ApiPartnerProofResponse } from '@eco/shared';
import { ApiError, apiRequest } from '@/lib/api-client';
import type { PartnerStatus } from '../eligibility';

/**
 * Whether `address` is on the partners list whose root the contract holds, and its allocation,
 * from the same API endpoint the Buy dialog asks for a partner's proof (the API reads the
 * contract's root and answers from the list published with it, or the bundled one). Only the
 * API's "not a partner" answer means not a partner; any other failure leaves it unknown, with
 * the API's own words where it gave some.
 */
export async function getPartnerStatus(
  address: `0x${string}`,
  chainId: number,
  signal?: AbortSignal,
): Promise<PartnerStatus> {
  try {
    const { allocation } = await apiRequest<ApiPartnerProofResponse>(
      `/partners/${address}/proof?chainId=${chainId}`,
      { signal },
    );
    return { kind: 'partner', allocation: BigInt(allocation) };
  } catch (error) {
    if (error instanceof ApiError) {
      if (error.status === 404 && error.code === 'not_a_partner') return { kind: 'not-partner' };
      return { kind: 'unknown', reason: error.message };
    }
    throw error;
  }
}
