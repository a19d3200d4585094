import type { Page } from '@playwright/test';
import type { ApiAffiliateResponse } from '@eco/shared';
import { expect, test } from './fixtures';
import { installTestWallet, testWalletInfo } from './support/test-wallet';

// Accounts, end to end against the real API (e2e/support/serve-api.ts, fresh database).

const password = 'green planet 2030 trees';

// The API rate-limits per client address and every test reaches it from 127.0.0.1; the e2e API
// trusts X-Forwarded-For, so each test gets an address of its own and never shares a limit.
const clientIp = () => `10.${[0, 0, 0].map(() => Math.floor(Math.random() * 254) + 1).join('.')}`;

const uniqueEmail = (label: string) =>
  `${label}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}@example.com`;

let ip = '';
test.beforeEach(async ({ page }) => {
  ip = clientIp();
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': ip });
});

/** Creates an account straight through the API (the context keeps the cookie it sets). */
async function createAccount(page: Page, baseURL: string, name: string, email: string) {
  const response = await page.request.post('/api/auth/signup', {
    data: { name, email, password },
    headers: { origin: baseURL, 'x-forwarded-for': ip },
  });
  expect(response.status()).toBe(201);
  // That request signed this browser context in; tests start from a signed-out visitor.
  await page.context().clearCookies();
}

/**
 * The browser logs every 4xx/5xx response as a console error. A test that provokes one on purpose
 * takes exactly that line out of the fixture's list, checking it was there.
 */
async function expectFailedResponseLogged(consoleErrors: string[], status: number) {
  const text = `Failed to load resource: the server responded with a status of ${status}`;
  await expect.poll(() => consoleErrors.some((e) => e.startsWith(text))).toBe(true);
  consoleErrors.splice(
    consoleErrors.findIndex((e) => e.startsWith(text)),
    1,
  );
}

async function fillSignup(page: Page, values: { name: string; email: string; password: string }) {
  await page.getByLabel('Name', { exact: true }).fill(values.name);
  await page.getByLabel('Email', { exact: true }).fill(values.email);
  await page.getByLabel('Password', { exact: true }).fill(values.password);
  await page.getByLabel('Confirm password', { exact: true }).fill(values.password);
}

const mainNav = (page: Page) => page.getByRole('banner').getByRole('navigation', { name: 'Main' });

test('sign-up signs in; the header shows the account; logout and login switch it', async ({
  page,
}) => {
  const email = uniqueEmail('ada');
  await page.goto('/signup');
  await expect(mainNav(page).getByRole('link', { name: 'Log In' })).toBeVisible();
  await fillSignup(page, { name: 'Ada Lovelace', email, password });
  const signup = page.waitForResponse('**/api/auth/signup');
  await page.getByRole('button', { name: 'Create account' }).click();
  expect((await signup).status()).toBe(201);

  // Signed in: on to the portfolio, welcomed, and the header names the account instead of "Log In".
  await expect(page).toHaveURL(/\/portfolio$/);
  await expect(page.getByRole('alert')).toContainText(
    'Welcome, Ada Lovelace. Your account is ready and you are signed in.',
  );
  const account = page.getByRole('button', { name: 'Account: Ada Lovelace' });
  await expect(account).toBeVisible();
  await expect(mainNav(page).getByRole('link', { name: 'Log In' })).toBeHidden();

  // The session outlives a reload.
  await page.reload();
  await expect(account).toBeVisible();

  await account.click();
  await expect(account).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByText(email)).toBeVisible();
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(account).toBeHidden();
  await expect(page.getByRole('alert')).toContainText('You are logged out.');
  await expect(mainNav(page).getByRole('link', { name: 'Log In' })).toBeVisible();
  // The session is gone on the server too, not just in this page.
  expect((await page.request.get('/api/auth/me')).status()).toBe(401);

  await mainNav(page).getByRole('link', { name: 'Log In' }).click();
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/portfolio$/);
  await expect(page.getByRole('alert')).toContainText('Welcome back, Ada Lovelace.');
  await expect(account).toBeVisible();
  await expect(mainNav(page).getByRole('link', { name: 'Log In' })).toBeHidden();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the drawer leaves out "Log In" while signed in and keeps focus inside', async ({
    page,
  }) => {
    await page.goto('/signup');
    await fillSignup(page, { name: 'Grace Hopper', email: uniqueEmail('grace'), password });
    await page.getByRole('button', { name: 'Create account' }).click();
    const account = page.getByRole('button', { name: 'Account: Grace Hopper' });
    await expect(account).toBeVisible();

    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer.getByRole('link', { name: 'Contact us' })).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'Log In' })).toBeHidden();
    // Tab from the last entry shown wraps to the first control of the drawer.
    await drawer.getByRole('link', { name: 'Contact us' }).focus();
    await page.keyboard.press('Tab');
    await expect(drawer.getByRole('button', { name: 'Close menu' })).toBeFocused();
  });
});

test('a wrong password or an unknown email says "Email or password is incorrect."', async ({
  page,
  baseURL,
  consoleErrors,
}) => {
  const email = uniqueEmail('login');
  await createAccount(page, baseURL!, 'Alan Turing', email);
  await page.goto('/login');
  for (const attempt of [
    { email, password: 'not the right password' },
    { email: uniqueEmail('nobody'), password },
  ]) {
    await page.getByLabel('Email', { exact: true }).fill(attempt.email);
    await page.getByLabel('Password', { exact: true }).fill(attempt.password);
    const response = page.waitForResponse('**/api/auth/login');
    await page.getByRole('button', { name: 'Log in' }).click();
    expect((await response).status()).toBe(401);
    await expect(page.getByRole('alert')).toHaveText('Email or password is incorrect.');
    await expectFailedResponseLogged(consoleErrors, 401);
  }
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('button', { name: /^Account:/ })).toHaveCount(0);
  await expect(mainNav(page).getByRole('link', { name: 'Log In' })).toBeVisible();
});

