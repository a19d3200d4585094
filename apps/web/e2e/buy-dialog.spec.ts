import type { Locator, Page } from '@playwright/test';
import { whitePaperHash } from '../src/config/white-paper.generated';
import { legalVersions } from '../src/content/legal/versions';
import { axeViolations } from './fixtures';
import {
  buyInPublicSale,
  createReferrer,
  eco,
  expect,
  publicClient,
  SaleStage,
  test,
} from './support/chain-fixtures';
import {
  acceptTerms,
  ecoField,
  ethField,
  globalAlert,
  openConnected,
  purchaseButton,
  stageTab,
  storedTerms,
  TERMS_KEY,
  termsBox,
} from './support/buy-dialog';
import { installTestWallet } from './support/test-wallet';

// What the buyer sees in the Buy ECO dialog is true: the stage it opens on, the prices, the
// refusal of amounts the stage no longer holds, what happens after a purchase, and a layout that
// keeps the Purchase button on screen. Every test buys with an account of its own.

/** A transaction hash written out in full: a toast must never show one. */
const fullHash = /0x[0-9a-fA-F]{64}/;
/** The short form of a hash: 0x1234…abcd. */
const shortHash = /0x[0-9a-fA-F]{4}…[0-9a-fA-F]{4}/;

/** The Purchase button is inside the viewport and nothing covers its centre. */
async function expectPurchaseOnScreen(page: Page, dialog: Locator): Promise<void> {
  const button = purchaseButton(dialog);
  await expect(button).toBeInViewport({ ratio: 1 });
  const box = await button.boundingBox();
  expect(box).not.toBeNull();
  const viewport = page.viewportSize()!;
  expect(box!.y).toBeGreaterThanOrEqual(0);
  expect(box!.y + box!.height).toBeLessThanOrEqual(viewport.height);
  const hit = await page.evaluate(
    ([x, y]) => document.elementFromPoint(x!, y!)?.closest('button')?.textContent ?? null,
    [box!.x + box!.width / 2, box!.y + box!.height / 2],
  );
  expect(hit).toBe('Purchase');
}

test.describe('the stage it opens on', () => {
  test('a partner sees the partners stage first; each tab shows its price and the dialog says which is cheaper and why', async ({
    page,
    partner,
  }) => {
    await installTestWallet(page, { privateKey: partner.privateKey });
    const dialog = await openConnected(page);

    await expect(stageTab(dialog, 'Partners')).toHaveAttribute('aria-selected', 'true');
    await expect(stageTab(dialog, 'Partners')).toContainText('0.00002 ETH');
    await expect(stageTab(dialog, 'Private')).toContainText('0.00003 ETH');
    await expect(stageTab(dialog, 'Public')).toContainText('0.00004 ETH');
    await expect(dialog).toContainText(
      'The partners stage is the cheapest stage open to this wallet: 0.00002 ETH per ECO, against 0.00003 ETH in the private sale and 0.00004 ETH in the public sale.',
    );
    await expect(dialog).toContainText(
      'Each stage sells its own allocation at its own fixed price, set in the contract. Only wallets on the partners list can buy in the partners stage.',
    );
  });

  test('any other wallet sees the private sale first, the cheapest stage open to everyone', async ({
    page,
    account,
  }) => {
    await installTestWallet(page, { privateKey: account.privateKey });
    const dialog = await openConnected(page, '/about/token');

    await expect(stageTab(dialog, 'Private')).toHaveAttribute('aria-selected', 'true');
    await expect(dialog).toContainText(
      'The private sale is the cheapest stage open to this wallet: 0.00003 ETH per ECO, against 0.00004 ETH in the public sale.',
    );
    await expect(dialog).toContainText(
      'Only wallets on the partners list can buy in the partners stage.',
    );
    // A tab the buyer picks stays picked.
    await stageTab(dialog, 'Public').click();
    await expect(stageTab(dialog, 'Public')).toHaveAttribute('aria-selected', 'true');
    await ecoField(dialog).fill('10');
    await expect(stageTab(dialog, 'Public')).toHaveAttribute('aria-selected', 'true');
  });
});

