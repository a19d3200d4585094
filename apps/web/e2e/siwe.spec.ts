import { expect, test } from './support/wallet-fixtures';
import { installTestWallet } from './support/test-wallet';
import { e2ePorts } from './support/ports';
import { ensureVerifiedAccount, linkTestWallet, submitLoginForm } from './support/accounts';

test.describe('sign in with Ethereum', () => {
  test('a wallet signs an EIP-4361 message and is signed in, then stays signed in', async ({
    page,
    account,
    connectedWallet,
  }) => {
    const wallet = await connectedWallet.install({ privateKey: account.privateKey });
    await page.goto('/login');
    await connectedWallet.connect(
      page.getByRole('button', { name: 'Connect a wallet to sign in' }),
    );

    await page.getByRole('button', { name: 'Sign in with wallet' }).click();
    await expect(page).toHaveURL(/\/portfolio$/);
    await expect(
      page.getByRole('alert').filter({ hasText: 'signed in with your wallet' }),
    ).toBeVisible();

    // The wallet was asked to sign one message naming this site, the chain and a nonce.
    const signs = wallet.requests('personal_sign');
    expect(signs).toHaveLength(1);
    const text = Buffer.from(String((signs[0]?.params as string[])[0]).slice(2), 'hex').toString();
    expect(text).toContain(
      `127.0.0.1:${e2ePorts.web} wants you to sign in with your Ethereum account:`,
    );
    expect(text).toContain(account.address);
    expect(text).toContain('Chain ID: 31337');
    expect(text).toMatch(/Nonce: \w{8,}/);
    expect(text).toMatch(/Expiration Time: /);

    // The nonce's pre-session cookie was used up by the sign-in.
    expect((await page.context().cookies()).map((c) => c.name)).not.toContain('eco_siwe');

    // The session is the API's: after a reload the account is still signed in with that wallet.
    await page.reload();
    const me = await page.request.get('/api/auth/me');
    expect(me.status()).toBe(200);
    const body = (await me.json()) as { user: { walletAddress: string } };
    expect(body.user.walletAddress.toLowerCase()).toBe(account.address.toLowerCase());
  });

  test('declining to sign leaves the visitor signed out with a clear message', async ({
    page,
    account,
    connectedWallet,
  }) => {
    const wallet = await connectedWallet.install({ privateKey: account.privateKey });
    await page.goto('/login');
    await connectedWallet.connect(
      page.getByRole('button', { name: 'Connect a wallet to sign in' }),
    );
    wallet.rejectNext('personal_sign');
    await page.getByRole('button', { name: 'Sign in with wallet' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'You declined the request in your wallet' }),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    // Still usable: a second attempt signs in.
    await page.getByRole('button', { name: 'Sign in with wallet' }).click();
    await expect(page).toHaveURL(/\/portfolio$/);
  });

  test('an email account links a wallet, so its referral code resolves to that wallet', async ({
    page,
    account,
    baseURL,
  }) => {
    // Its own client address, so the sign-up rate limit is not shared with other tests.
    const ip = `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': ip });
    await installTestWallet(page, { privateKey: account.privateKey });
    const email = `link-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`;
    // Sign-up mails a link and starts no session: confirm the address, then log in.
    const secret = 'a long enough passphrase 42';
    await ensureVerifiedAccount(page.request, {
      baseURL: baseURL!,
      ip,
      name: 'Grace Hopper',
      email,
      password: secret,
    });
    await page.goto('/login');
    await submitLoginForm(page, email, secret);
    await expect(page).toHaveURL(/\/portfolio$/);

    await linkTestWallet(page);

    const affiliate = await page.request.get('/api/affiliate');
    const { code, walletAddress } = (await affiliate.json()) as {
      code: string;
      walletAddress: string;
    };
    expect(walletAddress.toLowerCase()).toBe(account.address.toLowerCase());
    const resolved = await page.request.get(`/api/affiliates/${code}`, {
      headers: { origin: baseURL ?? '' },
    });
    expect(((await resolved.json()) as { referrer: string }).referrer.toLowerCase()).toBe(
      account.address.toLowerCase(),
    );
  });
});

test.describe('sign in with Ethereum, nonce bound to the browser', () => {
  // The test answers the site's verify request itself with a 503, which the browser logs.
  test.use({
    allowedConsoleErrors: [
      'Failed to load resource: the server responded with a status of 503 (Service Unavailable)',
    ],
  });

  test('a signed message works only in the browser that asked for its nonce', async ({
    page,
    account,
    connectedWallet,
    baseURL,
    playwright,
  }) => {
    await connectedWallet.install({ privateKey: account.privateKey });
    // The site's verify request is held back here, as if someone had taken the signed message.
    let taken: string | undefined;
    await page.route('**/api/auth/siwe/verify', async (route) => {
      taken = route.request().postData() ?? undefined;
      await route.fulfill({
        status: 503,
        json: { error: { code: 'held', message: 'Held back by the test.' } },
      });
    });
    await page.goto('/login');
    await connectedWallet.connect(
      page.getByRole('button', { name: 'Connect a wallet to sign in' }),
    );
    await page.getByRole('button', { name: 'Sign in with wallet' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Held back by the test.' }),
    ).toBeVisible();
    expect(taken).toBeDefined();

    // Another browser (no eco_siwe cookie) cannot use it...
    const elsewhere = await playwright.request.newContext({ baseURL });
    const refused = await elsewhere.post('/api/auth/siwe/verify', {
      headers: { origin: baseURL ?? '', 'content-type': 'application/json' },
      data: taken,
    });
    expect(refused.status()).toBe(401);
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe(
      'siwe_nonce_invalid',
    );
    await elsewhere.dispose();
    // ... and that did not use the nonce up: the browser that asked for it signs in with it.
    const mine = await page.request.post('/api/auth/siwe/verify', {
      headers: { origin: baseURL ?? '', 'content-type': 'application/json' },
      data: taken,
    });
    expect(mine.status()).toBe(200);
    const me = await page.request.get('/api/auth/me');
    expect(((await me.json()) as { user: { walletAddress: string } }).user.walletAddress).toBe(
      account.address,
    );
  });
});
