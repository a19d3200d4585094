import type { Locator } from '@playwright/test';
import { test as chainTest, expect } from './chain-fixtures';
import { installTestWallet, type TestWallet, type TestWalletOptions } from './test-wallet';
import { connectTestWallet } from './wallet/connect';

/** The test wallet in this test's page, installed first and connected from the page later. */
export interface ConnectedWallet {
  /**
   * Injects the test wallet into the page (before page.goto, so the first document already
   * announces it); default: a fresh account with 1000 ETH. Returns its handle.
   */
  install(options?: TestWalletOptions): Promise<TestWallet>;
  /**
   * Connects the installed wallet from `trigger`, any control that opens the site's "Connect a
   * wallet" dialog, and waits until the dialog has closed. Returns the wallet's handle.
   */
  connect(trigger: Locator): Promise<TestWallet>;
}

/**
 * The chain `test` (./chain-fixtures) with a `connectedWallet`: one way to connect the test
 * wallet, as a visitor does, instead of a hand-written flow in every spec.
 * Example: `await connectedWallet.install({ privateKey: account.privateKey });
 * await page.goto('/admin'); await connectedWallet.connect(page.getByRole('main')
 * .getByRole('button', { name: 'Connect Wallet' }));`
 */
export const test = chainTest.extend<{ connectedWallet: ConnectedWallet }>({
  connectedWallet: async ({ page }, use) => {
    let wallet: TestWallet | undefined;
    await use({
      install: async (options) => {
        if (wallet) throw new Error('connectedWallet: the test wallet is already installed');
        wallet = await installTestWallet(page, options);
        return wallet;
      },
      connect: async (trigger) => {
        if (!wallet) throw new Error('connectedWallet: install the test wallet first');
        await connectTestWallet(trigger);
        return wallet;
      },
    });
  },
});

export { expect };
export * from './chain-fixtures';
