import type { Hash } from 'viem';
import { createWalletClient, http } from 'viem';
import type { Locator, Page } from '@playwright/test';
import { ethText, formatUtcDateTime } from '../src/lib/format';
import {
  advanceChainTime,
  anvilUrl,
  buyInPublicSale,
  createFundedAccount,
  eco,
  ecoBalance,
  ethBalance,
  exclusiveChainTag,
  expect,
  localChain,
  ownerWrite,
  passEveryWithdrawalWindow,
  publicClient,
  restoreAfterTest,
  SaleStage,
  setMinimumRaiseInStorage,
  setTradingEnabledInStorage,
  test,
} from './support/chain-fixtures';
import type { TestAccount } from './support/chain-fixtures';
import { axeViolations } from './fixtures';
import { finalChainTag } from './support/projects';
import { installTestWallet } from './support/test-wallet';

// A buyer's money back, from the portfolio (docs/decisions/0032): a withdrawal within the window
// returns exactly what the purchase cost, less only the network fee of the withdrawal itself; after
// the window, or for a purchase made once trading began, there is none and the page says why; a
// stage that missed its minimum raise or was cancelled refunds whoever claims.

const ONE = 10n ** 18n;

/** Buys `amount` ECO in `stage` from Node, paying exactly its cost; returns the cost and index. */
async function buy(buyer: TestAccount, stage: SaleStage, amount: bigint) {
  if (stage === SaleStage.Public) await buyInPublicSale(buyer, amount);
  else {
    const price = await publicClient.readContract({
      ...eco,
      functionName: 'tokenPrice',
      args: [stage],
    });
    const hash = await wallet(buyer).writeContract({
      ...eco,
      functionName: 'privateSale',
      args: [amount],
      value: (amount * price + ONE - 1n) / ONE,
    });
    expect((await publicClient.waitForTransactionReceipt({ hash })).status).toBe('success');
  }
  const [log] = await publicClient.getContractEvents({
    ...eco,
    eventName: 'TokensPurchased',
    args: { buyer: buyer.address, stage },
    fromBlock: 0n,
  });
  return { cost: log!.args.cost!, index: log!.args.index!, until: log!.args.withdrawableUntil! };
}

const wallet = (buyer: TestAccount) =>
  createWalletClient({ account: buyer.account, chain: localChain, transport: http(anvilUrl) });

/** What the transaction `hash` paid in network fees. */
async function feeOf(hash: Hash): Promise<bigint> {
  const receipt = await publicClient.getTransactionReceipt({ hash });
  return receipt.gasUsed * receipt.effectiveGasPrice;
}

/** The transaction that gave the buyer's purchase back. */
async function returnedBy(buyer: TestAccount): Promise<Hash> {
  const [log] = await publicClient.getContractEvents({
    ...eco,
    eventName: 'PurchaseReturned',
    args: { buyer: buyer.address },
    fromBlock: 0n,
  });
  return log!.transactionHash;
}

/** The buyer's portfolio with their one purchase, whichever layout the width gives it. */
async function openPortfolio(page: Page, buyer: TestAccount): Promise<Locator> {
  await installTestWallet(page, { privateKey: buyer.privateKey, preconnected: true });
  await page.goto('/portfolio');
  const history = page.getByRole('region', { name: 'Purchase history' });
  const row = history.getByRole('row').nth(1).or(history.getByRole('listitem').first());
  await expect(row).toBeVisible();
  return row;
}

const moneyBackButton = (row: Locator, words: string) =>
  row.getByRole('button', {
    name: new RegExp(`^${words.replace(/[.()]/g, '\\$&')} \\(the purchase`),
  });

