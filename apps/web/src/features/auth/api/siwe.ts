import type { ApiSiweNonceResponse, ApiSiweVerifyResponse, SiweVerifyInput } from '@eco/shared';
import { apiRequest } from '@/lib/api-client';

/** A single-use nonce for a sign-in message. */
export const getSiweNonce = () => apiRequest<ApiSiweNonceResponse>('/auth/siwe/nonce');

/** Sends the signed EIP-4361 message; the API signs in (or links the wallet to) the account. */
export const verifySiwe = (input: SiweVerifyInput) =>
  apiRequest<ApiSiweVerifyResponse>('/auth/siwe/verify', { method: 'POST', body: input });
