import { SIWE_COOKIE_NAME } from '@eco/shared';
import { expect } from 'vitest';
import type { PrivateKeyAccount } from 'viem/accounts';
import { createSiweMessage } from 'viem/siwe';
import type { TestContext } from './app';
import { get, post, sessionCookie } from './app';

/** Signs up with email + password; returns the session cookie. */
export async function signUp(t: TestContext, email: string, name = 'Ada'): Promise<string> {
  const response = await post(t.app, '/api/auth/signup', {
    name,
    email,
    password: 'analytical engine 1843',
  });
  expect(response.statusCode).toBe(201);
  return sessionCookie(response)!;
}

/**
 * Signs in with a wallet (SIWE). With `cookie`, links the wallet to that account and returns the
 * same cookie; without, signs in (creating the account) and returns the new session cookie.
 */
export async function signInWithWallet(
  t: TestContext,
  account: PrivateKeyAccount,
  cookie?: string,
): Promise<string> {
  const issued = await get(t.app, '/api/auth/siwe/nonce');
  const { nonce } = issued.json<{ nonce: string }>();
  // The nonce is only accepted back with the pre-session cookie it was issued with.
  const client = issued.cookies.find((c) => c.name === SIWE_COOKIE_NAME);
  const cookies = [cookie, client && `${SIWE_COOKIE_NAME}=${client.value}`].filter(Boolean);
  const message = createSiweMessage({
    domain: '127.0.0.1:5173',
    address: account.address,
    uri: 'http://127.0.0.1:5173',
    version: '1',
    chainId: 31337,
    nonce,
    issuedAt: t.clock.now(),
  });
  const signature = await account.signMessage({ message });
  const response = await post(
    t.app,
    '/api/auth/siwe/verify',
    { message, signature },
    { cookie: cookies.join('; ') },
  );
  expect(response.statusCode).toBe(200);
  return cookie ?? sessionCookie(response)!;
}
