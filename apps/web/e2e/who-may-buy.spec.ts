import type { Page } from '@playwright/test';
import { whitePaperHash } from '../src/config/white-paper.generated';
import { legalVersions } from '../src/content/legal/versions';
import { axeViolations } from './fixtures';
import { clientIp, ensureVerifiedAccount, submitLoginForm, uniqueEmail } from './support/accounts';
import {
  acceptTerms,
  countryField,
  ecoField,
  openConnected,
  purchaseButton,
  stageTab,
  storedTerms,
  termsBox,
} from './support/buy-dialog';
import { expect, publicClient, test } from './support/chain-fixtures';
import { textPastRightEdge } from './support/overflow';
import { installTestWallet } from './support/test-wallet';

// Who may buy (docs/decisions/0036): before the first purchase the Buy dialog asks for the
// buyer's country of residence and applies the chain's offer profile (packages/contracts/config/
// 31337.json: an example offering the EU Member States, excluding the US). A country the offer
// excludes or does not name ends the flow with the reason before anything reaches the wallet; an
// offered one proceeds, and what was accepted is kept in the browser and, signed in, in the
// account. /sale/eligibility shows the same profile and what a declaration proves.

const password = 'who may buy passphrase 31';

let ip = '';

test.beforeEach(async ({ page }) => {
  // The API limits requests per client address: this test's own.
  ip = clientIp();
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': ip });
});

/** Signs a fresh verified account in through the login form, as a buyer would. */
async function signIn(page: Page, baseURL: string): Promise<void> {
  const email = uniqueEmail('buyer');
  await ensureVerifiedAccount(page.request, { baseURL, ip, name: 'Ada', email, password });
  await page.goto('/account');
  await submitLoginForm(page, email, password);
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByText(`Signed in as ${email}.`)).toBeVisible();
}

test('an excluded country ends the flow with its reason: no wallet prompt, no transaction, nothing stored', async ({
  page,
  account,
}) => {
  const wallet = await installTestWallet(page, { privateKey: account.privateKey });
  const nonce = await publicClient.getTransactionCount({ address: account.address });
  const balance = await publicClient.getBalance({ address: account.address });
  const dialog = await openConnected(page);
  await stageTab(dialog, 'Public').click();
  await ecoField(dialog).fill('2');

  await countryField(dialog).selectOption('US');
  const refusal = dialog.getByRole('alert').filter({ hasText: 'United States' });
  await expect(refusal).toHaveText(
    'United States: ECO is not offered to residents of this country. The reason: securities law: not offered to US persons. Nothing can be bought here, and nothing was sent to your wallet.',
  );
  // No terms to accept for a flow that has ended, and no way on.
  await expect(termsBox(dialog)).toHaveCount(0);
  await expect(purchaseButton(dialog)).toBeDisabled();
  expect(await axeViolations(page)).toEqual([]);

  // A country the offer does not name is not offered either, in words that say so.
  await countryField(dialog).selectOption('JP');
  await expect(dialog.getByRole('alert').filter({ hasText: 'Japan' })).toContainText(
    'Japan: ECO is not offered to residents of this country: the offer is made only in the countries it names, and this is not one of them.',
  );
  await expect(purchaseButton(dialog)).toBeDisabled();

  expect(wallet.requests('eth_sendTransaction')).toEqual([]);
  expect(await publicClient.getTransactionCount({ address: account.address })).toBe(nonce);
  expect(await publicClient.getBalance({ address: account.address })).toBe(balance);
  expect(await storedTerms(page)).toBeNull();

  // Declaring an offered country instead brings the terms back, and the way on.
  await countryField(dialog).selectOption('DE');
  await expect(dialog.getByRole('alert').filter({ hasText: 'not offered' })).toHaveCount(0);
  await termsBox(dialog).check();
  await expect(purchaseButton(dialog)).toBeEnabled();
});

test('the country is chosen with the keyboard alone, from a labelled list', async ({
  page,
  account,
}) => {
  await installTestWallet(page, { privateKey: account.privateKey });
  const dialog = await openConnected(page);
  await stageTab(dialog, 'Public').click();
  await ecoField(dialog).fill('2');
  const field = countryField(dialog);
  await expect(field).toHaveAccessibleDescription(
    /ECO is offered to residents of some countries only/,
  );
  await field.focus();
  // Type-ahead, as in any select: "United S…" picks the United States.
  await page.keyboard.type('United S');
  await expect(field).toHaveValue('US');
  await expect(dialog.getByRole('alert').filter({ hasText: 'United States' })).toBeVisible();
});

