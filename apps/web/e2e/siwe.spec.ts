import { expect, test } from './support/chain-fixtures';
import { installTestWallet } from './support/test-wallet';

test.describe('sign in with Ethereum', () => {
  test('a wallet signs an EIP-4361 message and is signed in, then stays signed in', async ({
    page,
    account,
  }) => {
    const wallet = await installTestWallet(page, { privateKey: account.privateKey });
    await page.goto('/login');
    await page.getByRole('button', { name: 'Connect a wallet to sign in' }).click();
    await page
      .getByRole('dialog', { name: 'Connect a wallet' })
      .getByRole('button', { name: 'ECO Test Wallet' })
      .click();

    await page.getByRole('button', { name: 'Sign in with wallet' }).click();
    await expect(page).toHaveURL(/\/portfolio$/);
    await expect(
      page.getByRole('alert').filter({ hasText: 'signed in with your wallet' }),
    ).toBeVisible();

    // The wallet was asked to sign one message naming this site, the chain and a nonce.
    const signs = wallet.requests('personal_sign');
    expect(signs).toHaveLength(1);
    const text = Buffer.from(String((signs[0]?.params as string[])[0]).slice(2), 'hex').toString();
    expect(text).toContain('127.0.0.1:4173 wants you to sign in with your Ethereum account:');
    expect(text).toContain(account.address);
    expect(text).toContain('Chain ID: 31337');
    expect(text).toMatch(/Nonce: \w{8,}/);
    expect(text).toMatch(/Expiration Time: /);

    // The session is the API's: a reload asks /api/auth/me and still shows the account.
    const me = page.waitForResponse((response) => response.url().endsWith('/api/auth/me'));
    await page.reload();
    expect((await me).status()).toBe(200);
    const body = (await (await me).json()) as { user: { walletAddress: string } };
    expect(body.user.walletAddress.toLowerCase()).toBe(account.address.toLowerCase());
  });

  test('declining to sign leaves the visitor signed out with a clear message', async ({
    page,
    account,
  }) => {
    const wallet = await installTestWallet(page, { privateKey: account.privateKey });
    await page.goto('/login');
    await page.getByRole('button', { name: 'Connect a wallet to sign in' }).click();
    await page
      .getByRole('dialog', { name: 'Connect a wallet' })
      .getByRole('button', { name: 'ECO Test Wallet' })
      .click();
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
});
