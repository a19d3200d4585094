import type { Page } from '@playwright/test';
import type { ApiAffiliateResponse } from '@eco/shared';
import { expect, expectFailedResponseLogged, test } from './fixtures';
import {
  clientIp,
  ensureVerifiedAccount,
  linkTestWallet,
  submitLoginForm,
  uniqueEmail,
} from './support/accounts';
import { linkIn, mailsTo, waitForMail } from './support/mail';
import { installTestWallet } from './support/test-wallet';

// Accounts, end to end against the real API (e2e/support/serve-api.ts, fresh database) and the
// e2e mail catcher: sign-up mails a link and starts no session; the link confirms the address;
// only then does login sign in. Forgot password mails a reset link that ends every session.

const password = 'green planet 2030 trees';

// The API rate-limits per client address and every test reaches it from 127.0.0.1; the e2e API
// trusts one proxy hop of X-Forwarded-For, so each test gets an address of its own.
let ip = '';

test.beforeEach(async ({ page }) => {
  ip = clientIp();
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': ip });
});

/** A verified account, made through the API and the mailed link; the browser stays signed out. */
async function createAccount(page: Page, baseURL: string, name: string, email: string) {
  await ensureVerifiedAccount(page.request, { baseURL, ip, name, email, password });
}

async function fillSignup(page: Page, values: { name: string; email: string; password: string }) {
  await page.getByLabel('Name', { exact: true }).fill(values.name);
  await page.getByLabel('Email', { exact: true }).fill(values.email);
  await page.getByLabel('Password', { exact: true }).fill(values.password);
  await page.getByLabel('Confirm password', { exact: true }).fill(values.password);
}

async function logIn(page: Page, email: string, secret = password) {
  await submitLoginForm(page, email, secret);
}

const mainNav = (page: Page) => page.getByRole('banner').getByRole('navigation', { name: 'Main' });

test('sign-up mails a link; login waits for it; the link confirms the address once; then login signs in', async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(120_000);
  const email = uniqueEmail('ada');
  await page.goto('/signup');
  await expect(mainNav(page).getByRole('link', { name: 'Log In' })).toBeVisible();
  await fillSignup(page, { name: 'Ada Lovelace', email, password });
  const signup = page.waitForResponse('**/api/auth/signup');
  await page.getByRole('button', { name: 'Create account' }).click();
  const answer = await signup;
  expect(answer.status()).toBe(201);
  expect(answer.headers()['set-cookie']).toBeUndefined();

  // Not signed in: the page says where the link went, focused, and the header still offers Log In.
  const sent = page.getByRole('heading', { name: 'Check your inbox' });
  await expect(sent).toBeFocused();
  await expect(page.getByText(`We sent a link to ${email}.`)).toBeVisible();
  await expect(page.getByRole('button', { name: /^Account:/ })).toHaveCount(0);
  await expect(mainNav(page).getByRole('link', { name: 'Log In' })).toBeVisible();
  expect((await page.request.get('/api/auth/me')).status()).toBe(401);
  const first = await waitForMail(email, { subject: /^Confirm your email address/ });

  // Login before following the link: the right password is answered 403 with a way to resend.
  await page.getByRole('link', { name: 'Log in', exact: true }).click();
  await logIn(page, email);
  await expect(page.getByRole('alert')).toHaveText(
    'Your email address is not confirmed yet. Follow the link in the mail we sent you, or ask for a new link.',
  );
  await expectFailedResponseLogged(consoleErrors, 403);
  await page.getByRole('button', { name: 'Send the link again' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'we sent it a new link' })).toBeVisible();
  const second = await waitForMail(email, { subject: /^Confirm your email address/, after: 1 });
  expect(second.id).not.toBe(first.id);

  // The newest link: a button confirms (nothing is sent on load, so mail scanners confirm nothing).
  const link = linkIn(second, '/verify-email');
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Confirm your email');
  const confirm = page.getByRole('button', { name: 'Confirm my email address' });
  await confirm.click();
  await expect(page.getByRole('status').filter({ hasText: 'is confirmed' })).toHaveText(
    `${email} is confirmed. You can now log in with it.`,
  );

  // A link works once: opened again, it says so and offers a new one.
  await page.goto(link);
  await confirm.click();
  await expect(page.getByRole('alert')).toContainText(
    'This link does not work: it was already used',
  );
  await expect(page.getByRole('form', { name: 'Send a new link' })).toBeVisible();
  await expectFailedResponseLogged(consoleErrors, 400);

  await page.goto('/login');
  await logIn(page, email);
  // Signed in: on to the portfolio, welcomed, and the header names the account instead of "Log In".
  await expect(page).toHaveURL(/\/portfolio$/);
  await expect(page.getByRole('alert')).toContainText('Welcome back, Ada Lovelace.');
  const account = page.getByRole('button', { name: 'Account: Ada Lovelace' });
  await expect(account).toBeVisible();
  await expect(mainNav(page).getByRole('link', { name: 'Log In' })).toBeHidden();

  // The session outlives a reload.
  await page.reload();
  await expect(account).toBeVisible();

  await account.click();
  await expect(account).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByText(email)).toBeVisible();
  await expect(page.getByText('Email not verified')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Account', exact: true })).toHaveAttribute(
    'href',
    '/account',
  );
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(account).toBeHidden();
  await expect(page.getByRole('alert')).toContainText('You are logged out.');
  await expect(mainNav(page).getByRole('link', { name: 'Log In' })).toBeVisible();
  // The session is gone on the server too, not just in this page.
  expect((await page.request.get('/api/auth/me')).status()).toBe(401);
});