test('an offered country proceeds; what was accepted is kept in the browser and in the signed-in account', async ({
  page,
  account,
  baseURL,
}) => {
  await signIn(page, baseURL!);
  await installTestWallet(page, { privateKey: account.privateKey });
  const dialog = await openConnected(page);
  await stageTab(dialog, 'Public').click();
  await ecoField(dialog).fill('2');
  await acceptTerms(dialog, 'DE');
  await purchaseButton(dialog).click();
  await expect(dialog.getByRole('status')).toContainText('Purchase confirmed: 2 ECO', {
    timeout: 15_000,
  });
  await expect(dialog).toContainText(
    'Your acceptance and declared country are recorded in your account.',
  );

  const versions = {
    termsVersion: legalVersions.terms,
    risksVersion: legalVersions.risks,
    whitePaperVersion: whitePaperHash,
  };
  const browser = await storedTerms(page);
  expect(browser).toEqual({ ...versions, country: 'DE', acceptedAt: expect.any(String) });

  // The account's copy, as its data download lists it: the same versions and country, with the
  // wallet that bought.
  const download = await page.request.get('/api/account/export');
  expect(download.status()).toBe(200);
  const { saleAcceptances } = (await download.json()) as {
    saleAcceptances: Record<string, unknown>[];
  };
  expect(saleAcceptances).toEqual([
    {
      ...versions,
      country: 'DE',
      wallet: account.address,
      chainId: 31337,
      acceptedAt: expect.any(String),
    },
  ]);
});

test.describe('the account cannot record', () => {
  // The browser logs the API's refusal, as it logs every 4xx answer.
  test.use({
    allowedConsoleErrors: [
      'Failed to load resource: the server responded with a status of 429 (Too Many Requests)',
    ],
  });

  test("the account's failure to record is said, and the browser keeps its record", async ({
    page,
    account,
    baseURL,
  }) => {
    await signIn(page, baseURL!);
    // The account has recorded as many acceptances this hour as the API takes (SALE_ACCEPTANCES):
    // the dialog's is refused, a real refusal of the real API.
    const body = {
      termsVersion: legalVersions.terms,
      risksVersion: legalVersions.risks,
      whitePaperVersion: whitePaperHash,
      country: 'FR',
    };
    for (let i = 0; i < 20; i++) {
      const answer = await page.request.post('/api/account/sale-acceptance', {
        data: body,
        headers: { origin: baseURL! },
      });
      expect(answer.status()).toBe(201);
    }
    await installTestWallet(page, { privateKey: account.privateKey });
    const dialog = await openConnected(page);
    await stageTab(dialog, 'Public').click();
    await ecoField(dialog).fill('2');
    await acceptTerms(dialog, 'DE');
    await purchaseButton(dialog).click();
    await expect(dialog.getByRole('alert').filter({ hasText: 'could not record' })).toContainText(
      'Your account could not record your acceptance and declared country: Too many attempts.',
    );
    // The purchase went on, and the browser's record stands.
    await expect(dialog.getByRole('status')).toContainText('Purchase confirmed: 2 ECO', {
      timeout: 15_000,
    });
    expect(await storedTerms(page)).toMatchObject({ country: 'DE' });
  });
});

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the declaration step fits, refusal included, and passes axe', async ({ page, account }) => {
    await installTestWallet(page, { privateKey: account.privateKey });
    const dialog = await openConnected(page);
    await stageTab(dialog, 'Public').click();
    await ecoField(dialog).fill('2');
    await expect(countryField(dialog)).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await countryField(dialog).selectOption('US');
    const refusal = dialog.getByRole('alert').filter({ hasText: 'United States' });
    await expect(refusal).toBeVisible();
    // What this step adds stays inside the screen (the dialog's own layout has its own tests).
    for (const part of [countryField(dialog), refusal]) {
      expect(await textPastRightEdge(part)).toEqual([]);
      const box = (await part.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(390);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    expect(await axeViolations(page)).toEqual([]);
  });

  test('/sale/eligibility shows the offer profile and what a declaration proves', async ({
    page,
  }) => {
    await page.goto('/sale/eligibility');
    const offer = page.getByRole('region', { name: 'Where ECO is offered' });
    await expect(
      offer.getByText(/An example for the local test chain, not a legal decision/),
    ).toBeVisible();
    await expect(offer.locator('[data-sample-badge]')).toHaveCount(1);
    const offered = offer
      .getByRole('heading', { name: 'Offered to residents of', exact: true })
      .locator('xpath=following-sibling::ul[1]')
      .getByRole('listitem');
    await expect(offered).toHaveCount(27);
    await expect(offered.filter({ hasText: /^Germany$/ })).toHaveCount(1);
    await expect(offered.filter({ hasText: /^Greece$/ })).toHaveCount(1);
    await expect(offer).toContainText('United States: securities law: not offered to US persons');
    await expect(offer).toContainText(
      'Any other country: the offer is made only in the countries listed above.',
    );
    await expect(offer).toContainText(
      'The offer is open to the public, not only to professional investors.',
    );
    await expect(offer).toContainText('The site does not verify where you live');
    await expect(offer).toContainText('no identity check (KYC) is done here');
    await expect(offer.getByRole('link', { name: 'terms of the sale' })).toHaveAttribute(
      'href',
      '/terms#eligibility',
    );
    expect(await textPastRightEdge(page.getByRole('main'))).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    expect(await axeViolations(page)).toEqual([]);
  });
});
