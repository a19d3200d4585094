import type { Locator, Page } from '@playwright/test';
import { axeViolations } from './fixtures';
import { ecoBalance, expect, publicClient, SaleStage, test } from './support/chain-fixtures';
import type { TestAccount } from './support/chain-fixtures';
import {
  acceptTerms,
  buyDialog,
  ecoField,
  openConnected,
  purchaseButton,
} from './support/buy-dialog';
import { installTestWallet } from './support/test-wallet';
import type { TestWallet, TestWalletOptions } from './support/test-wallet';
import {
  approveUsdc,
  fundUsdc,
  purchasesOf,
  usdc,
  usdcAllowance,
  usdcBalance,
  usdcQuote,
} from './support/usdc';

// Paying in USDC in the Buy dialog, by each of its three paths (docs/decisions/0034): a permit in
// one transaction, an atomic batch (EIP-5792, made atomic with EIP-7702 by the test wallet), and
// two numbered steps for a wallet that cannot sign typed data. Each buyer is a fresh account.

const ECO = 10n ** 18n;
const AMOUNT = 250n * ECO;

const payField = (dialog: Locator) => dialog.getByLabel('You pay (USDC)');
const payWith = (dialog: Locator, asset: 'ETH' | 'USDC') =>
  dialog.getByRole('group', { name: 'Pay with' }).getByRole('radio', { name: asset });

/** A fresh account holding 1,000 USDC, its test wallet installed with `options`. */
async function usdcBuyer(page: Page, account: TestAccount, options: TestWalletOptions = {}) {
  await fundUsdc(account, usdc('1000'));
  return installTestWallet(page, { privateKey: account.privateKey, ...options });
}

/** Opens the public stage, chooses USDC and asks for 250 ECO: the quoted cost must be shown. */
async function askInUsdc(
  page: Page,
  wallet: TestWallet,
): Promise<{ dialog: Locator; cost: bigint }> {
  const cost = await usdcQuote(SaleStage.Public, AMOUNT, wallet.address);
  const dialog = await openConnected(page);
  await dialog.getByRole('tab', { name: 'Public' }).click();
  await payWith(dialog, 'USDC').check();
  await expect(payField(dialog)).toBeVisible();
  await expect(dialog).toContainText('Wallet balance: 1,000.00 USDC');
  await ecoField(dialog).fill('250');
  // The contract's own quote, in USDC, and the fee said to be the buyer's, in ETH.
  await expect(payField(dialog)).toHaveValue(String(Number(cost) / 1e6));
  await expect(dialog).toContainText(`${(Number(cost) / 1e6).toFixed(2)} USDC + at most`);
  await expect(dialog).toContainText('The network fee is yours, paid in ETH.');
  await acceptTerms(dialog);
  return { dialog, cost };
}

/** The deadline the dialog states before signing, as a time (seconds). */
async function statedDeadline(dialog: Locator): Promise<number> {
  const text = (await dialog.getByText('You may withdraw this purchase until').textContent()) ?? '';
  const [, time, date] = /until (\d{1,2}:\d{2} [AP]M), (\w{3} \d{1,2}, \d{4}) UTC/.exec(text) ?? [];
  expect(date, `no deadline in "${text}"`).toBeTruthy();
  return Date.parse(`${date} ${time} UTC`) / 1000;
}

/**
 * After a confirmed purchase: one purchase of exactly 250 ECO paid in USDC, the USDC balance down
 * by exactly the quote, the dialog showing the transaction's hash, and the deadline it stated
 * before signing the one the contract stored (to the minute the dialog writes).
 */
async function expectUsdcPurchase(
  dialog: Locator,
  wallet: TestWallet,
  { cost, deadline, ecoBefore }: { cost: bigint; deadline: number; ecoBefore: bigint },
) {
  // The purchase's own status (in two steps, step 1's stays beside it until it is confirmed).
  await expect(dialog.getByRole('status').filter({ hasText: /^Purchase/ })).toContainText(
    'Purchase confirmed: 250 ECO are in your wallet.',
    { timeout: 20_000 },
  );
  const purchases = await purchasesOf(wallet.address);
  expect(purchases).toHaveLength(1);
  const [purchase] = purchases;
  expect(purchase).toMatchObject({ stage: SaleStage.Public, asset: 1, amount: AMOUNT, cost });
  expect(await usdcBalance(wallet.address)).toBe(usdc('1000') - cost);
  expect((await ecoBalance(wallet.address)) - ecoBefore).toBe(AMOUNT);
  // The local chain has no explorer: the short hash, the whole one as its title.
  await expect(dialog.getByTitle(purchase!.transactionHash)).toBeVisible();
  expect(Math.abs(Number(purchase!.withdrawableUntil) - deadline)).toBeLessThan(120);
  return purchase!;
}

test('pays in USDC with a permit: one signature, one transaction', async ({ page, account }) => {
  const wallet = await usdcBuyer(page, account);
  const { dialog, cost } = await askInUsdc(page, wallet);
  await expect(dialog).toContainText(
    `Your wallet asks you to sign a permit that lets the sale take exactly ${(Number(cost) / 1e6).toFixed(2)} USDC`,
  );
  await expect(dialog).toContainText(/This stage (needs|has no|met|missed)/);
  const deadline = await statedDeadline(dialog);
  const ecoBefore = await ecoBalance(wallet.address);

  await purchaseButton(dialog).click();
  await expectUsdcPurchase(dialog, wallet, { cost, deadline, ecoBefore });
  expect(wallet.requests('eth_signTypedData_v4')).toHaveLength(1);
  expect(wallet.requests('eth_sendTransaction')).toHaveLength(1);
  // The wallet lacks EIP-5792: asked once, refused, never sent a batch.
  expect(wallet.requests('wallet_sendCalls')).toHaveLength(0);
  // The permit set exactly the cost, and the purchase spent it.
  expect(await usdcAllowance(wallet.address)).toBe(0n);
});

