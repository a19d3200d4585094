import { localDevPrivateKeys } from '@eco/contracts';
import { describe, expect, it } from 'vitest';
import { privateKeyToAccount } from 'viem/accounts';
import { createSiweMessage } from 'viem/siwe';
import type { TestContext } from '../../../test/app';
import { get, post, sessionCookie, useTestApp } from '../../../test/app';
import { countRows, databaseKinds } from '../../../test/databases';
import { signUp } from '../../../test/accounts';
import { NONCE_TTL_MS } from './siwe.routes';

const wallet = privateKeyToAccount(localDevPrivateKeys.referrer);
const otherWallet = privateKeyToAccount(localDevPrivateKeys.partner1);

type Account = typeof wallet;

/** Fetches a nonce and signs an EIP-4361 message the way the web app will. */
async function signIn(
  t: TestContext,
  options: {
    account?: Account;
    domain?: string;
    chainId?: number;
    expiresInMs?: number;
    nonce?: string;
  } = {},
) {
  const account = options.account ?? wallet;
  const nonce = options.nonce ?? (await get(t.app, '/api/auth/siwe/nonce')).json().nonce;
  const now = t.clock.now();
  const message = createSiweMessage({
    domain: options.domain ?? '127.0.0.1:5173',
    address: account.address,
    statement: 'Sign in to Green Planet ECO.',
    uri: 'http://127.0.0.1:5173',
    version: '1',
    chainId: options.chainId ?? 31337,
    nonce,
    issuedAt: now,
    expirationTime: new Date(now.getTime() + (options.expiresInMs ?? 5 * 60_000)),
  });
  const signature = await account.signMessage({ message });
  return { message, signature };
}

const verify = (t: TestContext, body: object, cookie?: string) =>
  post(t.app, '/api/auth/siwe/verify', body, { cookie });

describe.each(databaseKinds)('SIWE on $name', (kind) => {
  const t = useTestApp(kind);

  it('creates an account for a new wallet, signs it in, and signs it in again later', async () => {
    const nonce = await get(t.app, '/api/auth/siwe/nonce');
    expect(nonce.statusCode).toBe(200);
    expect(nonce.json().nonce).toMatch(/^[a-zA-Z0-9]{8,}$/);
    const first = await verify(t, await signIn(t, { nonce: nonce.json().nonce }));
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

  it('refuses a replayed message (single-use nonce)', async () => {
    const body = await signIn(t);
    expect((await verify(t, body)).statusCode).toBe(200);
    const replay = await verify(t, body);
    expect(replay.statusCode).toBe(401);
    expect(replay.json().error.code).toBe('siwe_nonce_invalid');
  });

  it('refuses a nonce the server never issued, and one that expired', async () => {
    const forged = await verify(t, await signIn(t, { nonce: 'abcdefgh12345678' }));
    expect(forged.json().error.code).toBe('siwe_nonce_invalid');
    const body = await signIn(t, { expiresInMs: 60 * 60_000 });
    t.clock.advance(NONCE_TTL_MS + 1000);
    const late = await verify(t, body);
    expect(late.statusCode).toBe(401);
    expect(late.json().error.code).toBe('siwe_nonce_invalid');
  });

  it('refuses a message for another domain', async () => {
    const response = await verify(t, await signIn(t, { domain: 'evil.example' }));
    expect(response.statusCode).toBe(401);
    expect(response.json().error).toEqual({
      code: 'siwe_wrong_domain',
      message: 'This sign-in message was made for another site (evil.example).',
    });
  });

  it('refuses a chain that is not allowed', async () => {
    const response = await verify(t, await signIn(t, { chainId: 137 }));
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('siwe_wrong_chain');
    expect(response.json().error.message).toContain('1, 11155111, 31337');
  });

  it('refuses an expired message', async () => {
    const body = await signIn(t, { expiresInMs: 30_000 });
    t.clock.advance(31_000);
    const response = await verify(t, body);
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('siwe_expired');
  });

  it('refuses a signature by another key, and garbage', async () => {
    const { message } = await signIn(t);
    const signature = await otherWallet.signMessage({ message });
    expect((await verify(t, { message, signature })).json().error.code).toBe('siwe_bad_signature');
    expect((await verify(t, { message: 'hello', signature: '0x1234' })).json().error.code).toBe(
      'invalid_siwe_message',
    );
    expect((await countRows(t.store.database.db)).users).toBe(0);
  });

  it('links a wallet to a signed-in email account; 409 when linked elsewhere', async () => {
    // The wallet first gets its own account.
    expect((await verify(t, await signIn(t))).statusCode).toBe(200);
    const cookie = await signUp(t, 'ada@example.com');
    const taken = await verify(t, await signIn(t), cookie);
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error).toEqual({
      code: 'wallet_linked_elsewhere',
      message: 'This wallet is already linked to another account.',
    });
    const linked = await verify(t, await signIn(t, { account: otherWallet }), cookie);
    expect(linked.statusCode).toBe(200);
    expect(linked.json()).toMatchObject({
      linked: true,
      created: false,
      user: { email: 'ada@example.com', walletAddress: otherWallet.address },
    });
    const me = await get(t.app, '/api/auth/me', cookie);
    expect(me.json().user.walletAddress).toBe(otherWallet.address);
    // Signing in with that wallet now opens the email account.
    const viaWallet = await verify(t, await signIn(t, { account: otherWallet }));
    expect(viaWallet.json().user.email).toBe('ada@example.com');
  });

  it('refuses verify without the site Origin', async () => {
    const body = await signIn(t);
    const response = await post(t.app, '/api/auth/siwe/verify', body, {
      origin: 'https://evil.example',
    });
    expect(response.statusCode).toBe(403);
  });
});
