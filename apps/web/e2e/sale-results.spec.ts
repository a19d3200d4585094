import { createWalletClient, http, parseUnits, zeroAddress, type Hash } from 'viem';
import type { Page } from '@playwright/test';
import {
  advanceChainTime,
  anvilUrl,
  buyInPublicSale,
  eco,
  exclusiveChainTag,
  expect,
  localChain,
  publicClient,
  SaleStage,
  setMinimumRaiseInStorage,
  test,
  type TestAccount,
} from './support/chain-fixtures';
import { axeViolations } from './fixtures';
import { textPastRightEdge } from './support/overflow';
import { finalChainTag } from './support/projects';
import { shownNumber } from './support/shown';
import { ecoText, ethText, usdcText } from '../src/lib/format';
import { approveUsdc, fundUsdc, usdc, usdcQuote } from './support/usdc';

// /sale/results (MiCA Art. 10): per stage and in total, the money raised in each asset, the ECO
// sold, the buyers, the withdrawals and the refunds, from the indexer's history reconciled with
// the contract at the block it reached. Purchases, a withdrawal and a refund move exactly the
// figures they should, and the page still reconciles after each.

const ONE = 10n ** 18n;

const wallet = (buyer: TestAccount) =>
  createWalletClient({ account: buyer.account, chain: localChain, transport: http(anvilUrl) });

/** Waits for a transaction that must succeed; its block. */
async function mined(hash: Hash): Promise<bigint> {
  const receipt = await publicClient.waitForTransactionReceipt({ hash });
  expect(receipt.status).toBe('success');
  return receipt.blockNumber;
}

/** The verdict's block, once the page shows one. */
async function verdictBlock(page: Page): Promise<number> {
  const text = await page.locator('[data-reconciled]').innerText();
  return Number(/at block (\d+)/.exec(text)?.[1] ?? -1);
}

/** Opens /sale/results and waits until its verdict is at `block` or later, and says reconciled. */
async function openResults(page: Page, block: bigint) {
  await page.goto('/sale/results');
  await expect.poll(() => verdictBlock(page)).toBeGreaterThanOrEqual(Number(block));
  await expect(page.locator('[data-reconciled]')).toHaveAttribute('data-reconciled', 'yes');
  await expect(page.locator('[data-reconciled]')).toContainText(
    "the history's totals agree with the contract's on every figure both of them keep",
  );
}

/** A results card's figure (`public`, `total`, ...): its value as shown, without its detail line. */
async function shown(page: Page, card: string, name: string): Promise<string> {
  const text = await page.locator(`[data-stage="${card}"] [data-figure="${name}"] dd`).innerText();
  return text.split('\n')[0]!;
}

/** The counts and the USDC raised a card shows, exactly (USDC in its base units). */
async function counts(page: Page, card: string) {
  const names = ['purchases', 'buyers', 'withdrawals', 'refunds'] as const;
  const values = await Promise.all(names.map(async (name) => shown(page, card, name)));
  return {
    ...(Object.fromEntries(
      names.map((name, i) => [name, BigInt(shownNumber(values[i]!))]),
    ) as Record<(typeof names)[number], bigint>),
    'raised-usdc': parseUnits(shownNumber(await shown(page, card, 'raised-usdc')), 6),
  };
}

/**
 * The figures the contract also keeps, as the page shows them, against the contract's own at the
 * verdict's block: the public stage's purchases and ECO sold, and the ETH and USDC raised.
 */
async function expectContractFigures(page: Page) {
  const blockNumber = BigInt(await verdictBlock(page));
  const at = { ...eco, blockNumber } as const;
  const [purchases, sold, [ethRaised], [usdcRaised]] = await Promise.all([
    publicClient.readContract({ ...at, functionName: 'purchaseCount', args: [SaleStage.Public] }),
    publicClient.readContract({ ...at, functionName: 'soldIn', args: [SaleStage.Public] }),
    publicClient.readContract({ ...at, functionName: 'totalsOf', args: [0] }),
    publicClient.readContract({ ...at, functionName: 'totalsOf', args: [1] }),
  ]);
  expect(await shown(page, 'public', 'purchases')).toBe(String(purchases));
  expect(await shown(page, 'public', 'minted')).toBe(ecoText(sold));
  expect(await shown(page, 'total', 'raised-eth')).toBe(ethText(ethRaised));
  expect(await shown(page, 'total', 'raised-usdc')).toBe(usdcText(usdcRaised));
}

const latestBlock = () => publicClient.getBlockNumber({ cacheTime: 0 });

