import { randomUUID } from 'node:crypto';
import { createWalletClient, encodeFunctionData, http, parseEther } from 'viem';
import type { Address, Hash } from 'viem';
import type { Locator, Page } from '@playwright/test';
import { ecoDonationsAbi, ecoTokenAbi, findEcoDeployment } from '@eco/contracts';
import { formatTokenAmount } from '../src/lib/format';
import {
  anvilUrl,
  eco,
  ecoBalance,
  ethBalance,
  expect,
  localChain,
  publicClient,
  SaleStage,
  test,
  tokensPurchased,
} from './support/chain-fixtures';
import type { TestAccount } from './support/chain-fixtures';
import { acceptTerms } from './support/buy-dialog';
import { scrollToRevealed } from './support/reveal';
import { textPastRightEdge } from './support/overflow';
import { feeAndPriceReads, holdRpc, sendButtonBoxes, sendButtonWindows } from './support/hold-rpc';
import { installTestWallet } from './support/test-wallet';
import { connectTestWallet } from './support/wallet/connect';

const ONE = 10n ** 18n;
/** A transaction hash written out in full: a toast must never show one. */
const fullHash = /0x[0-9a-fA-F]{64}/;
/** The short form of a hash: 0x1234…abcd. */
const shortHash = /0x[0-9a-fA-F]{4}…[0-9a-fA-F]{4}/;
/** The site's one global alert (the dialogs' own alerts have no Dismiss button). */
const globalAlert = (page: Page) =>
  page.getByRole('alert').filter({ has: page.getByRole('button', { name: 'Dismiss alert' }) });

/** Whether two boxes share any area. */
function overlap(
  a: { x: number; y: number; width: number; height: number },
  b: { x: number; y: number; width: number; height: number },
): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/** Buys `amount` ECO in `stage` straight from Node, as another dapp or a script would. */
async function buyDirectly(buyer: TestAccount, stage: SaleStage, amount: bigint): Promise<bigint> {
  const price = await publicClient.readContract({
    ...eco,
    functionName: 'tokenPrice',
    args: [stage],
  });
  const cost = (amount * price + ONE - 1n) / ONE;
  const client = createWalletClient({
    account: buyer.account,
    chain: localChain,
    transport: http(anvilUrl),
  });
  const hash = await client.writeContract({
    ...eco,
    functionName: stage === SaleStage.Public ? 'publicSale' : 'privateSale',
    args: [amount],
    value: cost,
  });
  await publicClient.waitForTransactionReceipt({ hash });
  return cost;
}

/** EcoDonations on the local chain, as deployed. */
const donations = findEcoDeployment(31337)!.donations;

/** The wallet EcoDonations forwards campaign `id`'s donations to now: the chain is the authority. */
async function campaignWallet(id: number): Promise<Address> {
  const [wallet] = await publicClient.readContract({
    address: donations.address,
    abi: ecoDonationsAbi,
    functionName: 'campaign',
    args: [BigInt(id)],
  });
  return wallet;
}

/** Every Donated event so far, optionally only those of `donor` or of one campaign. */
async function donated(filter: { donor?: Address; campaignId?: number } = {}) {
  return publicClient.getContractEvents({
    address: donations.address,
    abi: ecoDonationsAbi,
    eventName: 'Donated',
    args: {
      donor: filter.donor,
      campaignId: filter.campaignId === undefined ? undefined : BigInt(filter.campaignId),
    },
    fromBlock: donations.deploymentBlock,
  });
}

/** The campaign card's on-chain line, computed from the chain's own Donated events. */
async function raisedLine(campaignId: number): Promise<string> {
  const events = await donated({ campaignId });
  const raised = events.reduce((sum, event) => sum + event.args.amount!, 0n);
  const donors = new Set(events.map((event) => event.args.donor)).size;
  const eth = formatTokenAmount(raised, { decimals: 6, minimumDecimals: 2 });
  return `Raised on-chain through this site: ${eth} ETH from ${donors} ${donors === 1 ? 'donor' : 'donors'}`;
}