test('forgot password mails a link; the new password ends the session of another browser', async ({
  page,
  browser,
  baseURL,
  consoleErrors,
}) => {
  test.setTimeout(120_000);
  const email = uniqueEmail('reset');
  await createAccount(page, baseURL!, 'Rosalind Franklin', email);

  // An older session in another browser.
  const other = await browser.newContext({ baseURL });
  const otherHeaders = { origin: baseURL!, 'x-forwarded-for': clientIp() };
  const otherLogin = await other.request.post('/api/auth/login', {
    data: { email, password },
    headers: otherHeaders,
  });
  expect(otherLogin.status()).toBe(200);
  expect((await other.request.get('/api/auth/me', { headers: otherHeaders })).status()).toBe(200);

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Forgot your password?');
  const before = (await mailsTo(email)).length;
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByRole('button', { name: 'Send me a link' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'has an account' })).toHaveText(
    `If ${email} has an account, we sent it a link to choose a new password. The link works once, for 30 minutes.`,
  );
  const mail = await waitForMail(email, { subject: /^Set a new password/, after: before });

  const link = linkIn(mail, '/reset-password');
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Choose a new password');
  const newPassword = 'a brand new passphrase 77';
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm new password', { exact: true }).fill('not the same passphrase');
  await page.getByRole('button', { name: 'Save the new password' }).click();
  await expect(
    page.getByLabel('Confirm new password', { exact: true }),
  ).toHaveAccessibleDescription('The passwords do not match.');
  await page.getByLabel('Confirm new password', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Save the new password' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your password is set' })).toHaveText(
    'Your password is set and you were signed out everywhere. Log in with the new password.',
  );
  await expect(
    waitForMail(email, { subject: /password was changed/, after: before + 1 }),
  ).resolves.toBeTruthy();

  // The other browser's session is over; the old password no longer works, the new one does.
  expect((await other.request.get('/api/auth/me', { headers: otherHeaders })).status()).toBe(401);
  await other.close();
  expect(
    (
      await page.request.post('/api/auth/login', {
        data: { email, password },
        headers: { origin: baseURL!, 'x-forwarded-for': ip },
      })
    ).status(),
  ).toBe(401);
  await page.getByRole('link', { name: 'Log in', exact: true }).click();
  await logIn(page, email, newPassword);
  await expect(page).toHaveURL(/\/portfolio$/);
  await expect(page.getByRole('button', { name: 'Account: Rosalind Franklin' })).toBeVisible();

  // The link worked once.
  await page.goto(link);
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm new password', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Save the new password' }).click();
  await expect(page.getByRole('alert')).toContainText('This link does not work');
  await expect(page.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute(
    'href',
    '/forgot-password',
  );
  await expectFailedResponseLogged(consoleErrors, 400);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the drawer leaves out "Log In" while signed in and keeps focus inside', async ({
    page,
    baseURL,
  }) => {
    const email = uniqueEmail('grace');
    await createAccount(page, baseURL!, 'Grace Hopper', email);
    await page.goto('/login');
    await logIn(page, email);
    const account = page.getByRole('button', { name: 'Account: Grace Hopper' });
    await expect(account).toBeVisible();

    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer.getByRole('link', { name: 'Contact us' })).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'Log In' })).toBeHidden();
    // Tab from the last entry shown goes past the hidden "Log In" to the theme toggle, then
    // through the languages, and from the drawer's last control wraps to its first.
    await drawer.getByRole('link', { name: 'Contact us' }).focus();
    await page.keyboard.press('Tab');
    await expect(drawer.getByRole('button', { name: 'Dark theme' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(drawer.getByRole('link', { name: 'English' })).toBeFocused();
    await drawer.getByRole('link', { name: 'العربية' }).focus();
    await page.keyboard.press('Tab');
    await expect(drawer.getByRole('button', { name: 'Close menu' })).toBeFocused();
  });
});