test.describe('an amount above what the stage still holds', () => {
  test('is refused with the remaining amount, and no cost is quoted for it', async ({
    page,
    account,
  }) => {
    await installTestWallet(page, { privateKey: account.privateKey });
    const dialog = await openConnected(page);
    await stageTab(dialog, 'Public').click();

    // More than the whole public allocation (230,000,000 ECO).
    await ecoField(dialog).fill('300000000');
    await expect(dialog.getByRole('alert')).toContainText(
      /^Only [\d,]+(\.\d\d)? ECO are left in the public sale\. Enter [\d,]+(\.\d\d)? ECO or less\.$/,
    );
    await expect(ethField(dialog)).toHaveValue('');
    await expect(dialog.getByText('Cost', { exact: true })).toHaveCount(0);
    await expect(purchaseButton(dialog)).toBeDisabled();

    // The same from the ETH side: 100,000 ETH would buy 2,500,000,000 ECO.
    await ethField(dialog).fill('100000');
    await expect(ecoField(dialog)).toHaveValue('2500000000');
    await expect(dialog.getByRole('alert')).toContainText(/^Only [\d,]+(\.\d\d)? ECO are left/);
    await expect(dialog.getByText('Cost', { exact: true })).toHaveCount(0);

    // Within the allocation the estimate is back.
    await ecoField(dialog).fill('250');
    await expect(dialog.getByRole('alert')).toHaveCount(0);
    await expect(ethField(dialog)).toHaveValue('0.01');
    await expect(dialog.getByText('Cost', { exact: true })).toBeVisible();
  });

  test('with a referrer, the reward counts against the same allocation', async ({
    page,
    account,
  }) => {
    // Only a wallet that has bought may be named as referrer (docs/decisions/0033).
    const referrer = await createReferrer();
    await installTestWallet(page, { privateKey: account.privateKey });
    const dialog = await openConnected(page, `/?affiliate-token=${referrer.address}`);
    await stageTab(dialog, 'Public').click();
    // The dialog knows the referrer from the link before the amount is checked against it.
    await ecoField(dialog).fill('1');
    await expect(dialog).toContainText('Referred by');

    // The whole remaining allocation as the dialog read it (other tests buy in the public stage
    // at the same time, so the chain's figure a moment later may be lower): with 4% on top for
    // the referrer it no longer fits.
    const left = await dialog.getByText(/ECO left in this stage/).innerText();
    const remaining = /([\d,]+)(?:\.\d+)? ECO left in this stage/
      .exec(left)![1]!
      .replaceAll(',', '');
    await ecoField(dialog).fill(remaining);
    await expect(dialog.getByRole('alert')).toContainText(
      /^Only [\d,]+(\.\d\d)? ECO are left in the public sale, and the referrer's 4% comes out of them too: you can buy at most [\d,]+(\.\d\d)? ECO\.$/,
    );
    await expect(ethField(dialog)).toHaveValue('');
  });
});

test('a wallet near its cap per wallet is told what it may still buy; Max stops at the cap', async ({
  page,
  account,
}) => {
  // Outside the dialog, this wallet buys all but 10 ECO of the public sale's cap per wallet.
  const cap = await publicClient.readContract({
    ...eco,
    functionName: 'walletCapOf',
    args: [SaleStage.Public],
  });
  await buyInPublicSale(account, cap - 10n * 10n ** 18n);

  await installTestWallet(page, { privateKey: account.privateKey });
  const dialog = await openConnected(page);
  await stageTab(dialog, 'Public').click();
  await expect(dialog).toContainText(
    'One wallet may buy up to 5,000,000 ECO here; this wallet may buy 10 ECO more.',
  );
  // The wallet's ETH would pay for far more: Max stops at the cap and says so.
  await dialog.getByRole('button', { name: 'Max' }).click();
  await expect(ecoField(dialog)).toHaveValue('10');
  await expect(dialog).toContainText('Max stopped at the cap per wallet');
  await expect(dialog.getByRole('alert')).toHaveCount(0);

  await ecoField(dialog).fill('11');
  await expect(dialog.getByRole('alert')).toHaveText(
    'One wallet may buy at most 5,000,000 ECO in the public sale; this wallet may buy 10 ECO more. Enter 10 ECO or less.',
  );
  await expect(ethField(dialog)).toHaveValue('');
  await expect(purchaseButton(dialog)).toBeDisabled();
  expect(await axeViolations(page)).toEqual([]);
});

