import { localDevPrivateKeys } from '@eco/contracts';
import { describe, expect, it } from 'vitest';
import { privateKeyToAccount } from 'viem/accounts';
import { signInWithWallet } from '../../../test/accounts';
import type { TestContext } from '../../../test/app';
import { get, post, sessionCookie, useTestApp } from '../../../test/app';
import { logIn, verifyEmail } from '../../../test/accounts';
import { databaseKinds } from '../../../test/databases';
import type { ReferredPurchasesReader } from './affiliate.chain';

const wallet = privateKeyToAccount(localDevPrivateKeys.referrer);

async function signupAs(t: TestContext, email: string, affiliateToken?: string) {
  const response = await post(t.app, '/api/auth/signup', {
    name: 'Ada',
    email,
    password: 'analytical engine 1843',
    ...(affiliateToken ? { affiliateToken } : {}),
  });
  expect(response.statusCode).toBe(201);
  await verifyEmail(t, email);
  return sessionCookie(await logIn(t, email))!;
}

async function linkWallet(t: TestContext, cookie: string) {
  await signInWithWallet(t, wallet, cookie);
}

describe.each(databaseKinds)('affiliate on $name (no INDEXER_URL)', (kind) => {
  const t = useTestApp(kind, { env: { SITE_URL: 'https://eco.example/' } });

  it('needs a signed-in user', async () => {
    expect((await get(t.app, '/api/affiliate')).statusCode).toBe(401);
  });

  it('returns code, referred sign-ups, and null purchases with the reason', async () => {
    const cookie = await signupAs(t, 'ada@example.com');
    const mine = (await get(t.app, '/api/affiliate', cookie)).json();
    expect(mine.code).toMatch(/^[A-Za-z0-9_-]{16}$/);
    expect(mine.signupsReferred).toBe(0);
    await signupAs(t, 'b@example.com', mine.code);
    await signupAs(t, 'c@example.com', mine.code);
    const after = (await get(t.app, '/api/affiliate', cookie)).json();
    expect(after).toEqual({
      code: mine.code,
      link: null,
      walletAddress: null,
      signupsReferred: 2,
      purchasesReferred: null,
      purchasesNote:
        'Purchases are not counted: the API has no INDEXER_URL to read the purchase history.',
    });
  });

  it('offers no link until a linked wallet can be paid through it, then the code link', async () => {
    const cookie = await signupAs(t, 'ada@example.com');
    const before = (await get(t.app, '/api/affiliate', cookie)).json();
    // The code resolves to no wallet yet: a link now would bring its owner nothing.
    expect(before.link).toBeNull();
    expect(before.walletAddress).toBeNull();
    await linkWallet(t, cookie);
    const after = (await get(t.app, '/api/affiliate', cookie)).json();
    expect(after.link).toBe(`https://eco.example/?affiliate-token=${after.code}`);
    expect(after.walletAddress).toBe(wallet.address);
    // The link's code is what the Buy dialog resolves: to the wallet the link says it pays.
    expect((await get(t.app, `/api/affiliates/${after.code}`)).json()).toEqual({
      referrer: wallet.address,
    });
  });

  it('GET /api/affiliates/:code: 404 unknown, 409 without wallet, then the referrer address', async () => {
    expect((await get(t.app, '/api/affiliates/nope')).statusCode).toBe(404);
    expect((await get(t.app, '/api/affiliates/%3Cscript%3E')).statusCode).toBe(404);
    const cookie = await signupAs(t, 'ada@example.com');
    const { code } = (await get(t.app, '/api/affiliate', cookie)).json();
    const noWallet = await get(t.app, `/api/affiliates/${code}`);
    expect(noWallet.statusCode).toBe(409);
    expect(noWallet.json().error.code).toBe('referrer_has_no_wallet');
    await linkWallet(t, cookie);
    const found = await get(t.app, `/api/affiliates/${code}`);
    expect(found.statusCode).toBe(200);
    expect(found.json()).toEqual({ referrer: wallet.address });
  });
});

describe.each(databaseKinds)('affiliate on $name (history reader)', (kind) => {
  const reads: string[] = [];
  const reader: ReferredPurchasesReader = {
    chainId: 31337,
    async read(referrer) {
      reads.push(referrer);
      return { count: 2, tokens: 3_000n * 10n ** 18n, rewards: 150n * 10n ** 18n };
    },
  };
  const t = useTestApp(kind, { purchasesReader: reader });

  it("reports purchases referred by the user's wallet", async () => {
    const cookie = await signupAs(t, 'ada@example.com');
    const before = (await get(t.app, '/api/affiliate', cookie)).json();
    expect(before.purchasesReferred).toBeNull();
    expect(before.purchasesNote).toContain('Link a wallet');
    await linkWallet(t, cookie);
    const after = (await get(t.app, '/api/affiliate', cookie)).json();
    expect(after.purchasesReferred).toEqual({
      count: 2,
      tokens: '3000000000000000000000',
      rewards: '150000000000000000000',
      chainId: 31337,
    });
    expect(after.purchasesNote).toBeNull();
    expect(reads).toContain(wallet.address);
  });
});
