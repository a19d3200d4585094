import type { Locator, Page } from '@playwright/test';
import { parseEther, type Address } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { ethText, formatEco, usdcText } from '../src/lib/format';
import { axeViolations } from './fixtures';
import {
  buyInPublicSale,
  eco,
  expect,
  publicClient,
  SaleStage,
  test,
} from './support/chain-fixtures';

// /sale/eligibility: anyone pastes an address and sees, stage by stage, whether it may buy now,
// its cap and what it already bought, without connecting a wallet. Nothing is read before the
// input is an address; then one multicall reads every stage and the API says whether the
// address is on the partners list. Expectations are worked out from the contract's own views.

const field = (page: Page) => page.getByLabel('Wallet address or ENS name');
const checkButton = (page: Page) => page.getByRole('button', { name: 'Check eligibility' });
const result = (page: Page) => page.getByRole('region', { name: /^Stage by stage for / });
const stageCard = (page: Page, title: string): Locator =>
  result(page).getByRole('article', { name: title, exact: true });
/** A figure (Cap per wallet, Already bought) on a stage's card. */
const figure = (card: Locator, label: RegExp | string): Locator =>
  card
    .locator('dl > div')
    .filter({ has: card.page().getByRole('term').getByText(label) })
    .getByRole('definition');

async function check(page: Page, text: string) {
  await field(page).fill(text);
  await checkButton(page).click();
}

/** What the cap and what is left are for `account` in `stage`, as the contract counts them. */
async function onChain(stage: SaleStage, account: Address, ownAllocation?: bigint) {
  const [walletCap, bought, open, remaining] = await Promise.all([
    publicClient.readContract({ ...eco, functionName: 'walletCapOf', args: [stage] }),
    publicClient.readContract({ ...eco, functionName: 'boughtBy', args: [stage, account] }),
    publicClient.readContract({ ...eco, functionName: 'isSaleOpen', args: [stage] }),
    publicClient.readContract({ ...eco, functionName: 'mintableFor', args: [stage] }),
  ]);
  const cap = ownAllocation !== undefined && ownAllocation < walletCap ? ownAllocation : walletCap;
  return { cap, bought, mayBuy: open && remaining > 0n && bought < cap };
}

test('a partner sees the partners stage open to it, with its own cap, read in one multicall', async ({
  page,
  partner,
  rpc,
}) => {
  await page.goto('/sale/eligibility');
  // Nothing is read on arrival.
  // eslint-disable-next-line playwright/no-networkidle -- what follows proves that nothing was requested, and no event marks that: the network going quiet is the condition.
  await page.waitForLoadState('networkidle');
  expect(await rpc.counts()).toEqual({ httpRequests: 0, calls: {} });

  await check(page, partner.address);
  const card = stageCard(page, 'Partners');
  await expect(card).toBeVisible({ timeout: 15_000 });
  const chain = await onChain(SaleStage.Partners, partner.address, partner.allocation);
  await expect(card).not.toContainText('not on the partners list');
  await expect(
    card.getByText(chain.mayBuy ? 'May buy now' : 'Not now', { exact: true }),
  ).toBeVisible();
  await expect(figure(card, /^Cap/)).toHaveText(`${formatEco(chain.cap)} ECO`);
  await expect(figure(card, 'Already bought')).toHaveText(`${formatEco(chain.bought)} ECO`);
  // The stage's prices in both assets and its minimum raise, from the same multicall.
  const [price, usdcPrice, [minimum]] = await Promise.all([
    publicClient.readContract({ ...eco, functionName: 'tokenPrice', args: [SaleStage.Partners] }),
    publicClient.readContract({ ...eco, functionName: 'priceOf', args: [SaleStage.Partners, 1] }),
    publicClient.readContract({
      ...eco,
      functionName: 'minimumRaiseOf',
      args: [SaleStage.Partners],
    }),
  ]);
  await expect(figure(card, /^Price per ECO$/)).toHaveText(ethText(price));
  await expect(figure(card, 'Price per ECO in USDC')).toHaveText(
    usdcPrice === 0n ? 'ETH only' : usdcText(usdcPrice),
  );
  await expect(figure(card, 'Minimum raise')).toContainText(
    minimum === 0n ? 'None' : `${formatEco(minimum)} ECO by`,
  );
  await expect(card.getByText('How to qualify')).toHaveCount(0);
  // Every stage of one address in one eth_call.
  expect((await rpc.counts()).calls).toEqual({ eth_call: 1 });
  expect(await axeViolations(page)).toEqual([]);
});

