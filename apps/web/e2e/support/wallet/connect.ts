// Connecting the test wallet as a visitor does: through the site's own "Connect a wallet" dialog.
import { expect, type Locator, type Page } from '@playwright/test';
import { testWalletInfo } from './identity';

/** The site's wallet picker, opened by any of its connect controls. */
export const connectDialog = (page: Page) => page.getByRole('dialog', { name: 'Connect a wallet' });

/**
 * Clicks `trigger` (any control that opens the "Connect a wallet" dialog: the header's Connect
 * Wallet, "Connect a wallet to sign in", the Buy dialog's own button...), picks the installed test
 * wallet there and waits until the dialog has closed, that is until the site is connected.
 */
export async function connectTestWallet(trigger: Locator): Promise<void> {
  const page = trigger.page();
  await trigger.click();
  const dialog = connectDialog(page);
  await dialog.getByRole('button', { name: testWalletInfo.name, exact: true }).click();
  await expect(dialog).toBeHidden();
}
