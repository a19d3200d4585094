import type { Locator, Page } from '@playwright/test';
import { foundersVestingWalletAbi } from '@eco/contracts';
import { formatUnits, parseEther } from 'viem';
import {
  buyInPublicSale,
  eco,
  exclusiveChainTag,
  expect,
  mine,
  ownerWrite,
  publicClient,
  restoreAfterTest,
  SaleStage,
} from './support/chain-fixtures';
import { test } from './support/wallet-fixtures';
import { axeViolations } from './fixtures';
import { textPastRightEdge } from './support/overflow';
import { usdcText } from '../src/lib/format';
import {
  expectNoRpcOverTwoPolls,
  isFiguresRequest,
  recordFiguresRequests,
} from './support/figures-requests';

// /about/token shows every shared figure as this site's server read it from the ECO contract
// (once per block for every visitor, docs/decisions/0040), and, when the visitor asks, as their
// own browser reads it in one multicall; the founders' vesting comes from the vesting contracts
// ECO names. Figures that other tests change (supply, sold) are compared with the chain read at
// the same time, never with a fixed number.

/** The source line of the figures read by `by`, at any block. */
const liveText = (by: 'server' | 'browser' = 'server') =>
  by === 'server'
    ? /^Read from the ECO contract on Anvil at block \d+ by this site’s server, which reads it once per block for every visitor; asked for again every 4 seconds\./
    : /^Read from the ECO contract on Anvil at block \d+ by your browser, straight from the chain’s node, and read again with every new block\./;

/** The switch between the server's figures and the browser's own read. */
const checkSwitch = (page: Page) =>
  page.getByRole('button', { name: 'Check with the chain from my browser' }).first();

/** Whether `url` is a request for the shared figures of the local chain. */

/**
 * Whether `pathname` is the wallet code's entry (wagmi's config and provider): every part of the
 * page that uses wagmi loads through it (components/wallet-boundary.tsx).
 */
const isWalletCode = (pathname: string) => /^\/assets\/wallet-provider-[\w-]+\.js$/.test(pathname);

/** Reads a view of ECO without arguments, straight from anvil. */
const read = <
  F extends
    | 'name'
    | 'symbol'
    | 'decimals'
    | 'maxSupply'
    | 'totalSupply'
    | 'referralRewardBps'
    | 'tradingEnabled',
>(
  functionName: F,
) => publicClient.readContract({ ...eco, functionName });

/** Tokens (base units) sold so far in `stage`. */
const soldIn = (stage: SaleStage) =>
  publicClient.readContract({ ...eco, functionName: 'soldIn', args: [stage] });

/** Price, allocation and open state of `stage`. */
const stageOnChain = (stage: SaleStage) =>
  Promise.all([
    publicClient.readContract({ ...eco, functionName: 'tokenPrice', args: [stage] }),
    publicClient.readContract({ ...eco, functionName: 'allocationOf', args: [stage] }),
    publicClient.readContract({ ...eco, functionName: 'isSaleOpen', args: [stage] }),
  ]);

/** The value shown for the key fact labelled `label`. */
const fact = (page: Page, label: string): Locator =>
  page
    .locator('dl > div')
    .filter({ has: page.getByRole('term').getByText(label, { exact: true }) })
    .getByRole('definition');

/** The card of a sale stage. */
const stageCard = (page: Page, title: string): Locator =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });

/** A figure (Price, Allocation, Sold, Remaining) on a stage card. */
const stageFigure = (card: Locator, label: string): Locator =>
  card
    .locator('dl > div')
    .filter({ has: card.page().getByRole('term').getByText(label, { exact: true }) })
    .getByRole('definition');

/** Whole ECO as the page writes them: "1,234 ECO". */
const wholeEco = (units: bigint) =>
  `${new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 }).format(Number(formatUnits(units, 18)))} ECO`;

const stages = [
  { title: 'Partners', stage: SaleStage.Partners },
  { title: 'Private sale', stage: SaleStage.Private },
  { title: 'Public sale', stage: SaleStage.Public },
] as const;