/** Donates from Node as `donor`, as another site or a script would. */
async function donateDirectly(donor: TestAccount, campaignId: number, memo: string, value: bigint) {
  const client = createWalletClient({
    account: donor.account,
    chain: localChain,
    transport: http(anvilUrl),
  });
  const hash = await client.writeContract({
    address: donations.address,
    abi: ecoDonationsAbi,
    functionName: 'donate',
    args: [BigInt(campaignId), memo],
    value,
  });
  await publicClient.waitForTransactionReceipt({ hash });
  return hash;
}

/** Opens the donate dialog of the campaigns page's card `index` (0: the first), as a visitor. */
async function openDonateDialog(page: Page, index: number) {
  const donate = page.getByRole('button', { name: 'Donate' }).nth(index);
  await scrollToRevealed(donate);
  await donate.click();
}

/** Connects the test wallet from a Connect Wallet button inside `scope`. */
async function connectFrom(scope: Locator) {
  await connectTestWallet(scope.getByRole('button', { name: /Connect Wallet/ }));
}

// Campaign 1 is donated to only by the test below (campaign 2 by the next one), so its totals
// move only with what that test does, whichever tests run beside it.
test('a donation of 0.5 ETH with a memo goes through EcoDonations to the wallet the chain names; the campaign and the portfolio show it', async ({
  page,
  account,
}) => {
  test.setTimeout(120_000);
  await installTestWallet(page, { privateKey: account.privateKey });
  await page.goto('/about/campaigns');
  const wallet = await campaignWallet(1);
  const before = await ethBalance(wallet);
  const memo = `For the mangroves, from ${randomUUID().slice(0, 8)} 🌱`;

  await openDonateDialog(page, 0);
  const dialog = page.getByRole('dialog', { name: /Donate to Mangrove restoration/ });
  await connectFrom(dialog);
  // The wallet shown is the one EcoDonations names now.
  await expect(dialog.getByText(wallet)).toBeVisible();
  await dialog.getByLabel('Amount (ETH)').fill('0.5');
  await dialog.getByLabel(/Message/).fill(memo);
  // Counted in UTF-8 bytes, as the contract counts them: the emoji is 4.
  await expect(dialog.getByText(`${Buffer.byteLength(memo)} / 140 bytes`)).toBeVisible();
  await dialog.getByRole('button', { name: 'Donate', exact: true }).click();
  await expect(dialog.getByText('Donation confirmed. Thank you!')).toBeVisible();
  await expect(dialog.getByRole('status')).toContainText(shortHash);
  // Exactly what was given reached the campaign's wallet; the contract kept nothing.
  expect((await ethBalance(wallet)) - before).toBe(parseEther('0.5'));
  expect(await ethBalance(donations.address)).toBe(0n);
  const [event] = await donated({ donor: account.address });
  expect(event?.args).toMatchObject({ campaignId: 1n, amount: parseEther('0.5'), memo });
  const hash: Hash = event!.transactionHash;
  await expect(dialog.getByRole('link', { name: 'View your receipt' })).toHaveAttribute(
    'href',
    `/receipt/31337/${hash}`,
  );
  await dialog.getByRole('button', { name: 'Close' }).click();

  // The card shows what was raised through the site, from the indexer, apart from the team's
  // published figure; it reads the history again by itself after the donation.
  const card = page.getByRole('article').filter({ hasText: 'Mangrove restoration' });
  await expect(card).toContainText(await raisedLine(1), { timeout: 15_000 });
  await expect(card).toContainText('Published by the campaign team');
  await card.getByRole('button', { name: 'Show recent donations' }).click();
  const recent = card.getByRole('list', { name: 'Recent donations to Mangrove restoration' });
  const mine = recent.getByRole('listitem').filter({ hasText: memo });
  await expect(mine).toContainText('0.50 ETH');
  await expect(mine.getByRole('link', { name: /^Receipt/ })).toHaveAttribute(
    'href',
    `/receipt/31337/${hash}`,
  );

  // A memo is anyone's text: 140 bytes without a space wrap inside the card at 390 px.
  const unbroken = 'w'.repeat(140);
  await donateDirectly(account, 1, unbroken, parseEther('0.001'));
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(card).toContainText(await raisedLine(1), { timeout: 15_000 });
  await card.getByRole('button', { name: 'Show recent donations' }).click();
  const long = recent.getByRole('listitem').filter({ hasText: unbroken.slice(0, 40) });
  await long.scrollIntoViewIfNeeded();
  expect(await textPastRightEdge(recent)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);

  // The portfolio lists the donation with its campaign, amount, memo and receipt.
  await page.goto('/portfolio');
  const yours = page.getByRole('main').getByRole('list', { name: 'Donations' });
  const row = yours.getByRole('listitem').filter({ hasText: memo });
  await expect(row).toContainText('Mangrove restoration');
  await expect(row).toContainText('0.50 ETH');
  await expect(row.getByRole('link', { name: /^Receipt/ })).toHaveAttribute(
    'href',
    `/receipt/31337/${hash}`,
  );
  await expect(yours.getByRole('listitem')).toHaveCount(2);
});

