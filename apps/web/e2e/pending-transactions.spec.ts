import type { Locator, Page } from '@playwright/test';
import { createWalletClient, http, type Hash } from 'viem';
import {
  acceptTerms,
  buyDialog,
  ecoField,
  globalAlert,
  openConnected,
  purchaseButton,
} from './support/buy-dialog';
import {
  ecoBalance,
  expect,
  localChain,
  anvilUrl,
  publicClient,
  restoreAfterTest,
  test,
  testClient,
  type TestAccount,
} from './support/chain-fixtures';
import { installTestWallet } from './support/test-wallet';

// What a buyer on mainnet lives through and a local chain never shows: a purchase pending for a
// while, the tab reloaded meanwhile, the purchase sped up or cancelled in the wallet. The chain's
// automine is off for these tests (exclusive: nobody else's transaction waits for a block), and
// the test mines when the "network" gets to it.

const pendingWords = 'Purchase sent. Waiting for the network to confirm it…';

/**
 * How long the page may take to see what a mined block did to a purchase: a bound against a hang
 * only. The page polls the node every 4 s (lib/wallet/config.ts) and a busy machine delays it
 * more; a 15 s bound failed one clean-clone run with the page still waiting (why it took that long
 * is not known: a missed replacement would fail this bound too).
 */
const SEEN = { timeout: 60_000 };

/** The site's record of the transactions it sent (lib/wallet/transaction-history.ts). */
async function recordedHashes(page: Page): Promise<Hash[]> {
  return page.evaluate(() => {
    const records = JSON.parse(window.localStorage.getItem('ECO_TRANSACTIONS') ?? '[]') as {
      id: string;
    }[];
    return records.map((record) => record.id as `0x${string}`);
  });
}

/** Turns automine off until the test ends; whatever is still pending then is mined. */
async function stopMining(): Promise<void> {
  await testClient.setAutomine(false);
  restoreAfterTest(async () => {
    await testClient.setAutomine(true);
    await testClient.mine({ blocks: 1 });
  });
}

/** Buys `amount` ECO in the public stage from the open dialog, and waits until it is sent. */
async function sendPurchase(dialog: Locator, amount: string): Promise<void> {
  await dialog.getByRole('tab', { name: 'Public' }).click();
  await ecoField(dialog).fill(amount);
  await acceptTerms(dialog);
  await purchaseButton(dialog).click();
  await expect(dialog.getByRole('status')).toContainText(pendingWords, SEEN);
}

/** The wallet menu's Recent activity, opened from the header. */
async function recentActivity(page: Page, account: TestAccount): Promise<Locator> {
  const short = `${account.address.slice(0, 6)}…${account.address.slice(-4)}`;
  await page.getByRole('banner').getByRole('button', { name: short }).click();
  const section = page.getByRole('region', { name: 'Recent activity' });
  await expect(section).toBeVisible();
  return section;
}

/**
 * Sends, from the buyer's key outside the page (as a wallet's "speed up" or "cancel" does), a
 * transaction with the pending one's nonce and twice its fees: the same call, or nothing to self.
 */
async function replace(account: TestAccount, hash: Hash, how: 'speed-up' | 'cancel') {
  const pending = await publicClient.getTransaction({ hash });
  const wallet = createWalletClient({
    account: account.account,
    chain: localChain,
    transport: http(anvilUrl),
  });
  const fees = {
    maxFeePerGas: (pending.maxFeePerGas ?? 10n ** 9n) * 2n,
    maxPriorityFeePerGas: (pending.maxPriorityFeePerGas ?? 10n ** 9n) * 2n,
  };
  return how === 'speed-up'
    ? wallet.sendTransaction({
        to: pending.to,
        data: pending.input,
        value: pending.value,
        gas: pending.gas,
        nonce: pending.nonce,
        ...fees,
      })
    : wallet.sendTransaction({ to: account.address, value: 0n, nonce: pending.nonce, ...fees });
}