test('every figure comes from the chain through the server: the page asks the node nothing for them and loads no wallet code, the sections below read when near', async ({
  page,
  rpc,
}) => {
  const indexerReads: string[] = [];
  const whitePaperReads: string[] = [];
  const figureReads: string[] = [];
  const walletCode: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (isFiguresRequest(request.url())) figureReads.push(pathname);
    if (isWalletCode(pathname)) walletCode.push(pathname);
    // The Buy button's check of the published white paper (BuyGate): no figure, read apart.
    if (pathname === '/indexer/chains/31337/white-paper') whitePaperReads.push(pathname);
    else if (pathname.startsWith('/indexer/')) indexerReads.push(pathname);
  });
  await page.goto('/about/token');
  const source = page.getByText(liveText()).first();
  await expect(source).toBeVisible();
  // Every live figure, the sale calendar and the USD prices from the site's server, one request
  // (or another at its next poll on a slow machine) shared by the figures and the calendar: the
  // chain's node is asked nothing for them. The sections further down read nothing yet.
  const atRender = await rpc.counts();
  console.info(
    `token page render: ${atRender.httpRequests} RPC HTTP requests, ${figureReads.length} figures requests`,
    JSON.stringify(atRender.calls),
  );
  expect(atRender).toEqual({ httpRequests: 0, calls: {} });
  expect(figureReads.length).toBeGreaterThanOrEqual(1);
  expect(figureReads.length).toBeLessThanOrEqual(2);
  expect(indexerReads).toEqual([]);
  // Nor does the page load the wallet code (wagmi, viem) to show them.
  expect(walletCode).toEqual([]);
  // The block the figures say they were read at is one the chain has.
  const shownBlock = BigInt(
    ((await page.getByTestId('figures-block').first().textContent()) ?? '').replace(/\D/g, ''),
  );
  expect(shownBlock).toBeGreaterThan(0n);
  expect(shownBlock).toBeLessThanOrEqual(await publicClient.getBlockNumber());

  // Near the founders' vesting and the owner's powers, they load the wallet code and read what
  // they show.
  const vesting = page.getByRole('region', { name: "Founders' vesting", exact: true });
  await vesting.scrollIntoViewIfNeeded();
  await expect(vesting).toContainText('Locked now');
  expect(walletCode.length).toBeGreaterThan(0);
  const ownerPowers = page.locator('section#owner-powers');
  await ownerPowers.scrollIntoViewIfNeeded();
  await expect(ownerPowers).toContainText('Each power and its bound');
  // Shown once the timelock's calls are read.
  await expect(ownerPowers).toContainText('Recent changes');
  // Everything the page needed to render the live figures, the founders' vesting and the owner's
  // powers, counted before any block refresh.
  const counts = await rpc.counts();
  console.info(
    `token page, every section: ${counts.httpRequests} RPC HTTP requests`,
    JSON.stringify(counts.calls),
  );
  expect(counts.httpRequests).toBeGreaterThan(0);
  expect(counts.httpRequests).toBeLessThanOrEqual(5);
  // Two multicalls, not one eth_call per value: the vesting contracts' 21 reads (their addresses
  // and who holds the owner's powers come with the server's figures), and the owner timelock's
  // delay and proposers; the latest block (the timelock's clock), and the code at the proposer's
  // address (a single-key wallet or a contract). No log query: the timelock's scheduled calls
  // come from the indexer, in one request (read again every few seconds on the local chain,
  // whose clock jumps).
  expect(counts.calls.eth_call ?? 0).toBeLessThanOrEqual(2);
  expect(counts.calls.eth_getLogs ?? 0).toBe(0);
  expect([...new Set(indexerReads)]).toEqual(['/indexer/chains/31337/timelock/operations']);
  // One read for the Buy button, from the indexer: the chain is not asked for it.
  expect(whitePaperReads).toHaveLength(1);

  const [name, symbol, decimals, maxSupply, bps] = await Promise.all([
    read('name'),
    read('symbol'),
    read('decimals'),
    read('maxSupply'),
    read('referralRewardBps'),
  ]);
  await expect(fact(page, 'Name')).toHaveText(name);
  await expect(fact(page, 'Symbol')).toHaveText(symbol);
  await expect(fact(page, 'Decimals')).toHaveText(String(decimals));
  await expect(fact(page, 'Maximum supply')).toHaveText(wholeEco(maxSupply));
  await expect(fact(page, 'Referral reward')).toHaveText(
    `${Number(bps) / 100}% of the tokens bought`,
  );
  await expect(fact(page, 'Trading on the market')).toHaveText(
    (await read('tradingEnabled')) ? 'Enabled' : 'Not enabled yet',
  );
  // The minted supply changes as other tests buy: it matches a fresh read once it settles.
  await expect(async () => {
    await expect(fact(page, 'Minted so far')).toHaveText(wholeEco(await read('totalSupply')));
  }).toPass({ timeout: 15_000 });

  for (const { title, stage } of stages) {
    const card = stageCard(page, title);
    const [price, allocation, open] = await stageOnChain(stage);
    await expect(stageFigure(card, 'Price')).toHaveText(`${formatUnits(price, 18)} ETH / ECO`);
    // Its USDC price beside it, and its minimum raise, from the same multicall.
    const [usdcPrice, [minimum]] = await Promise.all([
      publicClient.readContract({ ...eco, functionName: 'priceOf', args: [stage, 1] }),
      publicClient.readContract({ ...eco, functionName: 'minimumRaiseOf', args: [stage] }),
    ]);
    await expect(stageFigure(card, 'Price in USDC')).toHaveText(
      usdcPrice === 0n ? 'ETH only' : `${usdcText(usdcPrice)} / ECO`,
    );
    await expect(stageFigure(card, 'Minimum raise')).toContainText(
      minimum === 0n ? 'None' : `${wholeEco(minimum)} by`,
    );
    await expect(stageFigure(card, 'Allocation')).toHaveText(wholeEco(allocation));
    await expect(card.getByText(open ? 'Open' : 'Closed', { exact: true })).toBeVisible();
    await expect(async () => {
      const sold = await soldIn(stage);
      await expect(stageFigure(card, 'Sold')).toHaveText(wholeEco(sold));
      await expect(stageFigure(card, 'Remaining')).toHaveText(wholeEco(allocation - sold));
    }).toPass({ timeout: 15_000 });
  }
});