test('the donate dialog links the terms; no toast covers it, and one closed early is told in a toast with a short hash', async ({
  page,
  account,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const wallet = await installTestWallet(page, { privateKey: account.privateKey });
  await page.goto('/about/campaigns');
  // The second campaign: the test above measures the first one's wallet.
  await openDonateDialog(page, 1);
  const dialog = page.getByRole('dialog', { name: /Donate to Community solar for rural clinics/ });
  await connectFrom(dialog);
  await expect(dialog.getByRole('link', { name: /terms/ })).toHaveAttribute('href', '/terms');

  await dialog.getByLabel('Amount (ETH)').fill('0.01');
  await dialog.getByRole('button', { name: 'Donate', exact: true }).click();
  await expect(dialog.getByText('Donation confirmed. Thank you!')).toBeVisible();
  // Whatever else is on screen, nothing lies over or under the dialog that tells the outcome.
  const dialogBox = (await dialog.boundingBox())!;
  for (const toast of await globalAlert(page).all()) {
    expect(overlap((await toast.boundingBox())!, dialogBox)).toBe(false);
  }

  // Closed while the wallet still holds the transaction: the toast tells the outcome.
  const held = wallet.holdNext('eth_sendTransaction');
  await dialog.getByLabel('Amount (ETH)').fill('0.02');
  await dialog.getByRole('button', { name: 'Donate', exact: true }).click();
  await held.arrived;
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  held.approve();
  const toast = globalAlert(page);
  await expect(toast).toContainText('Thank you for your donation', { timeout: 15_000 });
  await expect(toast).toContainText('0.02 ETH reached Community solar for rural clinics');
  await expect(toast).toContainText(shortHash);
  await expect(toast).not.toContainText(fullHash);
  await expect(toast.getByRole('link', { name: /View your receipt/ })).toHaveAttribute(
    'href',
    /^\/receipt\/31337\/0x[0-9a-f]{64}$/,
  );
});

for (const { width, height } of sendButtonWindows) {
  test(`at ${width} × ${height} px the Donate button stays where it is while the network fee and the USD price arrive`, async ({
    page,
    account,
  }) => {
    await page.setViewportSize({ width, height });
    await installTestWallet(page, { privateKey: account.privateKey });
    // The fee's estimate and the ETH/USD feed's reads wait until the button's first place is
    // measured, whatever the machine's speed.
    const reads = await holdRpc(page, feeAndPriceReads);
    await page.goto('/about/campaigns');
    await openDonateDialog(page, 1);
    const dialog = page.getByRole('dialog', {
      name: /Donate to Community solar for rural clinics/,
    });
    await connectFrom(dialog);
    await dialog.getByLabel('Amount (ETH)').fill('0.01');
    const donate = dialog.getByRole('button', { name: 'Donate', exact: true });
    const { before, after } = await sendButtonBoxes(reads, dialog, donate);
    expect(after).toEqual(before);
  });
}

test('the portfolio lists a purchase, the balances and the referral link', async ({
  page,
  account,
}) => {
  await installTestWallet(page, { privateKey: account.privateKey });
  // Buy 300 ECO in the public stage through the site.
  await page.goto('/');
  await page.getByRole('main').getByRole('button', { name: 'Buy ECO' }).first().click();
  const sale = page.getByRole('dialog', { name: 'Buy ECO' });
  await connectFrom(sale);
  await sale.getByRole('tab', { name: 'Public' }).click();
  await sale.getByLabel('You buy (ECO)').fill('300');
  await acceptTerms(sale);
  await sale.getByRole('button', { name: 'Purchase', exact: true }).click();
  await expect(sale.getByText('Purchase confirmed: 300 ECO are in your wallet.')).toBeVisible();
  const [purchase] = await tokensPurchased({ buyer: account.address });
  expect(purchase).toBeDefined();

  await page.goto('/portfolio');
  const main = page.getByRole('main');
  await expect(main.getByText('300 ECO', { exact: true })).toBeVisible();
  const purchases = main.getByRole('region', { name: 'Purchases' });
  await expect(purchases.getByRole('row')).toHaveCount(2);
  await expect(purchases.getByRole('row').nth(1)).toContainText('Public sale');
  await expect(purchases.getByRole('row').nth(1)).toContainText('300');
  const hash = purchase!.transactionHash;
  await expect(purchases.getByRole('row').nth(1)).toContainText(
    `${hash.slice(0, 6)}…${hash.slice(-4)}`,
  );
  await expect(
    purchases
      .getByRole('row')
      .nth(1)
      .getByRole('link', { name: /^Receipt/ }),
  ).toHaveAttribute('href', `/receipt/31337/${hash}`);
  await expect(main.getByLabel('Your referral link')).toHaveValue(
    new RegExp(`/\\?affiliate-token=${account.address}$`),
  );
  expect(await ecoBalance(account.address)).toBe(300n * ONE);
});

test('the portfolio shows what was paid and no figure that implies a gain', async ({
  page,
  account,
}) => {
  const publicCost = await buyDirectly(account, SaleStage.Public, 1000n * ONE);
  const privateCost = await buyDirectly(account, SaleStage.Private, 500n * ONE);
  await installTestWallet(page, { privateKey: account.privateKey, preconnected: true });
  await page.goto('/portfolio');
  const main = page.getByRole('main');

  await expect(main.getByText('1,500 ECO', { exact: true })).toBeVisible();
  // 0.04 + 0.015 ETH: the sum of the two purchases' costs, labelled as what was paid.
  expect(publicCost + privateCost).toBe(parseEther('0.055'));
  await expect(main.getByText('Paid for your ECO', { exact: true })).toBeVisible();
  await expect(main.getByText('0.055 ETH', { exact: true })).toBeVisible();
  await expect(main).toContainText('1,500 ECO bought in 2 purchases');
  // A value at today's price would read as a gain over what was paid.
  await expect(main).not.toContainText('Value at the public price');
});

test('at 390 px every detail of a purchase stays on screen', async ({ page, account }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await buyDirectly(account, SaleStage.Public, 300n * ONE);
  const [purchase] = await tokensPurchased({ buyer: account.address });
  await installTestWallet(page, { privateKey: account.privateKey, preconnected: true });
  await page.goto('/portfolio');
  const history = page.getByRole('region', { name: 'Purchase history' });
  const hash = purchase!.transactionHash;

  // The stage, the amount, what it cost, the transaction and the way back, however the history
  // lays them out.
  for (const text of [
    /^Public sale$/,
    /^300(\.00)?$/,
    /^0\.012 ETH$/,
    new RegExp(hash.slice(0, 6)),
    // Its way back: the deadline and the button with the amount.
    /^Withdraw until /,
    /^Withdraw: get 0\.012 ETH back$/,
  ]) {
    const cell = history.getByText(text).filter({ visible: true });
    await cell.scrollIntoViewIfNeeded();
    await expect(cell).toBeInViewport({ ratio: 1 });
  }
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