test.describe('the results after purchases and a withdrawal', { tag: exclusiveChainTag }, () => {
  // Exact deltas: no other test may buy meanwhile.
  test.use({ chainAccess: 'exclusive' });

  test('counts the new buyer once, the purchases in each asset and the withdrawal apart, and still reconciles', async ({
    page,
    account,
  }) => {
    await openResults(page, await latestBlock());
    const before = { public: await counts(page, 'public'), total: await counts(page, 'total') };

    const first = await buyInPublicSale(account, 300n * ONE);
    await buyInPublicSale(account, 200n * ONE);
    // And one in USDC.
    const paid = usdc('1000');
    const usdcCost = await usdcQuote(SaleStage.Public, 100n * ONE, account.address);
    await fundUsdc(account, paid);
    await approveUsdc(account, paid);
    await mined(
      await wallet(account).writeContract({
        ...eco,
        functionName: 'buyWithUsdc',
        args: [SaleStage.Public, 100n * ONE, zeroAddress, 0n, []],
      }),
    );
    // The first ETH purchase back, within its window.
    const withdrawn = await mined(
      await wallet(account).writeContract({
        ...eco,
        functionName: 'withdrawPurchase',
        args: [SaleStage.Public, first.index],
      }),
    );

    await openResults(page, withdrawn);
    const after = { public: await counts(page, 'public'), total: await counts(page, 'total') };
    for (const card of ['public', 'total'] as const) {
      expect(after[card]).toEqual({
        purchases: before[card].purchases + 3n,
        buyers: before[card].buyers + 1n,
        withdrawals: before[card].withdrawals + 1n,
        refunds: before[card].refunds,
        // usdcText shows every decimal USDC has, so the sum is exact.
        'raised-usdc': before[card]['raised-usdc'] + usdcCost,
      });
    }
    expect(usdcCost).toBeGreaterThan(0n);
    await expectContractFigures(page);
    await expect(page.locator('[data-stage="public"] [data-standing]')).toHaveText(
      /^Open: these figures are still running, as of block \d+\.$/,
    );
    expect(await axeViolations(page)).toEqual([]);
  });
});

test('is linked from /transparency, says what reconciled means, and fits 390 px', async ({
  page,
}) => {
  await page.goto('/transparency');
  await page.getByRole('link', { name: "the sale's results" }).click();
  await expect(page).toHaveURL('/sale/results');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('The offer’s results');
  await expect(
    page.getByText(/^Reconciled means the history's totals and the contract's agree/),
  ).toBeVisible();
  await expect(
    page.getByText(/^A mismatch means the history and the contract disagree/),
  ).toBeVisible();

  await page.setViewportSize({ width: 390, height: 900 });
  await openResults(page, await latestBlock());
  for (const card of ['partners', 'private', 'public', 'total']) {
    await expect(page.locator(`[data-stage="${card}"] [data-figure="withdrawals"]`)).toBeVisible();
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  expect(await textPastRightEdge(page.locator('main'))).toEqual([]);
  expect(await axeViolations(page)).toEqual([]);
});

test.describe('a refund', { tag: [exclusiveChainTag, finalChainTag] }, () => {
  // A stage that misses its minimum raise sells no more until the minimum is restored, and the
  // clock moves on for good: it runs last, alone (projects.ts).
  test.use({ chainAccess: 'exclusive' });

  test('counts as a refund, not a withdrawal, and the results still reconcile', async ({
    page,
    account,
  }) => {
    await openResults(page, await latestBlock());
    const before = await counts(page, 'public');
    const { timestamp } = await publicClient.getBlock();
    // Far more than anyone buys here: the public stage misses it at the deadline.
    await setMinimumRaiseInStorage(SaleStage.Public, 100_000_000n * ONE, timestamp + 600n);
    const bought = await buyInPublicSale(account, 400n * ONE);
    await advanceChainTime(601);
    const refunded = await mined(
      await wallet(account).writeContract({
        ...eco,
        functionName: 'claimRefund',
        args: [SaleStage.Public, bought.index],
      }),
    );

    await openResults(page, refunded);
    expect(await counts(page, 'public')).toEqual({
      ...before,
      purchases: before.purchases + 1n,
      buyers: before.buyers + 1n,
      refunds: before.refunds + 1n,
    });
    await expectContractFigures(page);
    await expect(page.locator('[data-stage="public"]')).toContainText('missed, with');
    await expect(page.locator('[data-stage="public"] [data-standing]')).toHaveText(
      /^Not open at block \d+, and no closing time is set/,
    );
  });
});