test("the founders' allocation is shown in its vesting contracts, as the chain holds it", async ({
  page,
}) => {
  const vesting = await publicClient.readContract({
    ...eco,
    functionName: 'foundersVestingWallets',
  });
  // Who receives what each wallet releases: its owner (a founder can hand the wallet on).
  const receivers = await Promise.all(
    vesting.map((address) =>
      publicClient.readContract({ address, abi: foundersVestingWalletAbi, functionName: 'owner' }),
    ),
  );
  const vestingRead = (functionName: 'cliff' | 'end') =>
    publicClient.readContract({ address: vesting[0], abi: foundersVestingWalletAbi, functionName });
  const [cliff, end] = await Promise.all([vestingRead('cliff'), vestingRead('end')]);
  const day = (seconds: bigint) => new Date(Number(seconds) * 1000).toISOString().slice(0, 10);
  const held = await Promise.all(
    vesting.map((wallet) =>
      publicClient.readContract({ ...eco, functionName: 'balanceOf', args: [wallet] }),
    ),
  );
  const total = held.reduce((sum, amount) => sum + amount, 0n);

  await page.goto('/about/token');
  const section = page.getByRole('region', { name: "Founders' vesting", exact: true });
  await section.scrollIntoViewIfNeeded();
  // Nothing has vested on the local chain (a year's cliff from its deployment).
  await expect(section.getByRole('definition').first()).toHaveText(wholeEco(total));
  await expect(section).toContainText(`Nothing vests before ${day(cliff)}`);
  await expect(section).toContainText(`until all of it on ${day(end)}`);
  await expect(section.getByRole('img')).toHaveAccessibleName(
    `Vesting schedule: 0 ECO until ${day(cliff)}, then rising in a straight line to ${wholeEco(total)} on ${day(end)}.`,
  );
  const rows = section.getByRole('table').getByRole('row');
  await expect(rows).toHaveCount(4);
  for (const [i, wallet] of vesting.entries()) {
    const row = rows.nth(i + 1);
    await expect(row).toContainText(receivers[i]!);
    await expect(row).toContainText(wallet);
    await expect(row.getByRole('cell').nth(1)).toHaveText(wholeEco(held[i]!));
  }
  expect(await axeViolations(page)).toEqual([]);
});

