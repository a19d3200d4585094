import type { Page } from 'playwright-core';
import { installTestWallet, testWalletInfo } from '@eco/web/e2e/test-wallet';
import { fundedAccount } from './chain';

// tsx compiles with esbuild's keepNames, which wraps named functions in a `__name(fn, "name")`
// helper. Functions Playwright sends into the page (the test wallet's page script) carry those
// calls but not the helper, so the page gets a do-nothing one, before any such script runs.
const nameHelper = 'globalThis.__name ??= (fn) => fn;';

/**
 * Installs the injected test wallet in `page`, now and after every navigation, holding a fresh
 * account given 1000 ETH on the anvil at `anvilUrl`, where it signs and sends.
 */
export async function installFundedWallet(page: Page, anvilUrl: string) {
  const privateKey = await fundedAccount(anvilUrl);
  await page.addInitScript(nameHelper);
  await page.evaluate(nameHelper);
  return installTestWallet(page, { privateKey, rpcUrl: anvilUrl });
}

/** Picks the test wallet in the site's "Connect a wallet" dialog. */
export const pickTestWallet = (page: Page) =>
  page
    .getByRole('dialog', { name: 'Connect a wallet' })
    .getByRole('button', { name: testWalletInfo.name, exact: true })
    .click();