test('a wrong password or an unknown email says "Email or password is incorrect."; repeated failures are held back with a way out', async ({
  page,
  baseURL,
  consoleErrors,
}) => {
  const email = uniqueEmail('login');
  // Wrong passwords are answered alike whether or not the address was confirmed.
  const signup = await page.request.post('/api/auth/signup', {
    data: { name: 'Alan Turing', email, password },
    headers: { origin: baseURL!, 'x-forwarded-for': ip },
  });
  expect(signup.status()).toBe(201);
  await page.goto('/login');
  for (const attempt of [
    { email, password: 'not the right password' },
    { email: uniqueEmail('nobody'), password },
  ]) {
    const response = page.waitForResponse('**/api/auth/login');
    await logIn(page, attempt.email, attempt.password);
    expect((await response).status()).toBe(401);
    await expect(page.getByRole('alert')).toHaveText('Email or password is incorrect.');
    await expectFailedResponseLogged(consoleErrors, 401);
  }
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('button', { name: /^Account:/ })).toHaveCount(0);
  await expect(mainNav(page).getByRole('link', { name: 'Log In' })).toBeVisible();

  // A few more failures from this address: then the API holds attempts back (429) and says how
  // long to wait and where to go instead.
  let status = 401;
  for (let attempt = 0; attempt < 8 && status !== 429; attempt += 1) {
    const response = page.waitForResponse('**/api/auth/login');
    await logIn(page, email, `wrong password ${attempt}`);
    status = (await response).status();
    await expectFailedResponseLogged(consoleErrors, status);
  }
  expect(status).toBe(429);
  await expect(page.getByRole('alert')).toContainText('Too many failed sign-ins for this account.');
  await expect(page.getByRole('alert')).toContainText('Forgot password?');
  await expect(page.getByRole('link', { name: 'Forgot password?' })).toBeVisible();
});

