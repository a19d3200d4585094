import { expect, type Locator, type Page } from '@playwright/test';
import { connectTestWallet } from './wallet/connect';

// The Buy ECO dialog as the browser tests find it, shared by buy-dialog.spec and sale.spec.

export const termsLabel = 'I understand the risks and accept the terms of the sale.';
export const buyDialog = (page: Page) => page.getByRole('dialog', { name: 'Buy ECO' });
export const ecoField = (dialog: Locator) => dialog.getByLabel('You buy (ECO)');
export const ethField = (dialog: Locator) => dialog.getByLabel('You pay (ETH)');
export const purchaseButton = (dialog: Locator) =>
  dialog.getByRole('button', { name: 'Purchase', exact: true });
export const termsBox = (dialog: Locator) => dialog.getByRole('checkbox', { name: termsLabel });
export const countryField = (dialog: Locator) => dialog.getByLabel('Country of residence');

/**
 * What a first purchase asks: declares the country of residence (by default Germany, which the
 * local chain's example offer profile offers ECO in) and accepts the terms.
 */
export async function acceptTerms(dialog: Locator, country = 'DE'): Promise<void> {
  await countryField(dialog).selectOption(country);
  await termsBox(dialog).check();
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
