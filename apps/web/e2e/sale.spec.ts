import type { Locator, Page } from '@playwright/test';
import { formatUnits, parseEther, zeroAddress } from 'viem';
import type { Address } from 'viem';
import {
  createReferrer,
  eco,
  ecoBalance,
  ethBalance,
  exclusiveChainTag,
  expect,
  publicClient,
  SaleStage,
  setBalance,
  setSaleOpen,
  test,
  tokensPurchased,
} from './support/chain-fixtures';
import type { Purchase } from './support/chain-fixtures';
import {
  acceptTerms,
  buyDialog,
  ecoField,
  ethField,
  globalAlert,
  openConnected,
  purchaseButton,
  termsBox,
} from './support/buy-dialog';
import { feeAndPriceReads, holdRpc, sendButtonBoxes, sendButtonWindows } from './support/hold-rpc';
import { installTestWallet } from './support/test-wallet';
import type { TestWallet } from './support/test-wallet';

// The Buy ECO dialog against the shared anvil: every test buys with an account of its own and
// checks that account's balances and purchase events, never the sale's totals.

const ONE = 10n ** 18n;

/** The contract's price (wei per ECO) of `stage`. */
function priceOf(stage: SaleStage): Promise<bigint> {
  return publicClient.readContract({ ...eco, functionName: 'tokenPrice', args: [stage] });
}

/** What the contract charges: amount × price / 1e18, rounded up to the wei. */
const costOf = (amount: bigint, price: bigint) => (amount * price + ONE - 1n) / ONE;

const short = (address: Address) => `${address.slice(0, 6)}…${address.slice(-4)}`;

/** The dialog's list of problems (stage closed, not a partner, not enough ETH, allocation). */
const problems = (dialog: Locator) => dialog.getByRole('alert');

/**
 * Opens Buy ECO from `path`, connects the test wallet from inside the dialog and picks `tab`.
 * Returns the dialog once the stage has been read from the contract.
 */