test('after a purchase the amount is cleared, Purchase waits for a new amount, and the next steps are offered', async ({
  page,
  account,
}) => {
  const wallet = await installTestWallet(page, { privateKey: account.privateKey });
  const dialog = await openConnected(page);
  await stageTab(dialog, 'Public').click();

  await ecoField(dialog).fill('5');
  await acceptTerms(dialog);
  await purchaseButton(dialog).click();
  const status = dialog.getByRole('status');
  await expect(status).toContainText('Purchase confirmed: 5 ECO are in your wallet.', {
    timeout: 15_000,
  });
  await expect(ecoField(dialog)).toHaveValue('');
  await expect(ethField(dialog)).toHaveValue('');
  await expect(purchaseButton(dialog)).toBeDisabled();
  // The outcome is in the dialog; no toast covers it.
  await expect(globalAlert(page)).toHaveCount(0);

  await dialog.getByRole('button', { name: 'Add ECO to wallet' }).click();
  await expect.poll(() => wallet.requests('wallet_watchAsset').length).toBe(1);
  expect(wallet.requests('wallet_watchAsset')[0]!.params).toMatchObject({
    type: 'ERC20',
    options: { address: eco.address, symbol: 'ECO', decimals: 18 },
  });

  // A new amount can be bought; the confirmation and its next steps stay until then.
  await ecoField(dialog).fill('1');
  await expect(purchaseButton(dialog)).toBeEnabled();
  await expect(status).toContainText('Purchase confirmed: 5 ECO are in your wallet.');

  await dialog.getByRole('link', { name: 'View portfolio' }).click();
  await expect(page).toHaveURL(/\/portfolio$/);
  await expect(dialog).toBeHidden();
});

test('a purchase confirmed after the dialog was closed is told in a toast with a short hash and its receipt', async ({
  page,
  account,
}) => {
  const wallet = await installTestWallet(page, { privateKey: account.privateKey });
  const dialog = await openConnected(page);
  await stageTab(dialog, 'Public').click();

  await ecoField(dialog).fill('7');
  await acceptTerms(dialog);
  const held = wallet.holdNext('eth_sendTransaction');
  await purchaseButton(dialog).click();
  await held.arrived;
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  held.approve();

  const toast = globalAlert(page);
  await expect(toast).toContainText('Purchase confirmed', { timeout: 15_000 });
  await expect(toast).toContainText('7 ECO arrived in your wallet');
  await expect(toast).toContainText(shortHash);
  await expect(toast).not.toContainText(fullHash);
  // As the dialog would have, the toast leads to the purchase's receipt.
  await expect(toast.getByRole('link', { name: 'View your receipt' })).toHaveAttribute(
    'href',
    /^\/receipt\/31337\/0x[0-9a-f]{64}$/,
  );
});

