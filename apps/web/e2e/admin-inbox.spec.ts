import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import type { ApiAdminMessagesResponse } from '@eco/shared';
import { axeViolationsInBothThemes, expectFailedResponseLogged } from './fixtures';
import { createWalletClient, http } from 'viem';
import {
  anvilUrl,
  createReferrer,
  eco,
  expect,
  localChain,
  ownerPrivateKey,
  publicClient,
  SaleStage,
} from './support/chain-fixtures';
import { test } from './support/wallet-fixtures';
import { clientIp, ensureVerifiedAccount, submitLoginForm } from './support/accounts';
import { e2ePorts } from './support/ports';

// The team inbox (/admin/inbox) against the real API: a team member (an email listed in the
// e2e API's ADMIN_EMAILS, or the contract owner's wallet) answers messages; anyone else is
// refused. Each test tags the messages it sends and searches for that tag, so tests running
// at the same time never count each other's messages.

const team = { email: 'team@eco.test', password: 'team inbox passphrase 2030' };
const password = 'green planet 2030 trees';

const uniqueTag = (label: string) =>
  `${label}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;

/**
 * Makes sure a verified account exists (sign-up, then the link mailed to it; an admin address
 * counts only once verified), leaving the browser signed out.
 */
async function ensureAccount(page: Page, baseURL: string, email: string, secret: string) {
  await ensureVerifiedAccount(page.request, {
    baseURL,
    name: email.split('@')[0]!,
    email,
    password: secret,
  });
}

/**
 * Sends `count` contact messages (or FAQ questions) tagged `tag`, five per client address: the
 * API allows five a minute from one address.
 */
async function sendMessages(
  page: Page,
  baseURL: string,
  kind: 'contact' | 'faq',
  tag: string,
  count: number,
) {
  let ip = clientIp();
  for (let i = 1; i <= count; i += 1) {
    if (i % 5 === 0) ip = clientIp();
    const data =
      kind === 'contact'
        ? {
            name: `Sender ${i}`,
            email: `sender${i}@example.com`,
            subject: `${tag} subject ${i}`,
            message: `Hello team, this is message ${i} about ${tag}.`,
          }
        : {
            name: `Asker ${i}`,
            email: `asker${i}@example.com`,
            question: `${tag}: question ${i}?`,
          };
    const response = await page.request.post(
      kind === 'contact' ? '/api/contact' : '/api/faq/questions',
      {
        data,
        headers: { origin: baseURL, 'x-forwarded-for': ip },
      },
    );
    expect(response.status()).toBe(201);
  }
}

/** Signs in through the inbox's own login form. */
async function signInWithEmail(page: Page, email: string, secret: string) {
  await page.goto('/admin/inbox');
  await expect(page.getByRole('heading', { name: 'Sign in to the team inbox' })).toBeVisible();
  await submitLoginForm(page, email, secret);
}

const messages = (page: Page) => page.getByRole('region', { name: 'Messages' });

async function search(page: Page, text: string) {
  await messages(page).getByLabel('Search name, email, subject and text').fill(text);
  await messages(page).getByRole('button', { name: 'Search', exact: true }).click();
}

test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': clientIp() });
});

test('a team member pages, searches, marks handled and exports the contact messages', async ({
  page,
  baseURL,
}) => {
  // Two dozen messages to page through, sent one by one.
  test.setTimeout(180_000);
  const tag = uniqueTag('inbox');
  await ensureAccount(page, baseURL!, team.email, team.password);
  await sendMessages(page, baseURL!, 'contact', tag, 23);
  await signInWithEmail(page, team.email, team.password);
  await expect(
    page.getByText('Signed in as a team member (team@eco.test), through a team email.'),
  ).toBeVisible();

  // 23 tagged messages: 20 on the first page, newest first, 3 on the second.
  await search(page, tag);
  const inbox = messages(page);
  await expect(inbox.getByRole('status').first()).toHaveText(`23 messages matching “${tag}”`);
  await expect(inbox.getByRole('article')).toHaveCount(20);
  await expect(inbox.getByRole('article').first()).toContainText(
    `${tag} subject 23 from Sender 23`,
  );
  await inbox.getByRole('button', { name: 'Next page' }).click();
  await expect(inbox.getByText('Page 2 of 2')).toBeVisible();
  await expect(inbox.getByRole('article')).toHaveCount(3);
  await expect(inbox.getByRole('article').last()).toContainText(`${tag} subject 1 from Sender 1`);

  // Search narrows to one message; its reply link writes to the sender.
  await search(page, `${tag} subject 7`);
  const message = inbox.getByRole('article');
  await expect(message).toHaveCount(1);
  await expect(message.getByRole('link', { name: 'Reply by email' })).toHaveAttribute(
    'href',
    `mailto:sender7@example.com?subject=${encodeURIComponent(`Re: ${tag} subject 7`)}`,
  );

  // Handled messages leave the "open" list and show who handled them.
  await message.getByRole('button', { name: 'Mark handled' }).click();
  await expect(inbox.getByRole('status').first()).toHaveText(
    `0 messages matching “${tag} subject 7”`,
  );
  await inbox.getByLabel('Show').selectOption('handled');
  await expect(inbox.getByRole('article')).toContainText('Handled by team@eco.test on');
  const stored = (await (
    await page.request.get(
      `/api/admin/messages?kind=contact&status=handled&q=${encodeURIComponent(`${tag} subject 7`)}`,
    )
  ).json()) as ApiAdminMessagesResponse;
  expect(stored.items.map((item) => item.handledBy)).toEqual([team.email]);
  // And back to open.
  await inbox.getByRole('button', { name: 'Mark as open' }).click();
  await expect(inbox.getByRole('status').first()).toHaveText(
    `0 messages matching “${tag} subject 7”`,
  );

  // The CSV holds every matching message, not just one page.
  await inbox.getByLabel('Show').selectOption('all');
  await search(page, tag);
  const downloading = page.waitForEvent('download');
  await inbox.getByRole('link', { name: 'Export CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^eco-contact-messages-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile(await download.path(), 'utf8');
  const rows = csv.trim().split(/\r?\n/);
  expect(rows[0]).toContain('id,created_at,name,email,subject,message,handled_at,handled_by');
  expect(rows).toHaveLength(24);
});

test('FAQ questions have their own inbox; the figures show sign-ups and sale totals', async ({
  page,
  baseURL,
}) => {
  const tag = uniqueTag('faq');
  await ensureAccount(page, baseURL!, team.email, team.password);
  await sendMessages(page, baseURL!, 'faq', tag, 2);
  await signInWithEmail(page, team.email, team.password);
  const inbox = messages(page);
  await inbox.getByRole('tab', { name: 'FAQ questions' }).click();
  await expect(inbox.getByRole('tab', { name: 'FAQ questions' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await search(page, tag);
  await expect(inbox.getByRole('article')).toHaveCount(2);
  await expect(inbox.getByRole('article').first()).toContainText(`${tag}: question 2?`);

  // At least the team account itself signed up today.
  const signups = page.getByRole('region', { name: 'Sign-ups' });
  await expect(signups.getByRole('figure')).toContainText(/[1-9]\d* sign-ups? in the last 30 days/);
  await signups.getByLabel('Period').selectOption('7');
  await expect(signups.getByRole('figure')).toContainText('in the last 7 days');

  await expect(page.getByRole('region', { name: 'Referral leaderboard' })).toBeVisible();
  const sale = page.getByRole('region', { name: 'Sale totals' });
  // The sale's money in each asset, as the contract counts it.
  for (const unit of ['ETH', 'USDC']) {
    await expect(sale).toContainText(`Raised (${unit})`);
    await expect(sale).toContainText(`Held for buyers (${unit})`);
  }
  for (const label of ['Partners', 'Private sale', 'Public sale']) {
    await expect(sale.getByRole('heading', { name: label, exact: true })).toBeVisible();
  }
});

test('a referred purchase reaches the leaderboard and the sale’s history, which reconciles', async ({
  page,
  baseURL,
  account,
}) => {
  // Only a wallet that has bought may be named as referrer (docs/decisions/0033).
  const referrer = await createReferrer();
  const amount = 1_000n * 10n ** 18n;
  const price = await publicClient.readContract({
    ...eco,
    functionName: 'tokenPrice',
    args: [SaleStage.Public],
  });
  const hash = await createWalletClient({
    account: account.account,
    chain: localChain,
    transport: http(anvilUrl),
  }).writeContract({
    ...eco,
    functionName: 'publicSale',
    args: [amount, referrer.address],
    value: (amount * price + 10n ** 18n - 1n) / 10n ** 18n,
  });
  expect((await publicClient.waitForTransactionReceipt({ hash })).status).toBe('success');

  // Once the indexer has read the purchase (a poll or two)...
  await expect
    .poll(async () => {
      const res = await fetch(
        `http://127.0.0.1:${e2ePorts.indexer}/chains/31337/referrers/${referrer.address}`,
      );
      return ((await res.json()) as { purchases?: number }).purchases;
    })
    .toBe(1);
  await ensureAccount(page, baseURL!, team.email, team.password);
  await signInWithEmail(page, team.email, team.password);
  // ...the leaderboard, from the indexer through the API, shows the referrer, its one purchase
  // and its 4% reward.
  const leaderboard = page.getByRole('region', { name: 'Referral leaderboard' });
  const row = leaderboard.getByRole('listitem').filter({ has: page.getByTitle(referrer.address) });
  await expect(row).toContainText('1 purchase');
  await expect(row).toContainText('1,000.00 ECO bought');
  await expect(row).toContainText('40.00 ECO in rewards');

  // The sale's history, summed by the indexer, agrees with the contract's own counters.
  const sale = page.getByRole('region', { name: 'Sale totals' });
  await expect(sale.getByRole('region', { name: 'From the sale’s history' })).toContainText(
    'Reconciled',
  );
  await expect(sale.getByRole('alert')).toHaveCount(0);
});