test('buys in ETH and withdraws it within the window: exactly what it cost comes back', async ({
  page,
  account,
}) => {
  const { cost, until } = await buy(account, SaleStage.Public, 500n * ONE);
  const row = await openPortfolio(page, account);
  await expect(row).toContainText(ethText(cost));
  await expect(row).toContainText('Held');
  await expect(row).toContainText(
    `Withdraw until ${formatUtcDateTime(Number(until) * 1000)} — 13 days 23 hours left`,
  );
  await expect(row).toContainText('The network fee of this transaction is yours.');
  expect(await axeViolations(page)).toEqual([]);

  const before = await ethBalance(account.address);
  await moneyBackButton(row, `Withdraw: get ${ethText(cost)} back`).click();
  await expect(
    row.getByText(`Withdrawn: ${ethText(cost)} came back to your wallet.`),
  ).toBeVisible();
  const hash = await returnedBy(account);
  // Exactly the cost, less only the withdrawal's own network fee.
  expect(await ethBalance(account.address)).toBe(before + cost - (await feeOf(hash)));
  expect(await ecoBalance(account.address)).toBe(0n);
  // The row follows once the indexer has read the withdrawal.
  await expect(row.getByRole('cell', { name: 'Withdrawn', exact: true })).toBeVisible();

  await row.getByRole('link', { name: /giving back/ }).click();
  await expect(page).toHaveURL(`/receipt/31337/${hash}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(
    'Receipt: ECO purchase given back',
  );
});

test.describe('money back after the chain moved on', { tag: exclusiveChainTag }, () => {
  test.use({ chainAccess: 'exclusive' });

  test('a withdrawal after the window is refused, and the page says when it closed', async ({
    page,
    account,
  }) => {
    const { cost, until } = await buy(account, SaleStage.Public, 500n * ONE);
    const row = await openPortfolio(page, account);
    const button = moneyBackButton(row, `Withdraw: get ${ethText(cost)} back`);
    await expect(button).toBeVisible();

    // The window passes while the page is open: the contract refuses, and the page says why.
    const { timestamp } = await publicClient.getBlock();
    await advanceChainTime(Number(until - timestamp) + 1);
    const before = await ethBalance(account.address);
    await button.click();
    await expect(row.getByRole('alert')).toContainText(
      'The contract refused to give this purchase back',
    );
    await expect(row.getByRole('alert')).toContainText(
      'The withdrawal period of this purchase has ended.',
    );
    await expect(row).toContainText(
      `The withdrawal window closed on ${formatUtcDateTime(Number(until) * 1000)}.`,
    );
    await expect(row.getByRole('button')).toHaveCount(0);
    expect(await ethBalance(account.address)).toBe(before);
    expect(await ecoBalance(account.address)).toBe(500n * ONE);

    // After a reload too, read from the chain's clock rather than this computer's.
    await page.reload();
    await expect(row).toContainText(
      `The withdrawal window closed on ${formatUtcDateTime(Number(until) * 1000)}.`,
    );
    await expect(row.getByRole('button')).toHaveCount(0);
  });

  test('a purchase made once trading is enabled carries no withdrawal right, and says so', async ({
    page,
    account,
  }) => {
    restoreAfterTest(() => setTradingEnabledInStorage(false));
    await setTradingEnabledInStorage(true);
    const { index } = await buy(account, SaleStage.Public, 500n * ONE);
    const row = await openPortfolio(page, account);
    await expect(row).toContainText(
      'No right of withdrawal: bought after trading on the market began.',
    );
    await expect(row.getByRole('button')).toHaveCount(0);
    await expect(
      publicClient.simulateContract({
        ...eco,
        account: account.account,
        functionName: 'withdrawPurchase',
        args: [SaleStage.Public, index],
      }),
    ).rejects.toThrow('WithdrawalWindowClosed');
  });

  test('a stage below its minimum raise at its deadline refunds everyone who claims', async ({
    page,
    account,
  }) => {
    const { timestamp } = await publicClient.getBlock();
    // Far more than this test buys: the stage misses it.
    await setMinimumRaiseInStorage(SaleStage.Public, 100_000_000n * ONE, timestamp + 600n);
    const other = await createFundedAccount();
    const mine = await buy(account, SaleStage.Public, 500n * ONE);
    const theirs = await buy(other, SaleStage.Public, 700n * ONE);
    const row = await openPortfolio(page, account);
    // Still pending: a withdrawal, as any purchase.
    await expect(moneyBackButton(row, `Withdraw: get ${ethText(mine.cost)} back`)).toBeVisible();

    await advanceChainTime(601);
    expect(
      await publicClient.readContract({
        ...eco,
        functionName: 'isRefundable',
        args: [SaleStage.Public],
      }),
    ).toBe(true);
    await page.reload();
    await expect(row).toContainText(
      'This stage missed its minimum raise: the purchase is refunded in full whenever you claim it, with no deadline.',
    );
    const before = await ethBalance(account.address);
    await moneyBackButton(row, `Claim refund: get ${ethText(mine.cost)} back`).click();
    await expect(
      row.getByText(`Refunded: ${ethText(mine.cost)} came back to your wallet.`),
    ).toBeVisible();
    expect(await ethBalance(account.address)).toBe(
      before + mine.cost - (await feeOf(await returnedBy(account))),
    );

    // The other buyer claims from their own wallet, with no one's help.
    const theirsBefore = await ethBalance(other.address);
    const hash = await wallet(other).writeContract({
      ...eco,
      functionName: 'claimRefund',
      args: [SaleStage.Public, theirs.index],
    });
    expect((await publicClient.waitForTransactionReceipt({ hash })).status).toBe('success');
    expect(await ethBalance(other.address)).toBe(theirsBefore + theirs.cost - (await feeOf(hash)));
    expect(await ecoBalance(other.address)).toBe(0n);
  });
});

test.describe('a cancelled stage', { tag: [exclusiveChainTag, finalChainTag] }, () => {
  // Cancelling is for good: the private stage never sells again (projects.ts runs this last).
  test.use({ chainAccess: 'exclusive' });

  test('refunds its purchases in full, with no deadline', async ({ page, account }) => {
    const { cost } = await buy(account, SaleStage.Private, 500n * ONE);
    await ownerWrite('cancelStage', [SaleStage.Private]);
    // Past every window: a refund has no deadline.
    await passEveryWithdrawalWindow();
    const row = await openPortfolio(page, account);
    await expect(row).toContainText(
      'This stage was cancelled: the purchase is refunded in full whenever you claim it, with no deadline.',
    );
    const before = await ethBalance(account.address);
    await moneyBackButton(row, `Claim refund: get ${ethText(cost)} back`).click();
    await expect(
      row.getByText(`Refunded: ${ethText(cost)} came back to your wallet.`),
    ).toBeVisible();
    expect(await ethBalance(account.address)).toBe(
      before + cost - (await feeOf(await returnedBy(account))),
    );
    expect(await ecoBalance(account.address)).toBe(0n);
  });
});
