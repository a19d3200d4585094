import type { ApiSiweNonceResponse, SiweVerifyInput } from '@eco/shared';
import type { Address } from 'viem';
import { createSiweMessage } from 'viem/siwe';
import type { Config } from 'wagmi';
import { signMessage } from 'wagmi/actions';
import { ApiError, apiRequest } from '@/lib/api-client';
import { walletErrorKind, walletErrorMessage } from './errors';

/** How long a signed message is good for: the API's nonce lives 10 minutes too. */
const MESSAGE_TTL_MS = 10 * 60 * 1000;

/**
 * Has the connected wallet sign an EIP-4361 (Sign-In with Ethereum) message for this site: the
 * API hands out a single-use nonce (and binds it to this browser with a cookie), the message
 * names this site, the chain, the nonce and an expiry, and the API checks all of it. What
 * signing in and linking (POST /api/auth/siwe/verify) and confirming it is the account's owner
 * (POST /api/account/confirm) send.
 */
export async function signSiweMessage(
  config: Config,
  { address, chainId, statement }: { address: Address; chainId: number; statement: string },
): Promise<SiweVerifyInput> {
  const { nonce } = await apiRequest<ApiSiweNonceResponse>('/auth/siwe/nonce');
  const message = createSiweMessage({
    domain: window.location.host,
    address,
    statement,
    uri: window.location.origin,
    version: '1',
    chainId,
    nonce,
    issuedAt: new Date(),
    expirationTime: new Date(Date.now() + MESSAGE_TTL_MS),
  });
  const signature = await signMessage(config, { message });
  return { message, signature };
}

/** What to tell the visitor when signing failed: the API's answer, the wallet's, or `fallback`. */
export function siweErrorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.message;
  return walletErrorKind(error) !== 'unknown' ? walletErrorMessage(error).message : fallback;
}
