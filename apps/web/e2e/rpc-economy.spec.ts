import type { Page } from '@playwright/test';
import { mine, publicClient } from './support/chain-fixtures';
import { expect, test as walletTest, type ConnectedWallet } from './support/wallet-fixtures';
import { hideTab, launchHideableChromium } from './support/hideable-browser';
import { expectNoRpcOverTwoPolls, recordFiguresRequests } from './support/figures-requests';

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

/** The token figures' source line, as the site's server reads them (decision 0040). */
const liveText = /^Read from the ECO contract on Anvil at block \d+ by this site’s server/;

/** Whether `url` is a request for the shared figures of the local chain. */

async function connectWallet(page: Page, connectedWallet: ConnectedWallet): Promise<void> {
  await connectedWallet.install();
  const header = page.getByRole('banner');
  const wallet = await connectedWallet.connect(
    header.getByRole('button', { name: 'Connect Wallet', exact: true }),
  );
  const short = `${wallet.address.slice(0, 6)}…${wallet.address.slice(-4)}`;
  // Its ECO balance shown: the wallet's one read of its own (balanceOf), done before counting.
  await expect(
    header.getByRole('button', { name: short }).filter({ hasText: 'ECO' }),
  ).toBeVisible();
}

test('a visitor costs the node nothing for the shared figures; a hidden page asks nothing, and catches up once visible again', async ({
  page,
  rpc,
  baseURL,
  connectedWallet,
}) => {
  test.setTimeout(120_000);
  const figureReads = recordFiguresRequests(page);
  await page.goto(`${baseURL}/about/token`);
  await expect(page.getByText(liveText).first()).toBeVisible();
  await connectWallet(page, connectedWallet);

  // In front, the page asks the site's server for the figures every 4 seconds, and the chain's
  // node nothing for them: over two polls, no RPC request at all from this visitor.
  await expectNoRpcOverTwoPolls(figureReads, rpc);

  const show = await hideTab(page);
  await rpc.reset();
  const hiddenFrom = figureReads.length;
  // The chain moves on meanwhile: a page that still polled would ask for the new figures.
  // An absence check: nothing shows a poller that does not run, so the test watches over more
  // than two of its 4-second intervals. A slower machine can only make it weaker, never fail it.
  await mine();
  // eslint-disable-next-line playwright/no-wait-for-timeout -- an absence check (above)
  await page.waitForTimeout(5_000);
  await mine();
  // eslint-disable-next-line playwright/no-wait-for-timeout -- an absence check (above)
  await page.waitForTimeout(5_000);
  expect(await page.evaluate(() => document.visibilityState)).toBe('hidden');
  expect(figureReads).toHaveLength(hiddenFrom);
  expect(await rpc.counts()).toEqual({ httpRequests: 0, calls: {} });

  // In front again: polling resumes and the figures catch up with the blocks mined meanwhile,
  // still without a request to the chain's node.
  await show();
  const latest = await publicClient.getBlockNumber();
  // At least the block the chain was at when the tab came back: tests beside this one mine on,
  // so the page may show a later one by the time it is read (a clean-clone run saw 51 for 45).
  const shownBlock = async () =>
    Number(
      ((await page.getByTestId('figures-block').first().textContent()) ?? '').replace(/\D/g, ''),
    );
  await expect.poll(shownBlock, { timeout: 20_000 }).toBeGreaterThanOrEqual(Number(latest));
  expect(figureReads.length).toBeGreaterThan(hiddenFrom);
  expect(await rpc.counts()).toEqual({ httpRequests: 0, calls: {} });
});