test('the Sold figure follows a purchase made elsewhere, without a reload', async ({
  page,
  account,
}) => {
  await page.goto('/about/token');
  await expect(page.getByText(liveText()).first()).toBeVisible();
  const card = stageCard(page, 'Public sale');
  const soldShown = async () =>
    Number(((await stageFigure(card, 'Sold').textContent()) ?? '').replace(/[^\d]/g, ''));
  const before = await soldShown();
  await page.evaluate(
    () => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true),
  );

  // Another buyer, outside the page, buys 10,000 ECO in the public stage.
  const amount = parseEther('10000');
  await buyInPublicSale(account, amount);

  // Compared with the contract at the block the page names: other tests buy on the shared chain
  // meanwhile, so the latest block may already hold more than the page's reading.
  await expect(async () => {
    const shownBlock = BigInt(
      ((await page.getByTestId('figures-block').first().textContent()) ?? '').replace(/\D/g, ''),
    );
    const shown = await soldShown();
    const sold = await publicClient.readContract({
      ...eco,
      functionName: 'soldIn',
      args: [SaleStage.Public],
      blockNumber: shownBlock,
    });
    expect(shown).toBeGreaterThanOrEqual(before + 10_000);
    expect(`${new Intl.NumberFormat('en-US').format(shown)} ECO`).toBe(wholeEco(sold));
  }).toPass({ timeout: 15_000 });
  expect(
    await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument),
  ).toBe(true);
});

test('"Add ECO to wallet" asks the wallet to watch the ECO token', async ({
  page,
  connectedWallet,
}) => {
  const wallet = await connectedWallet.install();
  await page.goto('/about/token');
  await expect(page.getByText(liveText()).first()).toBeVisible();
  const add = page.getByRole('button', { name: 'Add ECO to wallet' });

  // Not connected yet: the button offers to connect first.
  await connectedWallet.connect(add);
  expect(wallet.requests('wallet_watchAsset')).toEqual([]);

  await add.click();
  await expect(
    page.getByRole('alert').filter({ has: page.getByRole('button', { name: 'Dismiss alert' }) }),
  ).toContainText('ECO added');
  const watched = wallet.requests('wallet_watchAsset');
  expect(watched).toHaveLength(1);
  expect(watched[0]!.params).toMatchObject({
    type: 'ERC20',
    options: { address: eco.address, symbol: 'ECO', decimals: 18 },
  });
});

