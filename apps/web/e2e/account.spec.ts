import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { axeViolations, axeViolationsInBothThemes, expect, test } from './fixtures';
import { clientIp, ensureVerifiedAccount, submitLoginForm, uniqueEmail } from './support/accounts';
import { waitForMail } from './support/mail';
import { installTestWallet } from './support/test-wallet';
import { connectTestWallet } from './support/wallet/connect';

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
  await page.screenshot({ path: `${shots}/account-390.png`, fullPage: true });
  await card(page, 'Where you are signed in').screenshot({
    path: `${shots}/account-390-sessions.png`,
  });
  expect(await axeViolationsInBothThemes(page)).toEqual({ light: [], dark: [] });
  await page.screenshot({ path: `${shots}/account-390-dark.png`, fullPage: true });
  await page.emulateMedia({ colorScheme: 'light' });

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

// Issue 29, finding 2: a change of how the account signs in needs a fresh proof that the owner
// is there, from the client address the session last proved itself from. The browser below
// moves to another network after signing in (a new X-Forwarded-For address, as a phone going
// from Wi-Fi to mobile data would): its sign-in no longer counts, and the page asks "Confirm
// it's you", then makes the change. A cookie copied to another machine gets the same answer and
// cannot give the proof.
test.describe('Confirm it’s you', () => {
  // The API's refusals (403 until the proof is given, 400 for a wrong password) are logged by
  // the browser as failed loads.
  test.use({
    allowedConsoleErrors: [
      'Failed to load resource: the server responded with a status of 403 (Forbidden)',
      'Failed to load resource: the server responded with a status of 400 (Bad Request)',
    ],
  });

  const box = (page: Page) => page.getByRole('dialog', { name: "Confirm it's you" });
  const history = (page: Page) => card(page, 'Account history').getByRole('listitem');

  /** The browser's next requests come from another client address. */
  async function moveNetwork(page: Page) {
    ip = clientIp();
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': ip });
  }

  test('with the password: linking a wallet from a new network asks for it, then links; a copied cookie elsewhere changes nothing', async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const key = generatePrivateKey();
    const wallet = await installTestWallet(page, { privateKey: key });
    const address = privateKeyToAccount(key).address;
    const email = await openAccountPage(page, baseURL!, 'Mary Jackson');
    await moveNetwork(page);

    const walletCard = card(page, 'Wallet');
    await connectTestWallet(
      walletCard.getByRole('button', { name: 'Connect a wallet to link it' }),
    );
    await walletCard.getByRole('button', { name: 'Link this wallet to my account' }).click();
    await expect(box(page)).toBeVisible();
    await expect(box(page)).toContainText('not someone with a copy of your session');
    await expect(box(page).getByText('Your linked wallet')).toHaveCount(0);
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: `${shots}/account-confirm-password.png` });
    expect(wallet.requests('personal_sign')).toHaveLength(1);

    // By keyboard: from where the box put the focus, Tab reaches the password field.
    const field = box(page).getByLabel('Password', { exact: true });
    for (let i = 0; i < 5 && !(await field.evaluate((el) => el === document.activeElement)); i++) {
      await page.keyboard.press('Tab');
    }
    await expect(field).toBeFocused();
    await page.keyboard.type('not my password at all');
    await page.keyboard.press('Enter');
    await expect(box(page)).toContainText('This is not your current password.');
    await field.fill(password);
    await page.keyboard.press('Enter');

    // Confirmed: the box closes and the link is sent again, with a new signature.
    await expect(box(page)).toBeHidden();
    await expect(
      page.getByRole('alert').filter({ hasText: `Your account is now linked to ${address}` }),
    ).toBeVisible();
    expect(wallet.requests('personal_sign')).toHaveLength(2);
    await expect(walletCard).toContainText(address);
    await expect(history(page).first()).toContainText(`Wallet ${address} linked`);
    await expect(history(page).first()).toContainText(`From ${ip}`);
    await expect(history(page).nth(1)).toContainText('Confirmed it was you with the password');
    await waitForMail(email, { subject: /A wallet was linked/ });

    // The session's cookie, copied to a machine elsewhere, minutes after the owner's proof.
    const cookies = await page.context().cookies();
    const thief = await browser.newContext({ baseURL });
    await thief.addCookies(cookies.filter((c) => c.name === 'eco_session'));
    const thiefIp = clientIp();
    const unlink = await thief.request.delete('/api/account/wallet', {
      headers: { origin: baseURL!, 'x-forwarded-for': thiefIp },
    });
    expect(unlink.status()).toBe(403);
    expect(((await unlink.json()) as { error: { code: string } }).error.code).toBe(
      'proof_required',
    );
    const guess = await thief.request.post('/api/account/confirm', {
      data: { password: 'a guess at it 1' },
      headers: { origin: baseURL!, 'x-forwarded-for': thiefIp },
    });
    expect(guess.status()).toBe(400);
    await thief.close();
    await page.reload();
    await expect(card(page, 'Wallet')).toContainText(address);
  });

  test('with the wallet: a wallet-only account adds an email from a new network after signing with its linked wallet, not another', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const key = generatePrivateKey();
    const other = generatePrivateKey();
    const wallet = await installTestWallet(page, { privateKey: key });
    const address = privateKeyToAccount(key).address;
    await page.goto('/login');
    await connectTestWallet(page.getByRole('button', { name: 'Connect a wallet to sign in' }));
    await page.getByRole('button', { name: 'Sign in with wallet' }).click();
    await expect(page).toHaveURL(/\/portfolio$/);
    await moveNetwork(page);
    await page.goto('/account');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your account');

    const email = uniqueEmail('wallet-owner');
    const profile = card(page, 'Profile');
    await profile.getByLabel('Email address', { exact: true }).fill(email);
    await profile.getByRole('button', { name: 'Send a confirmation link' }).click();
    await expect(box(page)).toBeVisible();
    await expect(box(page)).toContainText(`Your linked wallet: ${address}`);
    await expect(box(page).getByLabel('Password', { exact: true })).toHaveCount(0);
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: `${shots}/account-confirm-wallet.png` });

    // Another account of the wallet is not asked to sign: the page says which one to use.
    const sign = box(page).getByRole('button', { name: 'Sign with your wallet' });
    await expect(sign).toBeEnabled();
    await wallet.setAccount(other);
    await expect(box(page).getByRole('alert')).toContainText(
      `not with the wallet linked to your account (${address})`,
    );
    await expect(sign).toBeDisabled();
    await wallet.setAccount(key);
    await expect(box(page).getByRole('alert')).toHaveCount(0);
    expect(wallet.requests('personal_sign')).toHaveLength(1);
    // By keyboard: Tab from the box's first control reaches the button.
    for (let i = 0; i < 5 && !(await sign.evaluate((el) => el === document.activeElement)); i++) {
      await page.keyboard.press('Tab');
    }
    await expect(sign).toBeFocused();
    await page.keyboard.press('Enter');

    await expect(box(page)).toBeHidden();
    await expect(
      profile.getByRole('status').filter({ hasText: `We sent a link to ${email}.` }),
    ).toBeVisible();
    expect(wallet.requests('personal_sign')).toHaveLength(2);
    const signed = Buffer.from(
      String((wallet.requests('personal_sign')[1]?.params as string[])[0]).slice(2),
      'hex',
    ).toString();
    expect(signed).toContain(
      "Confirm it's me, to change how my Green Planet ECO account signs in.",
    );
    await expect(profile).toContainText(`Waiting for confirmation: ${email}`);
    await expect(history(page).first()).toContainText(
      'Asked to change the email address to one at example.com',
    );
    await expect(history(page).nth(1)).toContainText(
      'Confirmed it was you by signing with the linked wallet',
    );
    await expect(history(page).nth(1)).toContainText(`From ${ip}`);
    expect(await axeViolations(page)).toEqual([]);
  });
});
