import type { Locator } from '@playwright/test';

// The Buy dialog's country question and terms, as the browser tests and the purchase bench
// (bench/purchase.ts, through @eco/web/e2e/buy-terms) answer them: type imports only, so a
// script outside the test runner can load it.

export const termsLabel = 'I understand the risks and accept the terms of the sale.';
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
