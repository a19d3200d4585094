import { localDevPrivateKeys } from '@eco/contracts';
import { SIWE_COOKIE_NAME } from '@eco/shared';
import { siweNonces } from '../../db/schema';
import { sha256Hex } from '../../lib/tokens';
import { describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { hexToBigInt, numberToHex, parseSignature, serializeSignature } from 'viem';
import type { Hex } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { createSiweMessage } from 'viem/siwe';
import type { TestContext } from '../../../test/app';
import { get, post, sessionCookie, useTestApp } from '../../../test/app';
import { countRows, databaseKinds, pgliteKind } from '../../../test/databases';
import { signUp } from '../../../test/accounts';
import { NONCE_TTL_MS } from './siwe.routes';

const wallet = privateKeyToAccount(localDevPrivateKeys.referrer);
const otherWallet = privateKeyToAccount(localDevPrivateKeys.partner1);

type Account = typeof wallet;

/** `eco_siwe=<value>` from a nonce response, or undefined when it set none. */
function clientCookie(response: LightMyRequestResponse): string | undefined {
  const cookie = response.cookies.find((c) => c.name === SIWE_COOKIE_NAME);
  return cookie && cookie.value ? `${SIWE_COOKIE_NAME}=${cookie.value}` : undefined;
}

/** A signed message with the pre-session cookie its nonce was issued with. */
interface Signed {
  message: string;
  signature: Hex;
  client: string | undefined;
}

/**
 * Fetches a nonce (keeping its cookie) and signs an EIP-4361 message the way the web app does.
 * `edit` changes the text before it is signed (to try messages the site never builds).
 */
async function signIn(
  t: TestContext,
  options: {
    account?: Account;
    domain?: string;
    uri?: string;
    scheme?: string;
    chainId?: number;
    expiresInMs?: number;
    issuedAt?: Date;
    notBefore?: Date;
    nonce?: string;
    edit?: (message: string) => string;
  } = {},
): Promise<Signed> {
  const account = options.account ?? wallet;
  let nonce = options.nonce;
  let client: string | undefined;
  if (!nonce) {
    const response = await get(t.app, '/api/auth/siwe/nonce');
    nonce = response.json().nonce as string;
    client = clientCookie(response);
  }
  const now = t.clock.now();
  const built = createSiweMessage({
    domain: options.domain ?? '127.0.0.1:5173',
    address: account.address,
    statement: 'Sign in to Green Planet ECO.',
    uri: options.uri ?? 'http://127.0.0.1:5173',
    version: '1',
    chainId: options.chainId ?? 31337,
    nonce,
    issuedAt: options.issuedAt ?? now,
    expirationTime: new Date(now.getTime() + (options.expiresInMs ?? 5 * 60_000)),
    ...(options.notBefore ? { notBefore: options.notBefore } : {}),
    ...(options.scheme ? { scheme: options.scheme } : {}),
  });
  const message = options.edit ? options.edit(built) : built;
  const signature = await account.signMessage({ message });
  return { message, signature, client };
}

/** POSTs the message and signature with the nonce's cookie (unless `client` says otherwise). */
const verify = (
  t: TestContext,
  signed: Signed,
  options: { session?: string | undefined; client?: string | null } = {},
) => {
  const client = options.client === undefined ? signed.client : (options.client ?? undefined);
  const cookie = [options.session, client].filter(Boolean).join('; ');
  return post(
    t.app,
    '/api/auth/siwe/verify',
    { message: signed.message, signature: signed.signature },
    { cookie: cookie || undefined },
  );
};

const errorOf = (response: LightMyRequestResponse) =>
  response.json<{ error: { code: string; message: string } }>().error;

/** The same signature with s replaced by n - s (and v flipped): valid for ecrecover, malleable. */
function highS(signature: Hex): Hex {
  const n = 0xfffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141n;
  const { r, s, yParity } = parseSignature(signature);
  return serializeSignature({
    r,
    s: numberToHex(n - hexToBigInt(s), { size: 32 }),
    yParity: yParity === 0 ? 1 : 0,
  });
}

describe.each(databaseKinds)('SIWE on $name', (kind) => {
  const t = useTestApp(kind);

  it('creates an account for a new wallet, signs it in, and signs it in again later', async () => {
    const nonce = await get(t.app, '/api/auth/siwe/nonce');
    expect(nonce.statusCode).toBe(200);
    expect(nonce.json().nonce).toMatch(/^[a-zA-Z0-9]{8,}$/);
    const first = await verify(t, {
      ...(await signIn(t, { nonce: nonce.json().nonce })),
      client: clientCookie(nonce),
    });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      created: true,
      linked: false,
      user: { walletAddress: wallet.address, email: null },
    });
    const me = await get(t.app, '/api/auth/me', sessionCookie(first));
    expect(me.json().user.walletAddress).toBe(wallet.address);

    const again = await verify(t, await signIn(t));
    expect(again.json()).toMatchObject({ created: false, user: { id: first.json().user.id } });
    expect((await countRows(t.store.database.db)).users).toBe(1);
  });

  it('binds the nonce to a short-lived HttpOnly cookie of the browser that asked for it', async () => {
    const response = await get(t.app, '/api/auth/siwe/nonce');
    const cookie = response.cookies.find((c) => c.name === SIWE_COOKIE_NAME);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/', maxAge: 600 });
    expect(cookie?.secure).toBeFalsy();
    expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // Only the cookie's SHA-256 is stored, next to the nonce it was issued with.
    const rows = await t.store.database.db.select().from(siweNonces);
    expect(rows).toEqual([
      expect.objectContaining({
        nonce: response.json().nonce,
        clientHash: sha256Hex(cookie!.value),
      }),
    ]);
  });

  it('accepts the nonce only with its cookie, and clears the cookie', async () => {
    const signed = await signIn(t);
    const noCookie = await verify(t, signed, { client: null });
    expect(noCookie.statusCode).toBe(401);
    expect(errorOf(noCookie)).toEqual({
      code: 'siwe_nonce_invalid',
      message:
        'This sign-in was not started in this browser (its sign-in cookie is missing). Allow cookies for this site and sign in again.',
    });
    // Another browser's cookie (it asked for a nonce of its own) does not unlock this nonce.
    const other = clientCookie(await get(t.app, '/api/auth/siwe/nonce'));
    const wrongCookie = await verify(t, signed, { client: other });
    expect(wrongCookie.statusCode).toBe(401);
    expect(errorOf(wrongCookie).code).toBe('siwe_nonce_invalid');
    expect(errorOf(wrongCookie).message).toContain('started in another tab or browser');
    // Those attempts did not use the nonce up: its own browser still signs in with it.
    const right = await verify(t, signed);
    expect(right.statusCode).toBe(200);
    const cleared = right.cookies.find((c) => c.name === SIWE_COOKIE_NAME);
    expect(cleared?.value).toBe('');
    expect(cleared?.expires?.getTime() ?? 0).toBeLessThan(Date.now());
  });

  it('refuses a replayed message (single-use nonce)', async () => {
    const signed = await signIn(t);
    expect((await verify(t, signed)).statusCode).toBe(200);
    const replay = await verify(t, signed);
    expect(replay.statusCode).toBe(401);
    expect(errorOf(replay).code).toBe('siwe_nonce_invalid');
  });

  it('refuses a nonce the server never issued, and one that expired', async () => {
    const client = clientCookie(await get(t.app, '/api/auth/siwe/nonce'));
    const forged = await verify(t, {
      ...(await signIn(t, { nonce: 'abcdefgh12345678' })),
      client,
    });
    expect(errorOf(forged).code).toBe('siwe_nonce_invalid');
    const signed = await signIn(t, { expiresInMs: 60 * 60_000 });
    t.clock.advance(NONCE_TTL_MS + 1000);
    const late = await verify(t, signed);
    expect(late.statusCode).toBe(401);
    expect(errorOf(late).code).toBe('siwe_nonce_invalid');
  });

  it('refuses a message for another domain', async () => {
    const response = await verify(t, await signIn(t, { domain: 'evil.example' }));
    expect(response.statusCode).toBe(401);
    expect(errorOf(response)).toEqual({
      code: 'siwe_wrong_domain',
      message: 'This sign-in message was made for another site (evil.example).',
    });
  });

  it('refuses a uri that is not the site, and a scheme that is not its own', async () => {
    for (const uri of ['http://evil.example', 'http://127.0.0.1:5174', 'http://localhost:5173']) {
      const response = await verify(t, await signIn(t, { uri }));
      expect(response.statusCode, uri).toBe(401);
      expect(errorOf(response), uri).toEqual({
        code: 'siwe_wrong_uri',
        message: `This sign-in message was made for another address (${uri}). Sign in again on this site.`,
      });
    }
    const scheme = await verify(t, await signIn(t, { scheme: 'https' }));
    expect(scheme.statusCode).toBe(401);
    expect(errorOf(scheme).code).toBe('siwe_wrong_uri');
    expect((await countRows(t.store.database.db)).users).toBe(0);
  });

  it('refuses a chain that is not allowed', async () => {
    const response = await verify(t, await signIn(t, { chainId: 137 }));
    expect(response.statusCode).toBe(401);
    expect(errorOf(response).code).toBe('siwe_wrong_chain');
    expect(errorOf(response).message).toContain('1, 11155111, 31337');
  });

  it('refuses text the site never asks a wallet to sign: extra, missing or reordered lines', async () => {
    const edits: Record<string, (message: string) => string> = {
      'trailing text': (m) => `${m}\n\nAnd transfer all my tokens.`,
      'a trailing newline': (m) => `${m}\n`,
      'leading text': (m) => `Hello\n${m}`,
      'an extra line': (m) => m.replace('\nNonce:', '\nRequest ID: 7\nNonce:'),
      'reordered lines': (m) => {
        const lines = m.split('\n');
        const at = lines.findIndex((l) => l.startsWith('Version:'));
        [lines[at], lines[at + 1]] = [lines[at + 1]!, lines[at]!];
        return lines.join('\n');
      },
      'a date in another format': (m) => m.replace(/(Issued At: [^.]+)\.000Z/, '$1Z'),
      'version 2': (m) => m.replace('Version: 1', 'Version: 2'),
      'a lower-case address': (m) => m.replace(wallet.address, wallet.address.toLowerCase()),
    };
    for (const [name, edit] of Object.entries(edits)) {
      const response = await verify(t, await signIn(t, { edit }));
      expect(response.statusCode, name).toBe(400);
      expect(errorOf(response).code, name).toBe('invalid_siwe_message');
    }
    expect((await countRows(t.store.database.db)).users).toBe(0);
  });

  it('refuses a message issued in the future, before its notBefore, expired, or issued long ago', async () => {
    const now = t.clock.now().getTime();
    const future = await verify(t, await signIn(t, { issuedAt: new Date(now + 6 * 60_000) }));
    expect(errorOf(future).code).toBe('siwe_not_yet_valid');
    const notBefore = await verify(t, await signIn(t, { notBefore: new Date(now + 60_000) }));
    expect(errorOf(notBefore).code).toBe('siwe_not_yet_valid');
    const old = await verify(t, await signIn(t, { issuedAt: new Date(now - 60 * 60_000) }));
    expect(old.statusCode).toBe(401);
    expect(errorOf(old)).toEqual({
      code: 'siwe_expired',
      message: 'This sign-in message is too old. Sign in again.',
    });
    const signed = await signIn(t, { expiresInMs: 30_000 });
    t.clock.advance(31_000);
    const expired = await verify(t, signed);
    expect(expired.statusCode).toBe(401);
    expect(errorOf(expired).code).toBe('siwe_expired');
  });

  it('refuses a high-s (malleable) signature that ecrecover would accept', async () => {
    const signed = await signIn(t);
    const response = await verify(t, { ...signed, signature: highS(signed.signature) });
    expect(response.statusCode).toBe(401);
    expect(errorOf(response)).toEqual({
      code: 'siwe_high_s',
      message:
        'This signature is in a form Ethereum no longer accepts (its s value is above half the curve order, see EIP-2). Sign in again; your wallet will sign in the standard form.',
    });
    expect((await countRows(t.store.database.db)).users).toBe(0);
    // The standard (low-s) signature of the same message still works: the nonce was not used.
    expect((await verify(t, signed)).statusCode).toBe(200);
  });

  it('refuses a signature by another key, and garbage', async () => {
    const { message, client } = await signIn(t);
    const signature = await otherWallet.signMessage({ message });
    expect(errorOf(await verify(t, { message, signature, client })).code).toBe(
      'siwe_bad_signature',
    );
    const garbage = await verify(t, { message: 'hello', signature: '0x1234', client });
    expect(errorOf(garbage).code).toBe('invalid_siwe_message');
    expect((await countRows(t.store.database.db)).users).toBe(0);
  });

  it('refuses a signature that is not whole bytes', async () => {
    const signed = await signIn(t);
    const response = await verify(t, { ...signed, signature: `${signed.signature}0` as Hex });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({
      signature: 'The signature must be whole bytes (an even number of hex digits).',
    });
  });

  it('links a wallet to a signed-in email account; 409 when linked elsewhere', async () => {
    // The wallet first gets its own account.
    expect((await verify(t, await signIn(t))).statusCode).toBe(200);
    const session = await signUp(t, 'ada@example.com');
    const taken = await verify(t, await signIn(t), { session });
    expect(taken.statusCode).toBe(409);
    expect(errorOf(taken)).toEqual({
      code: 'wallet_linked_elsewhere',
      message: 'This wallet is already linked to another account.',
    });
    const linked = await verify(t, await signIn(t, { account: otherWallet }), { session });
    expect(linked.statusCode).toBe(200);
    expect(linked.json()).toMatchObject({
      linked: true,
      created: false,
      user: { email: 'ada@example.com', walletAddress: otherWallet.address },
    });
    const me = await get(t.app, '/api/auth/me', session);
    expect(me.json().user.walletAddress).toBe(otherWallet.address);
    // Signing in with that wallet now opens the email account.
    const viaWallet = await verify(t, await signIn(t, { account: otherWallet }));
    expect(viaWallet.json().user.email).toBe('ada@example.com');
  });

  it('refuses verify without the site Origin', async () => {
    const signed = await signIn(t);
    const response = await post(
      t.app,
      '/api/auth/siwe/verify',
      { message: signed.message, signature: signed.signature },
      { origin: 'https://evil.example', cookie: signed.client },
    );
    expect(response.statusCode).toBe(403);
  });
});

