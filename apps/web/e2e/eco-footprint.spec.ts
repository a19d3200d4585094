import type { Page } from '@playwright/test';
import { ethereumFootprint } from '../src/content/sustainability';
import { buyInPublicSale, createFundedAccount, expect, test } from './support/chain-fixtures';

// ECO's own share of its network's footprint, in the white paper's Part J: its transactions from
// the indexer times the study's per-transaction figures, with the method and the block beside
// it. A transaction added on the chain moves it.

const ONE = 10n ** 18n;

/** The footprint's figure `name` as a number (the first number it shows). */
async function figure(page: Page, name: string): Promise<number> {
  const text = await page.locator(`[data-eco-footprint] [data-figure="${name}"]`).innerText();
  return Number(/^[\d,.]+/.exec(text)?.[0].replace(/,/g, '') ?? NaN);
}

test("moves with ECO's transactions on the chain, with its method, block and sample label", async ({
  page,
  account,
}) => {
  await page.goto('/white-paper');
  const footprint = page.locator('[data-eco-footprint]');
  await expect(
    footprint.getByText(/^Method\. ECO's transactions are every transaction/),
  ).toBeVisible();
  await expect(
    footprint.getByText(/^Period\. ECO's transactions are counted over the 365 days/),
  ).toBeVisible();
  await expect(footprint.locator('[data-figure="transactions"]')).toBeVisible();
  await expect(footprint).toContainText(/As of block \d+/);
  // The study is named with its period and a link to it.
  await expect(
    footprint.getByRole('link', { name: new RegExp(`^“${ethereumFootprint().study.title}”`) }),
  ).toHaveAttribute('href', ethereumFootprint().study.url);
  await expect(footprint).toContainText(
    `over the study's period, ${ethereumFootprint().period.start} to ${ethereumFootprint().period.end}`,
  );
  // The ledger's tonnes stand beside the estimate, never as a ratio of it.
  await expect(footprint).toContainText(/t CO2e retired in all\. It is not compared/);
  await expect(footprint).not.toContainText(/times ECO's emissions/);
  // The local chain has no study of its own: the page says whose figures it applies.
  await expect(footprint).toContainText(
    new RegExp(
      `No footprint study covers [^:]+: its transactions are multiplied by ${ethereumFootprint().network}'s figures`,
    ),
  );
  // The network's figures are samples: so is ECO's share computed from them.
  await expect(footprint.locator('[data-sample-badge]').first()).toBeVisible();
  const before = {
    transactions: await figure(page, 'transactions'),
    total: await figure(page, 'transactions-total'),
    emissions: await figure(page, 'emissions'),
  };
  expect(before.transactions).toBeGreaterThan(0);

  // A purchase is one transaction of ECO's (its purchase and transfer events count once); other
  // tests may add theirs meanwhile, so the figures grow by at least one.
  await buyInPublicSale(account, 10n * ONE);
  await buyInPublicSale(await createFundedAccount(), 10n * ONE);
  await expect
    .poll(async () => {
      await page.reload();
      await expect(footprint.locator('[data-figure="transactions"]')).toBeVisible();
      return figure(page, 'transactions');
    })
    .toBeGreaterThanOrEqual(before.transactions + 2);
  expect(await figure(page, 'transactions-total')).toBeGreaterThanOrEqual(before.total + 2);
  expect(await figure(page, 'emissions')).toBeGreaterThan(before.emissions);
});
