import { t } from '@lingui/core/macro';
import type { ApiSaleAcceptance, SaleAcceptanceInput } from '@eco/shared';
import type { Address } from 'viem';
import { ApiError, apiRequest } from '@/lib/api-client';
import { hasSessionHint } from '@/stores/session-hint';
import type { SaleAcceptance } from '../terms-acceptance';

/** What became of the account's copy of an acceptance (the browser keeps its own whatever). */
export type AccountRecord =
  | { kind: 'recorded' }
  /** No session: there is no account to record it in. */
  | { kind: 'signed-out' }
  | { kind: 'failed'; message: string };

/**
 * Records the acceptance in the signed-in account too (POST /api/account/sale-acceptance), with
 * the wallet that buys. A browser that never signed in asks nothing (session-hint.ts); a session
 * that has ended is no failure.
 */
export async function recordAcceptanceInAccount(
  acceptance: SaleAcceptance,
  wallet: Address,
): Promise<AccountRecord> {
  if (!hasSessionHint()) return { kind: 'signed-out' };
  const { acceptedAt: _at, ...declared } = acceptance;
  const body: SaleAcceptanceInput = { ...declared, wallet };
  try {
    await apiRequest<ApiSaleAcceptance>('/account/sale-acceptance', { method: 'POST', body });
    return { kind: 'recorded' };
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return { kind: 'signed-out' };
    return {
      kind: 'failed',
      message: error instanceof ApiError ? error.message : t`The request failed.`,
    };
  }
}