test('the contract owner’s wallet signs in to the inbox with Ethereum', async ({
  page,
  connectedWallet,
}) => {
  await connectedWallet.install({ privateKey: ownerPrivateKey });
  await page.goto('/admin/inbox');
  await connectedWallet.connect(page.getByRole('button', { name: 'Connect a wallet to sign in' }));
  await page.getByRole('button', { name: 'Sign in with wallet' }).click();
  await expect(
    page.getByText(/^Signed in as a team member .*, through the owner’s wallet\.$/),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/inbox$/);
  await expect(messages(page).getByRole('tab', { name: 'Contact messages' })).toBeVisible();
});

test('an account that is not on the team is told the page is for the team', async ({
  page,
  baseURL,
  consoleErrors,
}) => {
  const email = `${uniqueTag('visitor')}@example.com`;
  await ensureAccount(page, baseURL!, email, password);
  await signInWithEmail(page, email, password);
  await expect(page.getByRole('heading', { name: 'This page is for the ECO team' })).toBeVisible();
  await expectFailedResponseLogged(consoleErrors, 403);
  await expect(page.getByRole('region', { name: 'Messages' })).toHaveCount(0);
  // The API refuses the data itself too, not just the page.
  expect((await page.request.get('/api/admin/messages?kind=contact')).status()).toBe(403);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
});

test('the inbox passes axe in both themes and fits 390 px', async ({ page, baseURL }) => {
  const tag = uniqueTag('axe');
  await ensureAccount(page, baseURL!, team.email, team.password);
  await sendMessages(page, baseURL!, 'contact', tag, 1);
  await page.setViewportSize({ width: 390, height: 844 });
  await signInWithEmail(page, team.email, team.password);
  await search(page, tag);
  await expect(messages(page).getByRole('article')).toHaveCount(1);
  await expect(page.getByRole('region', { name: 'Sale totals' })).toContainText('Raised (ETH)');
  expect(await axeViolationsInBothThemes(page)).toEqual({ light: [], dark: [] });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
});
