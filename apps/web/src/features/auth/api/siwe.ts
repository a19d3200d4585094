import type { ApiSiweVerifyResponse, SiweVerifyInput } from '@eco/shared';
import { apiRequest } from '@/lib/api-client';

/**
 * Sends the signed EIP-4361 message (`signSiweMessage` in lib/wallet/siwe.ts); the API signs in
 * (or links the wallet to) the account.
 */
export const verifySiwe = (input: SiweVerifyInput) =>
  apiRequest<ApiSiweVerifyResponse>('/auth/siwe/verify', { method: 'POST', body: input });