test('an address off the partners list is told so, and how to qualify', async ({ page }) => {
  const stranger = privateKeyToAccount(generatePrivateKey()).address;
  await page.goto('/sale/eligibility');
  await check(page, stranger);

  const partners = stageCard(page, 'Partners');
  await expect(partners.getByText('Not eligible', { exact: true })).toBeVisible({
    timeout: 15_000,
  });
  await expect(partners).toContainText('This address is not on the partners list.');
  await expect(partners.getByText('How to qualify')).toBeVisible();
  await expect(partners.getByRole('link', { name: 'contact the team' })).toHaveAttribute(
    'href',
    '/contact-us',
  );
  for (const [title, stage] of [
    ['Private sale', SaleStage.Private],
    ['Public sale', SaleStage.Public],
  ] as const) {
    const chain = await onChain(stage, stranger);
    await expect(
      stageCard(page, title).getByText(chain.mayBuy ? 'May buy now' : 'Not now', { exact: true }),
    ).toBeVisible();
    await expect(figure(stageCard(page, title), 'Already bought')).toHaveText('0 ECO');
  }
  await expect(page.getByRole('status').filter({ hasText: /^Checked / })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

test('an address that already bought sees what it bought and what is left of its cap', async ({
  page,
  account,
}) => {
  await buyInPublicSale(account, parseEther('10000'));
  await page.goto('/sale/eligibility');
  // Pasted in small letters, by keyboard: Enter checks it.
  await field(page).fill(account.address.toLowerCase());
  await field(page).press('Enter');

  const card = stageCard(page, 'Public sale');
  await expect(figure(card, 'Already bought')).toHaveText('10,000 ECO', { timeout: 15_000 });
  const chain = await onChain(SaleStage.Public, account.address);
  expect(chain.bought).toBe(parseEther('10000'));
  await expect(figure(card, 'Cap per wallet')).toHaveText(`${formatEco(chain.cap)} ECO`);
  if (chain.mayBuy) {
    await expect(card).toContainText(
      `It may buy up to ${formatEco(chain.cap - chain.bought)} ECO in this stage now.`,
    );
  }
  // Shown under its checksummed address.
  await expect(result(page).getByRole('heading', { level: 2 })).toContainText(account.address);
});

test('bad input gets a clear message and nothing is read', async ({ page, rpc }) => {
  await page.goto('/sale/eligibility');
  const cases: [string, string][] = [
    ['', 'Enter a wallet address (0x…) or an ENS name.'],
    ['0x1234', 'This is not a wallet address'],
    ['not an address', 'or an ENS name such as alice.eth'],
    // A capital letter made small: the checksum no longer matches.
    ['0x70997970c51812dc3A010C7d01b50e0d17dc79C8', 'do not match its checksum'],
    // The local chain has no ENS: names are refused, never looked up elsewhere.
    ['alice.eth', 'ENS names resolve on Ethereum mainnet only, and this site checks Anvil.'],
  ];
  for (const [text, message] of cases) {
    await check(page, text);
    await expect(field(page)).toHaveAttribute('aria-invalid', 'true');
    await expect(field(page)).toHaveAccessibleDescription(new RegExp(escape(message)));
    await expect(result(page)).toHaveCount(0);
  }
  expect(await rpc.counts()).toEqual({ httpRequests: 0, calls: {} });
  expect(await axeViolations(page)).toEqual([]);
});

test('the token page and the Buy dialog link to the check', async ({ page }) => {
  await page.goto('/about/token');
  await page.getByRole('link', { name: 'Check which stages an address may buy in' }).click();
  await expect(page).toHaveURL(/\/sale\/eligibility$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Who may buy ECO');

  await page.goto('/');
  await page.getByRole('main').getByRole('button', { name: 'Buy ECO' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Buy ECO' });
  await expect(
    dialog.getByRole('link', { name: /Check which stages an address may buy in/ }),
  ).toHaveAttribute('href', '/sale/eligibility');
});

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
