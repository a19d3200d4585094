import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { axeViolations, expect, test } from './fixtures';
import { clientIp, ensureVerifiedAccount, submitLoginForm, uniqueEmail } from './support/accounts';

// The account page (/account) against the real API: signed-out visitors go to the login page
// and come back; the page fits 1280 and 390 px, passes axe and is keyboard reachable; a session
// in another browser is listed and signed out from here; the data downloads; the account is
// deleted. Screenshots of both widths go to /tmp/b2-shots (or E2E_SHOTS_DIR) for a person to see.

const password = 'account page passphrase 31';
const shots = process.env.E2E_SHOTS_DIR ?? '/tmp/b2-shots';
const firefoxOnWindows =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';

let ip = '';

test.beforeEach(async ({ page }) => {
  ip = clientIp();
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': ip });
});

/** A verified account, then /account opened signed out: through the login page and back. */
async function openAccountPage(page: Page, baseURL: string, name: string) {
  const email = uniqueEmail(name.split(' ')[0]!.toLowerCase());
  await ensureVerifiedAccount(page.request, { baseURL, ip, name, email, password });
  await page.goto('/account');
  await expect(page).toHaveURL(/\/login\?next=%2Faccount$/);
  await submitLoginForm(page, email, password);
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your account');
  await expect(page.getByText(`Signed in as ${email}.`)).toBeVisible();
  return email;
}

const card = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

test('the account page at 1280 and 390 px: every part shown, axe clean, no sideways scroll, keyboard reachable', async ({
  page,
  baseURL,
}) => {
  // Two widths, two axe runs, full-page screenshots and forty key presses: on a busy 2-core
  // machine that alone took 28 s, so it gets twice the default bound.
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const email = await openAccountPage(page, baseURL!, 'Katherine Johnson');

  await expect(card(page, 'Profile').getByLabel('Name', { exact: true })).toHaveValue(
    'Katherine Johnson',
  );
  await expect(card(page, 'Profile').getByText(email, { exact: true })).toBeVisible();
  await expect(card(page, 'Profile').getByText('Verified', { exact: true })).toBeVisible();
  await expect(card(page, 'Password').getByLabel('Current password')).toBeVisible();
  const sessions = card(page, 'Where you are signed in').getByRole('listitem');
  await expect(sessions).toHaveCount(1);
  await expect(sessions.first()).toContainText(/Chrome on Linux\s*This browser/);
  await expect(sessions.first()).toContainText(ip);
  await expect(card(page, 'Wallet')).toContainText('No wallet is linked.');
  await expect(card(page, 'Delete my account')).toContainText(
    'Messages and questions you already sent',
  );

  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: `${shots}/account-1280.png`, fullPage: true });

  // Every control is reachable with Tab, in order, down to the last one.
  await page.getByLabel('Name', { exact: true }).focus();
  const reached = new Set<string>();
  for (let i = 0; i < 40 && !reached.has('Delete my account'); i += 1) {
    await page.keyboard.press('Tab');
    reached.add(
      await page.evaluate(() => {
        const active = document.activeElement as HTMLElement | null;
        return active?.getAttribute('aria-label') ?? active?.textContent.trim() ?? '';
      }),
    );
  }
  for (const control of [
    'Save name',
    'Send a confirmation link',
    'Change password',
    'Sign out',
    'Sign out everywhere',
    'Download my data',
    'Delete my account',
  ]) {
    expect(reached, control).toContain(control);
  }

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your account');
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: `${shots}/account-390.png`, fullPage: true });
  await card(page, 'Where you are signed in').screenshot({
    path: `${shots}/account-390-sessions.png`,
  });

  // Signing out this browser's own session leaves the page for the login page, once.
  await sessions.first().getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('alert')).toHaveText(/You signed out this browser\./);
  await expect(page.getByRole('button', { name: /^Account:/ })).toHaveCount(0);
  expect((await page.request.get('/api/auth/me')).status()).toBe(401);
});

test('a session in another browser is listed and signed out from here; the name changes; the data downloads; the account is deleted', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const email = await openAccountPage(page, baseURL!, 'Dorothy Vaughan');

  // Another browser signs in to the same account.
  const other = await browser.newContext({ baseURL, userAgent: firefoxOnWindows });
  const otherIp = clientIp();
  const otherHeaders = { origin: baseURL!, 'x-forwarded-for': otherIp };
  const login = await other.request.post('/api/auth/login', {
    data: { email, password },
    headers: otherHeaders,
  });
  expect(login.status()).toBe(200);
  await page.reload();
  const sessions = card(page, 'Where you are signed in').getByRole('listitem');
  await expect(sessions).toHaveCount(2);
  const firefox = sessions.filter({ hasText: 'Firefox on Windows' });
  await expect(firefox).toContainText(otherIp);
  await expect(firefox).not.toContainText('This browser');
  await firefox.getByRole('button', { name: 'Sign out' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: `Signed out Firefox on Windows (${otherIp}).` }),
  ).toBeVisible();
  await expect(sessions).toHaveCount(1);
  expect((await other.request.get('/api/auth/me', { headers: otherHeaders })).status()).toBe(401);
  await other.close();

  // The name, in the page and in the header.
  await card(page, 'Profile').getByLabel('Name', { exact: true }).fill('Dorothy J. Vaughan');
  await page.getByRole('button', { name: 'Save name' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your name is saved.' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Account: Dorothy J. Vaughan' })).toBeVisible();

  // Everything stored about the account, as a JSON file.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download my data' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^eco-account-data-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(await readFile(await file.path(), 'utf8')) as {
    account: { email: string; name: string };
    sessions: unknown[];
  };
  expect(data.account).toMatchObject({ email, name: 'Dorothy J. Vaughan' });
  expect(data.sessions).toHaveLength(1);
  expect(JSON.stringify(data)).not.toMatch(/passwordHash|argon2/);

  // Deletion asks for the typed words and the password, then signs out and goes home.
  const deletion = card(page, 'Delete my account');
  await deletion.getByRole('button', { name: 'Delete my account' }).click();
  await expect(
    deletion.getByLabel('Type "delete my account" to confirm'),
  ).toHaveAccessibleDescription('Type "delete my account" to confirm.');
  await deletion.getByLabel('Type "delete my account" to confirm').fill('delete my account');
  await deletion.getByLabel('Password', { exact: true }).fill(password);
  await deletion.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('alert')).toContainText('Your account is deleted.');
  await expect(page.getByRole('button', { name: /^Account:/ })).toHaveCount(0);
  expect((await page.request.get('/api/auth/me')).status()).toBe(401);
  const again = await page.request.post('/api/auth/login', {
    data: { email, password },
    headers: { origin: baseURL!, 'x-forwarded-for': ip },
  });
  expect(again.status()).toBe(401);
});