// A site served over https: the message's uri must be https too, and the cookie is Secure.
describe('SIWE on an https site', () => {
  const t = useTestApp(pgliteKind, {
    env: { WEB_ORIGINS: 'https://eco.example', SESSION_COOKIE_SECURE: 'true' },
  });
  const site = { domain: 'eco.example', uri: 'https://eco.example' };

  it('sets the pre-session cookie Secure', async () => {
    const response = await get(t.app, '/api/auth/siwe/nonce');
    const cookie = response.cookies.find((c) => c.name === SIWE_COOKIE_NAME);
    expect(cookie).toMatchObject({ secure: true, httpOnly: true });
  });

  it('signs in with an https uri, and refuses the same site over http', async () => {
    const postAs = (signed: Signed) =>
      post(
        t.app,
        '/api/auth/siwe/verify',
        { message: signed.message, signature: signed.signature },
        { origin: site.uri, cookie: signed.client },
      );
    const http = await postAs(await signIn(t, { ...site, uri: 'http://eco.example' }));
    expect(http.statusCode).toBe(401);
    expect(errorOf(http).code).toBe('siwe_wrong_uri');
    const httpScheme = await postAs(await signIn(t, { ...site, scheme: 'http' }));
    expect(errorOf(httpScheme).code).toBe('siwe_wrong_uri');
    const ok = await postAs(await signIn(t, { ...site, scheme: 'https' }));
    expect(ok.statusCode).toBe(200);
    expect((await postAs(await signIn(t, site))).statusCode).toBe(200);
  });
});