test('pays in USDC with an atomic batch: approve and buy in one prompt and one transaction', async ({
  page,
  account,
}) => {
  const wallet = await usdcBuyer(page, account, { atomicBatches: true });
  const { dialog, cost } = await askInUsdc(page, wallet);
  await expect(dialog).toContainText('Your wallet asks once, for one transaction with two calls');
  const deadline = await statedDeadline(dialog);
  const ecoBefore = await ecoBalance(wallet.address);

  await purchaseButton(dialog).click();
  const purchase = await expectUsdcPurchase(dialog, wallet, { cost, deadline, ecoBefore });
  expect(wallet.requests('wallet_sendCalls')).toHaveLength(1);
  expect(wallet.requests('eth_signTypedData_v4')).toHaveLength(0);
  expect(wallet.requests('eth_sendTransaction')).toHaveLength(0);
  // Both calls in the one transaction the dialog shows: sent by the account to itself (its
  // EIP-7702 delegate runs them), and with it the approval.
  const transaction = await publicClient.getTransaction({ hash: purchase.transactionHash });
  expect(transaction.to?.toLowerCase()).toBe(wallet.address.toLowerCase());
  const receipt = await publicClient.getTransactionReceipt({ hash: purchase.transactionHash });
  expect(receipt.logs.length).toBeGreaterThanOrEqual(3);
  expect(await usdcAllowance(wallet.address)).toBe(0n);
  // Recorded like any transaction: the wallet's recent activity lists it.
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(buyDialog(page)).toBeHidden();
  const stored = await page.evaluate(() => JSON.stringify(window.localStorage));
  expect(stored).toContain(purchase.transactionHash);
});

test('pays in USDC in two numbered steps with a wallet that cannot sign typed data', async ({
  page,
  account,
}) => {
  const wallet = await usdcBuyer(page, account, { typedData: false });
  const { dialog, cost } = await askInUsdc(page, wallet);
  const deadline = await statedDeadline(dialog);
  const ecoBefore = await ecoBalance(wallet.address);
  const usdcText = `${(Number(cost) / 1e6).toFixed(2)} USDC`;

  // The permit is asked first; the wallet answers it cannot sign one: two steps instead.
  await purchaseButton(dialog).click();
  const step1 = dialog.getByRole('button', {
    name: `Step 1 of 2: allow the sale to take ${usdcText}`,
  });
  await expect(step1).toBeEnabled();
  await expect(dialog).toContainText(
    'Your wallet cannot sign a permit, so this purchase takes two transactions.',
  );
  await expect(dialog.getByRole('alert')).toHaveCount(0);
  await step1.click();
  await expect(dialog.getByRole('status')).toContainText(
    `Step 1 of 2 done: the sale may take ${usdcText}. Now step 2 of 2: buy.`,
  );
  expect(await usdcAllowance(wallet.address)).toBe(cost);
  await dialog.getByRole('button', { name: 'Step 2 of 2: buy' }).click();
  await expectUsdcPurchase(dialog, wallet, { cost, deadline, ecoBefore });
  expect(wallet.requests('eth_sendTransaction')).toHaveLength(2);
  expect(wallet.requests('eth_signTypedData_v4')[0]?.error?.code).toBe(4200);
});

test('an allowance already given skips the approval: one transaction', async ({
  page,
  account,
}) => {
  const wallet = await usdcBuyer(page, account, { typedData: false });
  await approveUsdc(account, usdc('1000'));
  const { dialog, cost } = await askInUsdc(page, wallet);
  await expect(dialog).toContainText('You already allow the sale to take');
  const deadline = await statedDeadline(dialog);
  const ecoBefore = await ecoBalance(wallet.address);
  await purchaseButton(dialog).click();
  await expectUsdcPurchase(dialog, wallet, { cost, deadline, ecoBefore });
  expect(wallet.requests('eth_sendTransaction')).toHaveLength(1);
  expect(wallet.requests('eth_signTypedData_v4')).toHaveLength(0);
});

test('the asset is a labelled radio group; the dialog fits 390 px in USDC', async ({
  page,
  account,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const wallet = await usdcBuyer(page, account);
  const { dialog } = await askInUsdc(page, wallet);
  // One tab stop; the arrow keys move between ETH and USDC, as native radio buttons do.
  await payWith(dialog, 'USDC').focus();
  await page.keyboard.press('ArrowLeft');
  await expect(payWith(dialog, 'ETH')).toBeChecked();
  await expect(dialog.getByLabel('You pay (ETH)')).toBeVisible();
  // The ECO asked for stays; its cost is quoted in the other asset.
  await expect(ecoField(dialog)).toHaveValue('250');
  await page.keyboard.press('ArrowRight');
  await expect(payWith(dialog, 'USDC')).toBeChecked();
  expect(await axeViolations(page)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  // For a person to look at (test-results/): the top of the dialog and its end.
  await page.screenshot({ path: test.info().outputPath('usdc-dialog-390.png') });
  await dialog.getByText(/^This stage (needs|has no|met|missed)/).scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('usdc-dialog-390-end.png') });
});
