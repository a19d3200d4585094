import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { linkIn, mailsTo } from './mail';
import { connectTestWallet } from './wallet/connect';

// Accounts for browser tests, made the way a person makes one: sign up, follow the link mailed
// to the address (through the e2e mail catcher), and log in. Sign-up starts no session and login
// refuses an address whose link was not followed, so every test that needs a signed-in account
// goes through here (or through the same steps in the browser, auth.spec.ts).

/** A client address of the test's own: the API limits requests per address. */
export const clientIp = () =>
  `10.${[0, 0, 0].map(() => Math.floor(Math.random() * 254) + 1).join('.')}`;

/** An address no other test uses. */
export const uniqueEmail = (label: string) =>
  `${label}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}@example.com`;

export interface AccountDetails {
  name: string;
  email: string;
  password: string;
}

/** The token of a verification link in any mail `email` received, newest first. */
async function verificationPaths(email: string): Promise<string[]> {
  const paths: string[] = [];
  for (const mail of (await mailsTo(email)).reverse()) {
    try {
      paths.push(linkIn(mail, '/verify-email'));
    } catch {
      // Not a verification mail (a "someone tried to sign up" notice, a password notice).
    }
  }
  return paths;
}

/**
 * Makes sure a verified account with these details exists, and leaves the context signed out
 * (its cookies cleared). Safe to call from tests running at once with the same address (the
 * team's account): whoever signs up first creates it, and every caller follows the link mailed
 * to it, which works once; the others find the address verified.
 */
export async function ensureVerifiedAccount(
  request: APIRequestContext,
  { baseURL, ip = clientIp(), ...account }: AccountDetails & { baseURL: string; ip?: string },
): Promise<void> {
  const headers = { origin: baseURL, 'x-forwarded-for': ip };
  const login = () =>
    request.post('/api/auth/login', {
      data: { email: account.email, password: account.password },
      headers,
    });
  try {
    let answer = await login();
    if (answer.status() === 401) {
      const signup = await request.post('/api/auth/signup', { data: account, headers });
      expect(signup.status(), await signup.text()).toBe(201);
    } else if (answer.status() !== 403) {
      expect(answer.status(), await answer.text()).toBe(200);
      return;
    }
    const tried = new Set<string>();
    await expect
      .poll(
        async () => {
          const fresh = (await verificationPaths(account.email)).filter((p) => !tried.has(p));
          if (fresh.length === 0) return 'waiting for the link';
          for (const path of fresh) {
            tried.add(path);
            const token = new URL(path, baseURL).searchParams.get('token');
            // A link another test followed first answers that it was used: nothing to do.
            await request.post('/api/auth/verify-email', { data: { token }, headers });
          }
          answer = await login();
          return answer.status() === 200 ? 'signed in' : `login answered ${answer.status()}`;
        },
        { timeout: 25_000, intervals: [250, 500, 1000], message: `verify ${account.email}` },
      )
      .toBe('signed in');
  } finally {
    await request.post('/api/auth/logout', { data: {}, headers }).catch(() => undefined);
  }
}

/** Fills and sends the login form the page shows (on /login, or where a page asks to sign in). */
export async function submitLoginForm(page: Page, email: string, password: string) {
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

/**
 * Links the test wallet (installed with installTestWallet) to the signed-in account from the
 * portfolio's "Connect a wallet to link it" control, inside `scope` (the page by default).
 */
export async function linkTestWallet(page: Page, scope: Page | Locator = page) {
  await connectTestWallet(scope.getByRole('button', { name: 'Connect a wallet to link it' }));
  await scope.getByRole('button', { name: 'Link this wallet to my account' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Your account is now linked to' }),
  ).toBeVisible();
}
