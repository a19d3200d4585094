import type { Page } from '@playwright/test';
import { mine } from './support/chain-fixtures';
import { expect, test as walletTest, type ConnectedWallet } from './support/wallet-fixtures';
import { hideTab, launchHideableChromium } from './support/hideable-browser';

// What the site asks the chain for while nobody looks: a tab in the background reads nothing, and
// catches up as soon as it is in front again. Playwright keeps the pages it launches visible
// whatever happens to their tab, so these tests get a page from a Chromium of their own whose
// tabs can really be hidden (support/hideable-browser.ts); the usual fixtures work on it.

const test = walletTest.extend({
  // Playwright reads a fixture's dependencies from its first parameter: none here.

  page: async ({}, use) => {
    const chromium = await launchHideableChromium();
    try {
      await use(chromium.page);
    } finally {
      await chromium.close();
    }
  },
});

const liveText = 'Live from the ECO contract on Anvil, refreshed with every new block.';

/** RPC calls of `method` the page made since the last reset. */
const callsOf = async (
  rpc: { counts(): Promise<{ calls: Record<string, number> }> },
  method: string,
) => (await rpc.counts()).calls[method] ?? 0;

async function connectWallet(page: Page, connectedWallet: ConnectedWallet): Promise<void> {
  await connectedWallet.install();
  const header = page.getByRole('banner');
  const wallet = await connectedWallet.connect(
    header.getByRole('button', { name: 'Connect Wallet', exact: true }),
  );
  const short = `${wallet.address.slice(0, 6)}…${wallet.address.slice(-4)}`;
  await expect(header.getByRole('button', { name: short })).toBeVisible();
}

test('a hidden token page polls nothing, and polls and catches up once visible again', async ({
  page,
  rpc,
  baseURL,
  connectedWallet,
}) => {
  test.setTimeout(120_000);
  await page.goto(`${baseURL}/about/token`);
  await expect(page.getByText(liveText)).toBeVisible();
  await connectWallet(page, connectedWallet);

  // In front, the page watches for new blocks: eth_blockNumber every 4 seconds.
  await rpc.reset();
  await expect.poll(() => callsOf(rpc, 'eth_blockNumber'), { timeout: 10_000 }).toBeGreaterThan(0);

  const show = await hideTab(page);
  await rpc.reset();
  // The chain moves on meanwhile: a page that still watched would see the blocks and re-read.
  // An absence check: nothing shows a poller that does not run, so the test watches over more
  // than two of its 4-second intervals. A slower machine can only make it weaker, never fail it.
  await mine();
  // eslint-disable-next-line playwright/no-wait-for-timeout -- an absence check (above)
  await page.waitForTimeout(5_000);
  await mine();
  // eslint-disable-next-line playwright/no-wait-for-timeout -- an absence check (above)
  await page.waitForTimeout(5_000);
  expect(await page.evaluate(() => document.visibilityState)).toBe('hidden');
  expect(await rpc.counts()).toEqual({ httpRequests: 0, calls: {} });

  // In front again: block watching resumes, sees the missed blocks and reads the figures again.
  await show();
  await expect.poll(() => callsOf(rpc, 'eth_blockNumber'), { timeout: 10_000 }).toBeGreaterThan(0);
  await expect.poll(() => callsOf(rpc, 'eth_call'), { timeout: 10_000 }).toBeGreaterThan(0);
});
