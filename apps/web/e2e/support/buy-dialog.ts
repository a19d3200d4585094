import { expect, type Locator, type Page } from '@playwright/test';
import { connectTestWallet } from './wallet/connect';

// The Buy ECO dialog as the browser tests find it, shared by the specs that buy.

export const buyDialog = (page: Page) => page.getByRole('dialog', { name: 'Buy ECO' });
export const ecoField = (dialog: Locator) => dialog.getByLabel('You buy (ECO)');
export const ethField = (dialog: Locator) => dialog.getByLabel('You pay (ETH)');
export const purchaseButton = (dialog: Locator) =>
  dialog.getByRole('button', { name: 'Purchase', exact: true });
/** A stage's tab in the dialog: 'Public', 'Private' or 'Partners'. */
export const stageTab = (dialog: Locator, name: 'Public' | 'Private' | 'Partners') =>
  dialog.getByRole('tab', { name });
export { acceptTerms, countryField, termsBox, termsLabel } from './buy-terms';

/** The browser's record of what the buyer accepted (SALE_TERMS_KEY in terms-acceptance.ts). */
export const TERMS_KEY = 'ECO_SALE_TERMS_ACCEPTED';
/** That record as the page's storage holds it, parsed (null when there is none). */
export async function storedTerms(page: Page): Promise<unknown> {
  return JSON.parse(
    (await page.evaluate((key) => localStorage.getItem(key), TERMS_KEY)) ?? 'null',
  ) as unknown;
}

/** The site's one global alert (the dialog's own alerts have no Dismiss button). */
export const globalAlert = (page: Page) =>
  page.getByRole('alert').filter({ has: page.getByRole('button', { name: 'Dismiss alert' }) });

/** Opens Buy ECO from `path` and connects the test wallet from inside the dialog. */
export async function openConnected(page: Page, path = '/'): Promise<Locator> {
  await page.goto(path);
  await page.getByRole('main').getByRole('button', { name: 'Buy ECO' }).first().click();
  const dialog = buyDialog(page);
  await expect(dialog).toBeVisible();
  await connectTestWallet(dialog.getByRole('button', { name: 'Connect Wallet' }));
  await expect(ecoField(dialog)).toBeVisible();
  return dialog;
}
