import { tokenFacts } from '../src/content/token';
import { axeViolations, expect, NOT_FOUND_CONSOLE_ERROR, test } from './fixtures';
import { ecoField, openConnected } from './support/buy-dialog';
import { test as chainTest } from './support/wallet-fixtures';
import { installTestWallet } from './support/test-wallet';
import {
  ensureVerifiedAccount,
  linkTestWallet,
  submitLoginForm,
  uniqueEmail,
} from './support/accounts';

test('?affiliate-token=abc stores AFFILIATE_TOKEN=abc and cleans the address', async ({ page }) => {
  await page.goto('/?affiliate-token=abc');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('AFFILIATE_TOKEN'))).toBe('abc');
  await expect(page).toHaveURL(/\/$/);

  // The stored token survives a visit without the parameter and reaches the sign-up form.
  await page.goto('/signup');
  await expect(page.getByText('You were referred with the code')).toContainText('abc');
});

test('without the parameter nothing is stored', async ({ page }) => {
  await page.goto('/learn?utm=x');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('AFFILIATE_TOKEN'))).toBeNull();
  await expect(page).toHaveURL(/\/learn\?utm=x$/);
});

// One referral link per person: the link that pays, explained once, offered only when it can
// pay; and a buyer whose link cannot pay reads nothing about it.
chainTest.describe('one referral link per person', () => {
  // Each test has a client address of its own, so the API's sign-up limit is not shared.
  chainTest.beforeEach(async ({ page }) => {
    const ip = `10.${[0, 0, 0].map(() => Math.floor(Math.random() * 254) + 1).join('.')}`;
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': ip });
  });

  chainTest.describe('a buyer arriving with a code that cannot pay', () => {
    // The code's lookup answers 404, which Chromium logs; the buyer sees nothing of it.
    chainTest.use({ allowedConsoleErrors: [NOT_FOUND_CONSOLE_ERROR] });

    chainTest('reads nothing about it in the Buy dialog', async ({ page, account }) => {
      await installTestWallet(page, { privateKey: account.privateKey });
      const lookup = page.waitForResponse((r) => r.url().includes('/api/affiliates/'));
      const dialog = await openConnected(page, '/?affiliate-token=nobody-has-this-code');
      expect((await lookup).status()).toBe(404);
      await expect(ecoField(dialog)).toBeVisible();
      await ecoField(dialog).fill('100');
      await expect(dialog.getByText('Cost', { exact: true })).toBeVisible();
      await expect(dialog).not.toContainText(/referr/i);
      await expect(dialog).not.toContainText('could not be matched');
    });
  });

  chainTest(
    'a wallet without an account: one link, naming that wallet, with what it pays and when',
    async ({ page, account, baseURL, connectedWallet }) => {
      await connectedWallet.install({ privateKey: account.privateKey });
      await page.goto('/portfolio');
      await connectedWallet.connect(
        page.getByRole('main').getByRole('button', { name: 'Connect Wallet' }),
      );
      const link = page.getByLabel('Your referral link');
      await expect(link).toHaveValue(`${baseURL}/?affiliate-token=${account.address}`);
      await expect(link).toHaveCount(1);
      await expect(page.getByText(/affiliate-token=/)).toHaveCount(0);
      const explained = page.getByTestId('referral-explainer');
      await expect(explained).toHaveCount(1);
      await expect(explained).toContainText(`${tokenFacts.referralRewardPercent}%`);
      await expect(explained).toContainText(short(account.address));
      await expect(explained).toContainText('once their purchase is final');
      await expect(explained).toContainText('withdrawn or refunded pays nothing');
      expect(await axeViolations(page)).toEqual([]);
      // At 390 px the long link stays inside its field: nothing scrolls sideways.
      await page.setViewportSize({ width: 390, height: 844 });
      const box = (await link.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(390);
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
      ).toBe(true);
    },
  );

  chainTest(
    'an account is offered no link until a linked wallet can be paid; then one link',
    async ({ page, account, baseURL }) => {
      await installTestWallet(page, { privateKey: account.privateKey });
      // A confirmed account (sign-up, the mailed link, e2e/support/accounts.ts), then a login.
      const email = uniqueEmail('refer');
      const password = 'a long enough passphrase 42';
      await ensureVerifiedAccount(page.request, {
        baseURL: baseURL!,
        name: 'Rachel Referrer',
        email,
        password,
      });
      await page.goto('/login');
      await submitLoginForm(page, email, password);
      await expect(page).toHaveURL(/\/portfolio$/);

      // The account's code cannot pay anybody yet: no link, and the way to make it pay.
      const panel = page.getByRole('region', { name: 'Refer friends' });
      await expect(panel).toContainText('Link a wallet to your account to get your referral link');
      await expect(page.getByLabel('Your referral link')).toHaveCount(0);
      await expect(page.getByText(/affiliate-token=/)).toHaveCount(0);
      expect(await axeViolations(page)).toEqual([]);

      await linkTestWallet(page, panel);

      // Linked: one link on the whole page (the wallet's own part names none), paying that wallet.
      const { code } = (await (await page.request.get('/api/affiliate')).json()) as {
        code: string;
      };
      const link = page.getByLabel('Your referral link');
      await expect(link).toHaveValue(`${baseURL}/?affiliate-token=${encodeURIComponent(code)}`);
      await expect(link).toHaveCount(1);
      await expect(page.getByText(/affiliate-token=/)).toHaveCount(0);
      await expect(page.getByTestId('referral-explainer')).toHaveCount(1);
      await expect(page.getByTestId('referral-explainer')).toContainText(short(account.address));
    },
  );
});

/** How the site shortens an address: 0x1234…abcd. */
const short = (address: string) => `${address.slice(0, 6)}…${address.slice(-4)}`;
