import { encodeFunctionData, parseEther } from 'viem';
import type { Address } from 'viem';
import type { Locator, Page } from '@playwright/test';
import { ecoTokenAbi } from '@eco/contracts';
import {
  eco,
  ecoBalance,
  ethBalance,
  expect,
  publicClient,
  SaleStage,
  test,
  tokensPurchased,
} from './support/chain-fixtures';
import { installTestWallet } from './support/test-wallet';

const ONE = 10n ** 18n;

/** Connects the test wallet from a Connect Wallet button inside `scope`. */
async function connectFrom(page: Page, scope: Locator) {
  await scope.getByRole('button', { name: /Connect Wallet/ }).click();
  await page
    .getByRole('dialog', { name: 'Connect a wallet' })
    .getByRole('button', { name: 'ECO Test Wallet' })
    .click();
}

test('a donation reaches the campaign wallet configured in the content', async ({
  page,
  account,
}) => {
  await installTestWallet(page, { privateKey: account.privateKey });
  await page.goto('/about/campaigns');
  // The first campaign's wallet on the local chain (apps/web/src/content/campaigns.ts).
  const campaignWallet: Address = '0xdF3e18d64BC6A983f673Ab319CCaE4f1a57C7097';
  const before = await ethBalance(campaignWallet);

  await page.getByRole('button', { name: 'Donate' }).first().click();
  const dialog = page.getByRole('dialog', { name: /Donate to Mangrove restoration/ });
  await connectFrom(page, dialog);
  await expect(dialog.getByText(campaignWallet)).toBeVisible();
  await dialog.getByLabel('Amount (ETH)').fill('0.25');
  await dialog.getByRole('button', { name: 'Donate', exact: true }).click();
  await expect(dialog.getByText('Donation confirmed. Thank you!')).toBeVisible();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Thank you for your donation' }),
  ).toBeVisible();
  expect((await ethBalance(campaignWallet)) - before).toBe(parseEther('0.25'));
});

test('the portfolio lists a purchase, the balances and the referral link', async ({
  page,
  account,
}) => {
  await installTestWallet(page, { privateKey: account.privateKey });
  // Buy 300 ECO in the public stage through the site.
  await page.goto('/');
  await page.getByRole('main').getByRole('button', { name: 'Buy ECO' }).first().click();
  const sale = page.getByRole('dialog', { name: 'Buy ECO' });
  await connectFrom(page, sale);
  await sale.getByLabel('You buy (ECO)').fill('300');
  await sale.getByRole('checkbox', { name: /I understand the risks/ }).check();
  await sale.getByRole('button', { name: 'Purchase', exact: true }).click();
  await expect(sale.getByText('Purchase confirmed: 300.00 ECO are in your wallet.')).toBeVisible();
  const [purchase] = await tokensPurchased({ buyer: account.address });
  expect(purchase).toBeDefined();

  await page.goto('/portfolio');
  const main = page.getByRole('main');
  await expect(main.getByText('300.00 ECO', { exact: true })).toBeVisible();
  const purchases = main.getByRole('region', { name: 'Purchases' });
  await expect(purchases.getByRole('row')).toHaveCount(2);
  await expect(purchases.getByRole('row').nth(1)).toContainText('Public sale');
  await expect(purchases.getByRole('row').nth(1)).toContainText('300.00');
  await expect(purchases.getByRole('row').nth(1)).toContainText(
    purchase!.transactionHash.slice(0, 10),
  );
  await expect(main.getByText(`/?affiliate-token=${account.address}`)).toBeVisible();
  expect(await ecoBalance(account.address)).toBe(300n * ONE);
});

test('an overpayment sent through the wallet is refunded in the same transaction', async ({
  page,
  account,
}) => {
  const wallet = await installTestWallet(page, {
    privateKey: account.privateKey,
    preconnected: true,
  });
  await page.goto('/about/token');
  const amount = 1000n * ONE;
  const price = await publicClient.readContract({
    ...eco,
    functionName: 'tokenPrice',
    args: [SaleStage.Public],
  });
  const cost = (amount * price + ONE - 1n) / ONE;
  const paid = cost + parseEther('1');
  const before = await ethBalance(account.address);

  // A transaction that pays 1 ETH too much, as a careless script or wallet might send it.
  const hash = (await page.evaluate(
    async ({ to, data, value, from }) => {
      const provider = await new Promise<{
        request(a: { method: string; params?: unknown[] }): Promise<unknown>;
      }>((resolve) => {
        window.addEventListener('eip6963:announceProvider', (event) =>
          resolve((event as CustomEvent<{ provider: never }>).detail.provider),
        );
        window.dispatchEvent(new Event('eip6963:requestProvider'));
      });
      return provider.request({
        method: 'eth_sendTransaction',
        params: [{ from, to, data, value }],
      });
    },
    {
      to: eco.address,
      from: wallet.address,
      data: encodeFunctionData({ abi: ecoTokenAbi, functionName: 'publicSale', args: [amount] }),
      value: `0x${paid.toString(16)}`,
    },
  )) as `0x${string}`;
  const receipt = await publicClient.waitForTransactionReceipt({ hash });
  const gas = receipt.gasUsed * receipt.effectiveGasPrice;
  expect(before - (await ethBalance(account.address))).toBe(cost + gas);
  expect(await ecoBalance(account.address)).toBe(amount);
});