test.describe('figures restored from the browser cache', { tag: exclusiveChainTag }, () => {
  // Exclusive: nobody else mines while it runs, so the block the figures name is the fee change's.
  test.use({ chainAccess: 'exclusive' });

  test('are asked for again when the chain has moved past the block they were read at', async ({
    page,
  }) => {
    const [buyFee, sellFee] = await Promise.all([
      publicClient.readContract({ ...eco, functionName: 'buyFee' }),
      publicClient.readContract({ ...eco, functionName: 'sellFee' }),
    ]);
    await page.goto('/about/token');
    await expect(fact(page, 'Buy fee')).toHaveText(new RegExp(`^${Number(buyFee) / 10}% `));
    // What the site keeps between visits: the server's figures and the block they came with.
    await expect(async () => {
      const stored = await page.evaluate(() => localStorage.getItem('ECO_QUERY_CACHE'));
      expect(stored).toContain('"chain-figures"');
    }).toPass({ timeout: 10_000 });

    // The fee changes on the chain after that visit (one new block)...
    restoreAfterTest(() => ownerWrite('setFees', [buyFee, sellFee]));
    await ownerWrite('setFees', [buyFee + 5n, sellFee]);
    const latest = await publicClient.getBlockNumber();

    // ...and the next visit shows the restored figures only until the server's answer for the
    // new block arrives, which names that block, or a later one: a block mined meanwhile (one
    // clean-clone run saw 116 for 115) is no fault of the cache, which must not show an earlier.
    await page.reload();
    await expect(fact(page, 'Buy fee')).toHaveText(new RegExp(`^${Number(buyFee + 5n) / 10}% `));
    await expect(async () => {
      const shown = await page.getByTestId('figures-block').first().textContent();
      const block = /^at block (\d+)$/.exec(shown ?? '')?.[1];
      expect(block, `the figures' block: ${shown}`).toBeDefined();
      expect(BigInt(block!)).toBeGreaterThanOrEqual(latest);
    }).toPass({ timeout: 15_000 });
  });
});

test('a visitor can check the figures against the chain from their own browser, and back', async ({
  page,
  rpc,
}) => {
  const figureReads = recordFiguresRequests(page);
  await page.goto('/about/token');
  await expect(page.getByText(liveText('server')).first()).toBeVisible();
  const toggle = checkSwitch(page);
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await rpc.reset();

  // A native button, in the tab order, pressed with the keyboard (Enter, then Space below).
  await expect(toggle).not.toHaveAttribute('tabindex', '-1');
  await toggle.press('Enter');
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  // The figures and the calendar say where they come from now, and were read by this browser:
  // one multicall (and the block watcher's polls).
  await expect(page.getByText(liveText('browser'))).toHaveCount(2);
  await expect(page.getByText(liveText('server'))).toHaveCount(0);
  const direct = await rpc.counts();
  expect(direct.calls.eth_call).toBe(1);
  // Besides, only the block watcher's eth_blockNumber (none yet, or one, on a fast machine).
  expect(Object.keys(direct.calls).filter((method) => method !== 'eth_blockNumber')).toEqual([
    'eth_call',
  ]);
  // They agree with the chain.
  const [name, maxSupply] = await Promise.all([read('name'), read('maxSupply')]);
  await expect(fact(page, 'Name')).toHaveText(name);
  await expect(fact(page, 'Maximum supply')).toHaveText(wholeEco(maxSupply));
  expect(await axeViolations(page)).toEqual([]);

  // A new block: the figures and the calendar share one read, which goes out again once, not
  // once for each (each sees the block; the second invalidation cancels the first before it is
  // sent). Other tests mine meanwhile, so at most one read for every block the chain moved on.
  await rpc.reset();
  const from = await publicClient.getBlockNumber();
  await mine();
  const to = await publicClient.getBlockNumber();
  await expect(page.getByTestId('figures-block').first()).not.toHaveText(`at block ${from}`);
  await expect(page.getByTestId('figures-block').last()).not.toHaveText(`at block ${from}`);
  const settled = await publicClient.getBlockNumber();
  expect(settled).toBeGreaterThanOrEqual(to);
  expect((await rpc.counts()).calls.eth_call ?? 0).toBeLessThanOrEqual(Number(settled - from));

  // Back to the server: the browser stops reading the chain for them.
  const requestsBefore = figureReads.length;
  await toggle.press('Space');
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await expect(page.getByText(liveText('server'))).toHaveCount(2);
  await expect.poll(() => figureReads.length).toBeGreaterThan(requestsBefore);
  // Two of the server's polls later, the chain's node has been asked nothing more.
  await expectNoRpcOverTwoPolls(figureReads, rpc);
});

test('the source line and its switch fit a 390 px screen', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/about/token');
  const source = page.getByText(liveText()).first();
  await expect(source).toBeVisible();
  expect(await textPastRightEdge(page.locator('main'))).toEqual([]);
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth).toBeLessThanOrEqual(390);
});