test('sign-up with a taken email answers like any sign-up and does not say it exists', async ({
  page,
  baseURL,
  consoleErrors,
}) => {
  const taken = uniqueEmail('taken');
  await createAccount(page, baseURL!, 'First Owner', taken);

  await page.goto('/signup');
  await fillSignup(page, { name: 'Someone Else', email: taken, password: 'another long password' });
  const response = page.waitForResponse('**/api/auth/signup');
  await page.getByRole('button', { name: 'Create account' }).click();
  const answered = await response;
  expect(answered.status()).toBe(201);

  // Byte for byte what a brand-new account gets.
  const fresh = await page.request.post('/api/auth/signup', {
    data: { name: 'New Person', email: uniqueEmail('fresh'), password },
    headers: { origin: baseURL!, 'x-forwarded-for': ip },
  });
  expect(fresh.status()).toBe(201);
  expect(await answered.text()).toBe(await fresh.text());
  await page.context().clearCookies();

  // The decoy cookie signs nobody in (GET /api/auth/me answers 401): a neutral next step.
  const notice = page.getByRole('status').filter({ hasText: 'could not sign you in' });
  await expect(notice).toHaveText(
    'Thank you. We could not sign you in with these details. Please check the email address you entered, or log in if you already have an account.',
  );
  await expect(notice.getByRole('link', { name: 'log in' })).toHaveAttribute('href', '/login');
  await expect(page.getByText(/already (exists|registered|taken)/i)).toHaveCount(0);
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue(taken);
  await expect(page.getByLabel('Password', { exact: true })).toHaveValue('');
  await expect(page.getByRole('button', { name: /^Account:/ })).toHaveCount(0);
  await expectFailedResponseLogged(consoleErrors, 401);
});

test('a common password is refused beside the password field', async ({ page, consoleErrors }) => {
  await page.goto('/signup');
  await fillSignup(page, {
    name: 'Common Case',
    email: uniqueEmail('common'),
    password: 'qwertyuiop',
  });
  const response = page.waitForResponse('**/api/auth/signup');
  await page.getByRole('button', { name: 'Create account' }).click();
  expect((await response).status()).toBe(400);

  const field = page.getByLabel('Password', { exact: true });
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription(
    /This password is too common\. Choose another one\./,
  );
  await expect(page.getByRole('alert')).toHaveText('Some fields need attention.');
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Common Case');
  await expect(page).toHaveURL(/\/signup$/);
  await expectFailedResponseLogged(consoleErrors, 400);
});

test("the portfolio shows the account's referral link; sign-ups through it are counted", async ({
  page,
  baseURL,
}) => {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  // The wallet the referrer links: the referral link is offered only once one can be paid.
  await installTestWallet(page);
  const referrerEmail = uniqueEmail('referrer');
  await page.goto('/signup');
  await fillSignup(page, { name: 'Rachel Referrer', email: referrerEmail, password });
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/portfolio$/);

  const panel = page.getByRole('region', { name: 'Refer friends' });
  const link = panel.getByLabel('Your referral link');
  const figure = (term: string) =>
    panel.getByText(term, { exact: true }).locator('xpath=following-sibling::dd[1]');
  await expect(figure('Sign-ups referred')).toHaveText('0');
  // No wallet linked: no link yet, and the API's note stands in for purchase numbers.
  await expect(panel).toContainText('Link a wallet to your account to get your referral link');
  await expect(link).toHaveCount(0);
  await expect(figure('Purchases referred')).toHaveText(
    'Link a wallet: purchases are credited to your wallet address as referrer.',
  );
  await panel.getByRole('button', { name: 'Connect a wallet to link it' }).click();
  await page
    .getByRole('dialog', { name: 'Connect a wallet' })
    .getByRole('button', { name: testWalletInfo.name, exact: true })
    .click();
  await panel.getByRole('button', { name: 'Link this wallet to my account' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Your account is now linked to' }),
  ).toBeVisible();

  const own = (await (await page.request.get('/api/affiliate')).json()) as ApiAffiliateResponse;
  expect(own.link).toBe(`${baseURL}/?affiliate-token=${encodeURIComponent(own.code)}`);
  const ownLink = own.link!;
  await expect(link).toHaveValue(ownLink);
  await panel.getByRole('button', { name: 'Copy link' }).click();
  await expect(panel.getByRole('status').filter({ hasText: 'Copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(ownLink);

  const logOut = async (name: string) => {
    await page.getByRole('button', { name: `Account: ${name}` }).click();
    await page.getByRole('button', { name: 'Log out' }).click();
    await expect(panel).toBeHidden();
  };
  await logOut('Rachel Referrer');

  // A friend follows the link (the code is stored), then signs up with it.
  await page.goto(ownLink);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto('/signup');
  await expect(page.getByText('You were referred with the code')).toContainText(own.code);
  await fillSignup(page, { name: 'Fred Friend', email: uniqueEmail('friend'), password });
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('button', { name: 'Account: Fred Friend' })).toBeVisible();
  // Fred has linked no wallet: no link of his own yet (and never Rachel's).
  await expect(panel).toContainText('Link a wallet to your account to get your referral link');
  await expect(link).toHaveCount(0);
  await logOut('Fred Friend');

  await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill(referrerEmail);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(link).toHaveValue(ownLink);
  await expect(figure('Sign-ups referred')).toHaveText('1');
});