test('sign-up with a taken email answers like any sign-up, and mails the owner instead', async ({
  page,
  baseURL,
}) => {
  const taken = uniqueEmail('taken');
  await createAccount(page, baseURL!, 'First Owner', taken);
  const before = (await mailsTo(taken)).length;

  await page.goto('/signup');
  await fillSignup(page, { name: 'Someone Else', email: taken, password: 'another long password' });
  const response = page.waitForResponse('**/api/auth/signup');
  await page.getByRole('button', { name: 'Create account' }).click();
  const answered = await response;
  expect(answered.status()).toBe(201);

  // Byte for byte what a brand-new account gets, and no cookie either way.
  const fresh = await page.request.post('/api/auth/signup', {
    data: { name: 'New Person', email: uniqueEmail('fresh'), password },
    headers: { origin: baseURL!, 'x-forwarded-for': ip },
  });
  expect(fresh.status()).toBe(201);
  expect(await answered.text()).toBe(await fresh.text());
  expect(answered.headers()['set-cookie']).toBeUndefined();
  expect(fresh.headers()['set-cookie']).toBeUndefined();

  // The page says what it says for any address; the owner's inbox learns of the attempt.
  await expect(page.getByText(`We sent a link to ${taken}.`)).toBeVisible();
  await expect(page.getByText(/already (exists|registered|taken)/i)).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Account:/ })).toHaveCount(0);
  await waitForMail(taken, { subject: /^Someone tried to sign up/, after: before });
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
  test.setTimeout(120_000);
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  // The wallet the referrer links: the referral link is offered only once one can be paid.
  await installTestWallet(page);
  const referrerEmail = uniqueEmail('referrer');
  await createAccount(page, baseURL!, 'Rachel Referrer', referrerEmail);
  await page.goto('/login');
  await logIn(page, referrerEmail);
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
  await linkTestWallet(page, panel);

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

  // A friend follows the link (the code is stored), signs up with it and confirms the address.
  await page.goto(ownLink);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto('/signup');
  await expect(page.getByText('You were referred with the code')).toContainText(own.code);
  const friendEmail = uniqueEmail('friend');
  await fillSignup(page, { name: 'Fred Friend', email: friendEmail, password });
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible();
  await createAccount(page, baseURL!, 'Fred Friend', friendEmail);
  await page.goto('/login');
  await logIn(page, friendEmail);
  await expect(page.getByRole('button', { name: 'Account: Fred Friend' })).toBeVisible();
  // Fred has linked no wallet: no link of his own yet (and never Rachel's).
  await expect(panel).toContainText('Link a wallet to your account to get your referral link');
  await expect(link).toHaveCount(0);
  await logOut('Fred Friend');

  await page.goto('/login');
  await logIn(page, referrerEmail);
  await expect(link).toHaveValue(ownLink);
  await expect(figure('Sign-ups referred')).toHaveText('1');
});

test('a form sent before the page is live is sent once it is, never by the browser with its fields in the address', async ({
  context,
}) => {
  // A fresh tab whose code is held back: the prerendered form is on screen, nothing of the app
  // runs, as on a slow phone. Without the pages' loader stopping it, the browser would send the
  // form itself, to /forgot-password?email=… (a login form: its password in the address).
  const early = await context.newPage();
  await early.setExtraHTTPHeaders({ 'x-forwarded-for': clientIp() });
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await early.route('**/assets/*.js', async (route) => {
    await held;
    await route.continue();
  });
  await early.goto('/forgot-password', { waitUntil: 'domcontentloaded' });
  const email = uniqueEmail('early');
  await early.getByLabel('Email', { exact: true }).fill(email);
  await early.getByRole('button', { name: 'Send me a link' }).click();
  // The loader stopped the submit and kept it for the form; had it not, the browser would be on
  // its way to the form's address by now.
  await expect.poll(() => early.evaluate(() => '__ecoEarlySubmit' in window)).toBe(true);
  expect(new URL(early.url()).search).toBe('');
  expect(await early.evaluate(() => document.documentElement.dataset.pageReady)).toBeUndefined();

  release();
  await expect(early.getByRole('status').filter({ hasText: 'has an account' })).toHaveText(
    `If ${email} has an account, we sent it a link to choose a new password. The link works once, for 30 minutes.`,
    { timeout: 15_000 },
  );
  expect(new URL(early.url()).search).toBe('');
  await early.close();
});
