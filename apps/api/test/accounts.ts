import { and, desc, eq } from 'drizzle-orm';
import { SIWE_COOKIE_NAME } from '@eco/shared';
import { expect } from 'vitest';
import type { PrivateKeyAccount } from 'viem/accounts';
import { createSiweMessage } from 'viem/siwe';
import { mailOutbox } from '../src/db/schema';
import { renderMail } from '../src/modules/mail/mail.repository';
import type { TestContext } from './app';
import { post, sessionCookie } from './app';

/** The password the helpers sign up with. */
export const PASSWORD = 'analytical engine 1843';

/** The newest mail of `kind` queued to `email`, read from the outbox (what the worker would send). */
export async function lastMail(t: TestContext, email: string, kind: string) {
  const [row] = await t.store.database.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.toAddress, email.toLowerCase()), eq(mailOutbox.kind, kind)))
    .orderBy(desc(mailOutbox.createdAt))
    .limit(1);
  return row;
}

/** The token of the newest `path?token=` link mailed to `email` (e.g. /verify-email). */
export async function mailedToken(
  t: TestContext,
  email: string,
  kind: 'verify_email' | 'reset_password',
): Promise<string> {
  const mail = await lastMail(t, email, kind);
  const path = kind === 'verify_email' ? 'verify-email' : 'reset-password';
  // The text as the worker sends it: the outbox keeps the token apart from the body.
  const pattern = new RegExp(`/${path}\\?token=([A-Za-z0-9_-]{43})`);
  const token = mail ? pattern.exec(renderMail(mail).text)?.[1] : undefined;
  expect(token, `a ${kind} link mailed to ${email}`).toBeDefined();
  return token!;
}

/** Signs up with email + password; the account is unverified and nobody is signed in. */
export async function signUpUnverified(
  t: TestContext,
  email: string,
  name = 'Ada',
  password = PASSWORD,
) {
  const response = await post(t.app, '/api/auth/signup', { name, email, password });
  expect(response.statusCode).toBe(201);
  return response;
}

/** Follows the verification link mailed to `email`. */
export async function verifyEmail(t: TestContext, email: string) {
  const token = await mailedToken(t, email, 'verify_email');
  const response = await post(t.app, '/api/auth/verify-email', { token });
  expect(response.statusCode).toBe(200);
}

/** Logs in; returns the response (session and device cookies). */
export function logIn(
  t: TestContext,
  email: string,
  options: { password?: string; ip?: string; cookie?: string } = {},
) {
  return post(
    t.app,
    '/api/auth/login',
    { email, password: options.password ?? PASSWORD },
    { ip: options.ip, cookie: options.cookie },
  );
}

/**
 * Signs up with email + password, follows the mailed verification link and logs in, as a person
 * would; returns the session cookie.
 */
export async function signUp(t: TestContext, email: string, name = 'Ada'): Promise<string> {
  await signUpUnverified(t, email, name);
  await verifyEmail(t, email);
  const response = await logIn(t, email);
  expect(response.statusCode).toBe(200);
  return sessionCookie(response)!;
}

/** A message signed by a wallet, as POST /api/auth/siwe/verify and /api/account/confirm take it. */
export interface SignedMessage {
  message: string;
  signature: `0x${string}`;
  /** `eco_siwe=<value>`: the nonce is only accepted back with the cookie it was issued with. */
  client: string;
}

/**
 * Asks for a nonce (keeping its cookie) and signs the EIP-4361 message the site builds; `ip` is
 * the client address the nonce is asked from.
 */
export async function signMessageWith(
  t: TestContext,
  account: PrivateKeyAccount,
  { statement, ip }: { statement?: string; ip?: string } = {},
): Promise<SignedMessage> {
  const issued = await t.app.inject({
    method: 'GET',
    url: '/api/auth/siwe/nonce',
    ...(ip ? { remoteAddress: ip } : {}),
  });
  const { nonce } = issued.json<{ nonce: string }>();
  const client = issued.cookies.find((c) => c.name === SIWE_COOKIE_NAME);
  expect(client, 'the nonce cookie').toBeDefined();
  const message = createSiweMessage({
    domain: '127.0.0.1:5173',
    address: account.address,
    ...(statement ? { statement } : {}),
    uri: 'http://127.0.0.1:5173',
    version: '1',
    chainId: 31337,
    nonce,
    issuedAt: t.clock.now(),
  });
  const signature = await account.signMessage({ message });
  return { message, signature, client: `${SIWE_COOKIE_NAME}=${client!.value}` };
}

/** POSTs a signed message to `url` with its nonce cookie and, when given, a session cookie. */
export function postSigned(
  t: TestContext,
  url: string,
  signed: SignedMessage,
  options: { cookie?: string | undefined; ip?: string } = {},
) {
  const cookie = [options.cookie, signed.client].filter(Boolean).join('; ');
  return post(
    t.app,
    url,
    { message: signed.message, signature: signed.signature },
    { cookie, ip: options.ip },
  );
}

/** Signs in with a wallet (SIWE), or with `cookie` links it to that account; the answer. */
export async function walletVerify(
  t: TestContext,
  account: PrivateKeyAccount,
  cookie?: string,
  ip?: string,
) {
  const signed = await signMessageWith(t, account, { ip });
  return postSigned(t, '/api/auth/siwe/verify', signed, { cookie, ip });
}

/**
 * Signs in with a wallet (SIWE), from `ip` when given. With `cookie`, links the wallet to that
 * account and returns the same cookie; without, signs in (creating the account) and returns the
 * new session cookie.
 */
export async function signInWithWallet(
  t: TestContext,
  account: PrivateKeyAccount,
  cookie?: string,
  ip?: string,
): Promise<string> {
  const response = await walletVerify(t, account, cookie, ip);
  expect(response.statusCode).toBe(200);
  return cookie ?? sessionCookie(response)!;
}

/** Confirms it is the owner on the session of `cookie` with a signature of `account`. */
export async function confirmWithWallet(
  t: TestContext,
  account: PrivateKeyAccount,
  cookie: string,
  ip?: string,
) {
  const signed = await signMessageWith(t, account, { statement: 'Confirm it is me.', ip });
  return postSigned(t, '/api/account/confirm', signed, { cookie, ip });
}