test.describe('pending purchases @chain-exclusive', () => {
  test.use({ chainAccess: 'exclusive' });

  test('a purchase pending across a reload is watched again, listed, and told once mined; its toast never covers a dialog', async ({
    page,
    account,
  }) => {
    test.setTimeout(180_000);
    await stopMining();
    await installTestWallet(page, { privateKey: account.privateKey });
    await sendPurchase(await openConnected(page), '5');
    const [hash] = await recordedHashes(page);
    expect(hash).toMatch(/^0x[0-9a-f]{64}$/);

    // The buyer reloads while it is pending: the header says so, the menu lists it.
    await page.reload();
    const header = page.getByRole('banner');
    await expect(header.getByRole('button', { name: /1 pending/ })).toBeVisible(SEEN);
    let activity = await recentActivity(page, account);
    const item = activity.getByRole('listitem').filter({ hasText: 'Buy 5 ECO (Public stage)' });
    await expect(item).toContainText('Pending');
    await page.keyboard.press('Escape');

    // A dialog is open when the block arrives: the toast the watcher raises stays under it.
    await page.getByRole('main').getByRole('button', { name: 'Buy ECO' }).first().click();
    const dialog = buyDialog(page);
    await expect(dialog).toBeVisible();
    await testClient.mine({ blocks: 1 });
    const toast = globalAlert(page).filter({ hasText: 'Purchase confirmed' });
    await expect(toast).toHaveCount(1, SEEN);
    await expect(toast).toContainText('5 ECO arrived in your wallet.');
    const covered = await toast.evaluate((element) => {
      const box = element.getBoundingClientRect();
      const top = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
      return !element.contains(top);
    });
    expect(covered).toBe(true);
    await dialog.getByRole('button', { name: /close/i }).first().click();
    await expect(dialog).toBeHidden();
    await expect(toast.getByRole('link', { name: 'View your receipt' })).toHaveAttribute(
      'href',
      `/receipt/31337/${hash}`,
    );

    expect(await ecoBalance(account.address)).toBe(5n * 10n ** 18n);
    await expect(header.getByRole('button', { name: /pending/ })).toHaveCount(0);
    activity = await recentActivity(page, account);
    await expect(activity.getByRole('listitem').first()).toContainText('Confirmed');
    await expect(activity.getByRole('link', { name: /Receipt/ })).toHaveAttribute(
      'href',
      `/receipt/31337/${hash}`,
    );
  });

  test('a purchase sped up in the wallet after a reload is followed to the faster transaction', async ({
    page,
    account,
  }) => {
    test.setTimeout(180_000);
    await stopMining();
    await installTestWallet(page, { privateKey: account.privateKey });
    await sendPurchase(await openConnected(page), '3');
    const [hash] = await recordedHashes(page);
    if (!hash) throw new Error('no recorded transaction');

    await page.reload();
    await expect(page.getByRole('banner').getByRole('button', { name: /1 pending/ })).toBeVisible(
      SEEN,
    );
    const faster = await replace(account, hash, 'speed-up');
    await testClient.mine({ blocks: 1 });

    const toast = globalAlert(page).filter({ hasText: 'Purchase confirmed' });
    await expect(toast).toContainText('Your wallet sped it up; the faster transaction ran.', SEEN);
    await expect(toast.getByRole('link', { name: 'View your receipt' })).toHaveAttribute(
      'href',
      `/receipt/31337/${faster}`,
    );
    expect(await ecoBalance(account.address)).toBe(3n * 10n ** 18n);
    const activity = await recentActivity(page, account);
    await expect(activity.getByRole('listitem').first()).toContainText(
      'Confirmed, sped up in the wallet',
    );
  });

  test('a purchase cancelled in the wallet while the dialog waits is told as cancelled, not failed', async ({
    page,
    account,
  }) => {
    test.setTimeout(180_000);
    await stopMining();
    await installTestWallet(page, { privateKey: account.privateKey });
    const dialog = await openConnected(page);
    await sendPurchase(dialog, '2');
    const [hash] = await recordedHashes(page);
    if (!hash) throw new Error('no recorded transaction');

    await replace(account, hash, 'cancel');
    await testClient.mine({ blocks: 1 });
    const failure = dialog.getByRole('alert').filter({ hasText: 'Transaction cancelled' });
    await expect(failure).toBeVisible(SEEN);
    await expect(failure).toContainText('No ECO was bought by it');
    expect(await ecoBalance(account.address)).toBe(0n);
    await page.keyboard.press('Escape');
    const activity = await recentActivity(page, account);
    await expect(activity.getByRole('listitem').first()).toContainText('Cancelled in the wallet');
  });
});
