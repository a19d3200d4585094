import type { Page } from '@playwright/test';
import {
  buyInPublicSale,
  exclusiveChainTag,
  expect,
  test,
  type TestAccount,
} from './support/chain-fixtures';
import { e2ePorts } from './support/ports';
import { installTestWallet } from './support/test-wallet';

// Every history the site shows comes from the indexer (apps/indexer): one request per view, no
// eth_getLogs. When the indexer is down or behind, the page says so and keeps what it has.

const ONE = 10n ** 18n;

/** The paths of the indexer requests `page` sends, from now on. */
function recordIndexerReads(page: Page): string[] {
  const paths: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/indexer/')) paths.push(pathname);
  });
  return paths;
}

async function openPortfolio(page: Page, account: TestAccount) {
  await installTestWallet(page, { privateKey: account.privateKey, preconnected: true });
  await page.goto('/portfolio');
  return page.getByRole('main').getByRole('region', { name: 'Purchases' });
}

test('the portfolio reads its histories from the indexer: one request each, no log query', async ({
  page,
  account,
  rpc,
}) => {
  await buyInPublicSale(account, 200n * ONE);
  const reads = recordIndexerReads(page);
  const purchases = await openPortfolio(page, account);
  await expect(purchases.getByRole('row')).toHaveCount(2);
  await expect(purchases.getByRole('row').nth(1)).toContainText('200');
  const counts = await rpc.counts();
  expect(counts.calls.eth_getLogs ?? 0).toBe(0);
  // One request for each of the portfolio's histories: donations, purchases, referral rewards.
  expect(reads.sort()).toEqual([
    `/indexer/chains/31337/accounts/${account.address}/donations`,
    `/indexer/chains/31337/accounts/${account.address}/purchases`,
    `/indexer/chains/31337/accounts/${account.address}/rewards`,
  ]);
});

test.describe('with the indexer stopped', { tag: exclusiveChainTag }, () => {
  // Exclusive: no other chain test runs while the indexer is down.
  test.use({
    chainAccess: 'exclusive',
    // The browser logs the failed requests to the stopped indexer (the proxy's answer).
    allowedConsoleErrors: [500, 502, 503, 504].map(
      (status) =>
        `Failed to load resource: the server responded with a status of ${status} (${
          {
            500: 'Internal Server Error',
            502: 'Bad Gateway',
            503: 'Service Unavailable',
            504: 'Gateway Timeout',
          }[status]
        })`,
    ),
  });

  const control = (action: 'stop' | 'start') =>
    fetch(`http://127.0.0.1:${e2ePorts.indexerControl}/${action}`, { method: 'POST' }).then(
      async (res) => expect(res.status, await res.text()).toBe(200),
    );

  test.afterEach(async () => {
    // Whatever happened, the next tests have their indexer back.
    await control('start');
  });

  test('the portfolio says its history is catching up, keeps the live figures, then fills in', async ({
    page,
    account,
  }) => {
    test.setTimeout(180_000);
    await buyInPublicSale(account, 100n * ONE);
    const purchases = await openPortfolio(page, account);
    await expect(purchases.getByRole('row')).toHaveCount(2);

    await control('stop');
    await buyInPublicSale(account, 50n * ONE);
    await page.reload();
    const main = page.getByRole('main');
    await expect(
      main.getByRole('status').filter({ hasText: 'History is catching up' }),
    ).toBeVisible();
    // The balance is a live read of the chain: it is right without the indexer.
    await expect(main.getByText('150 ECO', { exact: true })).toBeVisible();
    // Not an error: nothing alarms the visitor.
    await expect(main.getByRole('alert')).toHaveCount(0);

    await control('start');
    // The page reads the history again by itself: both purchases, and no more notice.
    await expect(purchases.getByRole('row')).toHaveCount(3, { timeout: 20_000 });
    await expect(main.getByText('History is catching up')).toHaveCount(0);
  });
});