test.describe('terms', () => {
  test('the notice links to the terms, the risk disclosure and the white paper, and what was accepted is remembered with the country', async ({
    page,
    account,
  }) => {
    await installTestWallet(page, { privateKey: account.privateKey });
    const dialog = await openConnected(page);
    await stageTab(dialog, 'Public').click();

    for (const [name, href] of [
      [/terms of the sale/, '/terms'],
      [/risk disclosure/, '/risks'],
      [/white paper/, '/white-paper'],
      [/who may buy/, '/sale/eligibility'],
    ] as const) {
      await expect(dialog.getByRole('link', { name })).toHaveAttribute('href', href);
    }
    await ecoField(dialog).fill('2');
    const before = Date.now();
    await acceptTerms(dialog, 'FR');
    await purchaseButton(dialog).click();
    await expect(dialog.getByRole('status')).toContainText('Purchase confirmed', {
      timeout: 15_000,
    });
    const stored = (await storedTerms(page)) as Record<string, string>;
    expect(stored).toEqual({
      termsVersion: legalVersions.terms,
      risksVersion: legalVersions.risks,
      whitePaperVersion: whitePaperHash,
      country: 'FR',
      acceptedAt: expect.any(String),
    });
    expect(Date.parse(stored.acceptedAt!)).toBeGreaterThanOrEqual(before - 1000);
  });

  test('what earlier versions stored is asked again', async ({ page, account }) => {
    // What an earlier version of the site stored once the buyer had accepted: the terms' and the
    // risk disclosure's versions, without the white paper's or a country.
    await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [
      TERMS_KEY,
      `${legalVersions.terms}.${legalVersions.risks}`,
    ] as const);
    await installTestWallet(page, { privateKey: account.privateKey });
    const dialog = await openConnected(page);
    await stageTab(dialog, 'Public').click();

    await ecoField(dialog).fill('2');
    await expect(termsBox(dialog)).toBeVisible();
    await expect(dialog).toContainText(
      'The terms of the sale, the risk disclosure, the white paper or the countries ECO is offered in changed since you accepted them.',
    );
    await expect(purchaseButton(dialog)).toBeDisabled();
  });
});

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test.describe(`at ${viewport.width} x ${viewport.height}`, () => {
    test.use({ viewport });

    test('the Purchase button stays on screen with every note shown', async ({ page, partner }) => {
      // Only a wallet that has bought may be named as referrer (docs/decisions/0033).
      const referrer = await createReferrer();
      const wallet = await installTestWallet(page, { privateKey: partner.privateKey });
      // A partner (stage note), a referral link (in the partners stage, the note that it pays no
      // reward), terms not accepted yet (terms box).
      const dialog = await openConnected(page, `/?affiliate-token=${referrer.address}`);
      await stageTab(dialog, 'Partners').click();
      await expect(dialog).toContainText(
        'The partners stage pays no referral rewards, so this purchase names no referrer.',
      );

      // An amount the stage cannot hold: the refusal.
      await ecoField(dialog).fill('900000000');
      await expect(dialog.getByRole('alert')).toContainText('left in');
      await expect(termsBox(dialog)).toBeVisible();
      await expectPurchaseOnScreen(page, dialog);
      // Every note labelled and in contrast, the links named.
      expect(await axeViolations(page)).toEqual([]);

      // A purchase the wallet refuses: the failure.
      await ecoField(dialog).fill('1');
      await acceptTerms(dialog);
      wallet.rejectNext('eth_sendTransaction');
      await purchaseButton(dialog).click();
      await expect(dialog.getByRole('alert')).toContainText('Request cancelled');
      await expectPurchaseOnScreen(page, dialog);
    });
  });
}

test('the two amount fields are in line', async ({ page, account }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await installTestWallet(page, { privateKey: account.privateKey });
  const dialog = await openConnected(page);
  const ecoBox = await ecoField(dialog).boundingBox();
  const ethBox = await ethField(dialog).boundingBox();
  expect(ecoBox).not.toBeNull();
  expect(ethBox).not.toBeNull();
  expect(ethBox!.y).toBe(ecoBox!.y);
  expect(ethBox!.height).toBe(ecoBox!.height);
});

test('"Buy ECO" looks the same on the home page and the token page', async ({ page }) => {
  const colours = async (path: string) => {
    await page.goto(path);
    // The buttons stand once the white paper check has found the published version (BuyGate):
    // until then each says it is checking.
    await expect(page.getByRole('main').locator('[data-buy-gate]')).toHaveCount(0);
    const buttons = page.getByRole('main').getByRole('button', { name: 'Buy ECO' });
    await expect(buttons.first()).toBeVisible();
    return buttons.evaluateAll((buttons) =>
      buttons.map((button) => {
        const style = getComputedStyle(button);
        return `${style.backgroundColor} / ${style.color} / ${style.borderColor}`;
      }),
    );
  };
  const home = await colours('/');
  const token = await colours('/about/token');
  expect(home.length).toBeGreaterThanOrEqual(2);
  expect(token).toHaveLength(1);
  expect(new Set([...home, ...token]).size).toBe(1);
});