async function openSale(
  page: Page,
  tab: 'Public' | 'Private' | 'Partners',
  path = '/',
): Promise<Locator> {
  const dialog = await openConnected(page, path);
  await dialog.getByRole('tab', { name: tab }).click();
  await expect(dialog.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
  await expect(ecoField(dialog)).toBeVisible();
  return dialog;
}

/** Fills the ECO amount, accepts the terms when asked, buys and waits for the confirmation. */
async function buy(dialog: Locator, amountText: string, shown: string): Promise<void> {
  await ecoField(dialog).fill(amountText);
  if (await termsBox(dialog).isVisible()) await acceptTerms(dialog);
  await purchaseButton(dialog).click();
  await expect(dialog.getByRole('status')).toHaveText(
    new RegExp(`^Purchase confirmed: ${shown.replace('.', '\\.')} ECO are in your wallet\\.`),
    { timeout: 15_000 },
  );
}

/** The purchases of `buyer` mined after `afterBlock`. */
async function purchasesSince(buyer: Address, afterBlock: bigint): Promise<Purchase[]> {
  return (await tokensPurchased({ buyer })).filter((p) => p.blockNumber > afterBlock);
}

/** ETH the transaction cost in gas. */
async function gasPaid(purchase: Purchase): Promise<bigint> {
  const receipt = await publicClient.getTransactionReceipt({ hash: purchase.transactionHash });
  return receipt.gasUsed * receipt.effectiveGasPrice;
}

/** One purchase by a fresh wallet in `stage`: balances, ETH and the event all agree. */
async function expectPurchase(
  wallet: TestWallet,
  stage: SaleStage,
  amount: bigint,
  before: { eco: bigint; eth: bigint; block: bigint },
): Promise<void> {
  const cost = costOf(amount, await priceOf(stage));
  const purchases = await purchasesSince(wallet.address, before.block);
  expect(purchases).toHaveLength(1);
  const [purchase] = purchases as [Purchase];
  expect(purchase).toMatchObject({
    buyer: wallet.address,
    stage,
    amount,
    cost,
    referrer: zeroAddress,
    reward: 0n,
  });
  expect((await ecoBalance(wallet.address)) - before.eco).toBe(amount);
  expect(before.eth - (await ethBalance(wallet.address))).toBe(cost + (await gasPaid(purchase)));
}

async function snapshot(address: Address) {
  return {
    eco: await ecoBalance(address),
    eth: await ethBalance(address),
    block: await publicClient.getBlockNumber(),
  };
}

test('buys in the public stage; the terms are asked before the first purchase only', async ({
  page,
  account,
}) => {
  const wallet = await installTestWallet(page, { privateKey: account.privateKey });
  const dialog = await openSale(page, 'Public');
  const before = await snapshot(wallet.address);

  await ecoField(dialog).fill('250');
  await expect(ethField(dialog)).toHaveValue('0.01');
  // Nothing is wrong with the amount, but the terms are not accepted yet.
  await expect(problems(dialog)).toHaveCount(0);
  await expect(purchaseButton(dialog)).toBeDisabled();
  await acceptTerms(dialog);
  await expect(purchaseButton(dialog)).toBeEnabled();

  // Each step shows on the button while the wallet holds the transaction.
  const held = wallet.holdNext('eth_sendTransaction');
  await purchaseButton(dialog).click();
  await held.arrived;
  await expect(dialog.getByRole('button', { name: 'Confirm in your wallet…' })).toBeDisabled();
  held.approve();
  await expect(dialog.getByRole('status')).toContainText(
    'Purchase confirmed: 250 ECO are in your wallet.',
    { timeout: 15_000 },
  );
  // The dialog tells the outcome; no toast lies under it.
  await expect(globalAlert(page)).toHaveCount(0);
  await expectPurchase(wallet, SaleStage.Public, parseEther('250'), before);

  // Accepted once: no checkbox for the next amount, in this visit or the next.
  await ecoField(dialog).fill('1');
  await expect(termsBox(dialog)).toHaveCount(0);
  await expect(purchaseButton(dialog)).toBeEnabled();
  await page.reload();
  await page.getByRole('main').getByRole('button', { name: 'Buy ECO' }).first().click();
  await ecoField(buyDialog(page)).fill('1');
  await expect(purchaseButton(buyDialog(page))).toBeEnabled();
  await expect(termsBox(buyDialog(page))).toHaveCount(0);
});

test('an amount typed while the figures refresh after a purchase is kept', async ({
  page,
  account,
}) => {
  const wallet = await installTestWallet(page, { privateKey: account.privateKey });
  // After a confirmed purchase the dialog reads balances and stage figures again. On a busy
  // machine (or a slow provider) that takes seconds, and the buyer may type the next amount
  // meanwhile: here every read after the purchase is held until the amount is typed, to make
  // that window certain on any machine.
  let slowReads = false;
  const reads = await holdRpc(page, (body) => slowReads && /"eth_(call|getBalance)"/.test(body));
  const dialog = await openSale(page, 'Public');
  await ecoField(dialog).fill('250');
  await acceptTerms(dialog);
  const sent = wallet.holdNext('eth_sendTransaction');
  await purchaseButton(dialog).click();
  await sent.arrived;
  slowReads = true;
  sent.approve();
  await expect(dialog.getByRole('status')).toContainText(
    'Purchase confirmed: 250 ECO are in your wallet.',
    { timeout: 15_000 },
  );

  // The refresh has begun (a read is held) when the next amount is typed; then it may finish.
  await expect.poll(reads.held, { timeout: 15_000 }).toBeGreaterThan(0);
  await ecoField(dialog).fill('1');
  reads.release();
  // Every held read has gone on to the chain; the field and the button below wait for the rest.
  await expect
    .poll(() => reads.held() > 0 && reads.passed() === reads.held(), { timeout: 15_000 })
    .toBe(true);
  await expect(ecoField(dialog)).toHaveValue('1');
  await expect(purchaseButton(dialog)).toBeEnabled();
});

for (const { width, height } of sendButtonWindows) {
  test(`at ${width} × ${height} px the Purchase button stays where it is while the network fee and the USD price arrive`, async ({
    page,
    account,
  }) => {
    await page.setViewportSize({ width, height });
    await installTestWallet(page, { privateKey: account.privateKey });
    const reads = await holdRpc(page, feeAndPriceReads);
    const dialog = await openSale(page, 'Public');
    await ecoField(dialog).fill('250');
    await acceptTerms(dialog);
    const { before, after } = await sendButtonBoxes(reads, dialog, purchaseButton(dialog));
    expect(after).toEqual(before);
  });
}

test('buys in the private stage, paying the cost rounded up to the wei', async ({
  page,
  account,
}) => {
  const wallet = await installTestWallet(page, { privateKey: account.privateKey });
  const dialog = await openSale(page, 'Private', '/about/token');
  const before = await snapshot(wallet.address);

  // 18 decimals whose cost is not a whole number of wei: the contract rounds up.
  const amountText = '123.456789012345678';
  const amount = parseEther(amountText);
  const price = await priceOf(SaleStage.Private);
  expect((amount * price) % ONE).not.toBe(0n);
  await ecoField(dialog).fill(amountText);
  await expect(ethField(dialog)).toHaveValue(formatUnits(costOf(amount, price), 18));

  await buy(dialog, amountText, '123.46');
  await expectPurchase(wallet, SaleStage.Private, amount, before);
});

test('a partner buys in the partners stage', async ({ page, partner }) => {
  const wallet = await installTestWallet(page, { privateKey: partner.privateKey });
  const dialog = await openSale(page, 'Partners');
  const before = await snapshot(wallet.address);

  await ecoField(dialog).fill('10');
  await expect(problems(dialog)).toHaveCount(0);
  await buy(dialog, '10', '10');
  await expectPurchase(wallet, SaleStage.Partners, parseEther('10'), before);
});

test('a wallet that is not a partner cannot buy in the partners stage', async ({
  page,
  account,
}) => {
  const wallet = await installTestWallet(page, { privateKey: account.privateKey });
  const dialog = await openSale(page, 'Partners');

  await ecoField(dialog).fill('10');
  await acceptTerms(dialog);
  await expect(problems(dialog)).toContainText('This wallet is not on the partners list');
  await expect(purchaseButton(dialog)).toBeDisabled();

  // The same wallet may buy in the public stage.
  await dialog.getByRole('tab', { name: 'Public' }).click();
  await ecoField(dialog).fill('10');
  // Each tab is a fresh form: the terms are asked again until a purchase accepts them for good.
  await acceptTerms(dialog);
  await expect(problems(dialog)).toHaveCount(0);
  await expect(purchaseButton(dialog)).toBeEnabled();
  expect(wallet.requests('eth_sendTransaction')).toEqual([]);
});

test('a purchase rejected in the wallet says so, buys nothing, and can be tried again', async ({
  page,
  account,
}) => {
  const wallet = await installTestWallet(page, { privateKey: account.privateKey });
  const dialog = await openSale(page, 'Public');
  const before = await snapshot(wallet.address);

  wallet.rejectNext('eth_sendTransaction');
  await ecoField(dialog).fill('40');
  await acceptTerms(dialog);
  await purchaseButton(dialog).click();

  const failure = dialog.getByRole('alert');
  await expect(failure).toContainText('Request cancelled');
  await expect(failure).toContainText(
    'You declined the request in your wallet. Nothing was sent; you can try again.',
  );
  await expect(globalAlert(page)).toHaveCount(0);
  expect(wallet.requests('eth_sendTransaction').map((request) => request.error?.code)).toEqual([
    4001,
  ]);
  expect(await ecoBalance(wallet.address)).toBe(before.eco);
  expect(await purchasesSince(wallet.address, before.block)).toEqual([]);

  // The dialog is usable: the same purchase goes through the second time.
  await expect(purchaseButton(dialog)).toBeEnabled();
  await purchaseButton(dialog).click();
  await expect(dialog.getByRole('status')).toContainText(
    'Purchase confirmed: 40 ECO are in your wallet.',
    { timeout: 15_000 },
  );
  await expectPurchase(wallet, SaleStage.Public, parseEther('40'), before);
});

test('an amount the wallet cannot pay is refused before anything is sent', async ({
  page,
  account,
}) => {
  await setBalance(account.address, parseEther('0.001'));
  const wallet = await installTestWallet(page, { privateKey: account.privateKey });
  const dialog = await openSale(page, 'Public');

  // 100 ECO at the public price cost 0.004 ETH.
  await ecoField(dialog).fill('100');
  await acceptTerms(dialog);
  await expect(problems(dialog)).toHaveText(
    'Your wallet does not hold enough ETH for this amount.',
  );
  await expect(purchaseButton(dialog)).toBeDisabled();

  // 10 ECO (0.0004 ETH) it can pay.
  await ecoField(dialog).fill('10');
  // Each tab is a fresh form: the terms are asked again until a purchase accepts them for good.
  await acceptTerms(dialog);
  await expect(problems(dialog)).toHaveCount(0);
  await expect(purchaseButton(dialog)).toBeEnabled();
  expect(wallet.requests('eth_sendTransaction')).toEqual([]);
});

test.describe('a closed stage', { tag: exclusiveChainTag }, () => {
  test.use({ chainAccess: 'exclusive' });

  test('says the stage is closed and does not let the visitor buy', async ({ page, account }) => {
    await setSaleOpen(SaleStage.Private, false);
    const wallet = await installTestWallet(page, { privateKey: account.privateKey });
    const dialog = await openSale(page, 'Private');

    await ecoField(dialog).fill('10');
    await acceptTerms(dialog);
    await expect(problems(dialog)).toHaveText('This sale stage is closed.');
    await expect(purchaseButton(dialog)).toBeDisabled();

    // The public stage, still open, is not affected.
    await dialog.getByRole('tab', { name: 'Public' }).click();
    await ecoField(dialog).fill('10');
    await acceptTerms(dialog);
    await expect(problems(dialog)).toHaveCount(0);
    await expect(purchaseButton(dialog)).toBeEnabled();
    expect(wallet.requests('eth_sendTransaction')).toEqual([]);
  });
});

test('a referral link names the referrer, for whom 4% of the tokens are reserved until the purchase is final', async ({
  page,
  account,
}) => {
  // A fresh referrer that has bought 1 ECO (only such a wallet may refer): its balance is its own.
  const referrer = await createReferrer();
  const wallet = await installTestWallet(page, { privateKey: account.privateKey });
  const dialog = await openSale(page, 'Public', `/?affiliate-token=${referrer.address}`);
  const before = await snapshot(wallet.address);

  await ecoField(dialog).fill('100');
  await expect(dialog).toContainText(
    `Referred by ${short(referrer.address)}: they receive 4% of the ECO you buy (4 ECO) as a reward from the sale once your purchase is final, after its withdrawal period, and nothing if you withdraw it. You pay the same price and receive all the ECO you buy; the reward counts against your cap per wallet.`,
  );
  await buy(dialog, '100', '100');

  const amount = parseEther('100');
  const reward = parseEther('4');
  const purchases = await purchasesSince(wallet.address, before.block);
  expect(purchases).toHaveLength(1);
  expect(purchases[0]).toMatchObject({
    stage: SaleStage.Public,
    amount,
    cost: costOf(amount, await priceOf(SaleStage.Public)),
    referrer: referrer.address,
    reward,
  });
  // Reserved, not paid: the referrer holds only the 1 ECO it bought until the purchase is released.
  expect(await ecoBalance(referrer.address)).toBe(parseEther('1'));
  expect((await ecoBalance(wallet.address)) - before.eco).toBe(amount);
});

test('converts between ECO and ETH both ways, and Max fills an amount the wallet can pay', async ({
  page,
  account,
}) => {
  await setBalance(account.address, parseEther('1'));
  const wallet = await installTestWallet(page, { privateKey: account.privateKey });
  const dialog = await openSale(page, 'Public');
  const price = await priceOf(SaleStage.Public);
  expect(price).toBe(parseEther('0.00004'));

  await ecoField(dialog).fill('1000');
  await expect(ethField(dialog)).toHaveValue('0.04');
  await expect(dialog).toContainText('0.04 ETH');
  await ethField(dialog).fill('0.000123');
  await expect(ecoField(dialog)).toHaveValue('3.075');
  await ethField(dialog).fill('0.001');
  await expect(ecoField(dialog)).toHaveValue('25');

  // 1 ETH less the 0.003 ETH kept for gas buys 24,925 whole ECO.
  await dialog.getByRole('button', { name: 'Max' }).click();
  await expect(ecoField(dialog)).toHaveValue('24925');
  await expect(ethField(dialog)).toHaveValue('0.997');
  await expect(problems(dialog)).toHaveCount(0);

  const before = await snapshot(wallet.address);
  await buy(dialog, '24925', '24,925');
  await expectPurchase(wallet, SaleStage.Public, parseEther('24925'), before);
  expect(await ethBalance(wallet.address)).toBeGreaterThan(0n);
});
