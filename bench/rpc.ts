// RPC economy of the site, counted by the JSON-RPC proxy the site reads anvil through: requests
// to render every figure of /about/token, then requests per minute while idle with a wallet
// connected, tab visible and tab hidden. The shared figures come from the site's server
// (decision 0040), so a visitor's own RPC budget for them is zero; the server's reads are the
// `visitors` bench's. See bench/README.md. Run: npx tsx bench/rpc.ts
import { formatUnits } from 'viem';
import type { Locator, Page } from 'playwright-core';
import type { RpcCounts } from '@eco/web/e2e/rpc-proxy';
import { hideTab, launchHideableChromium } from '@eco/web/e2e/hideable-browser';
import { numberEnv, defineBench } from './lib';
import type { BenchRow } from './lib';
import { chainClients, eco } from './support/chain';
import { installFundedWallet, pickTestWallet } from './support/page';
import { withCleanup } from './support/services';
import { startBenchStack } from './support/stack';
import type { BenchStack } from './support/stack';

/** The token figures' source line, as the site's server reads them. */
const liveText = /^Read from the ECO contract on Anvil at block \d+ by this site’s server/;

/** Whether `url` is a request for the shared figures of the local chain. */
const isFiguresRequest = (url: string) => new URL(url).pathname.endsWith('/chain/31337/figures');

/** Seconds of each idle phase (BENCH_IDLE_SECONDS, default 60). */
const idleSeconds = () => numberEnv('BENCH_IDLE_SECONDS', 60, 5, 600, false);

/** Mainnet's block time, mined by anvil in the phases that let the chain move. */
const blockSeconds = 12;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const callsIn = (counts: RpcCounts) => Object.values(counts.calls).reduce((a, b) => a + b, 0);

/** The value shown for the figure labelled `label`: a key fact, or one on a stage's card. */
const fact = (page: Page, label: string, within: Page | Locator = page): Locator =>
  within
    .locator('dl > div')
    .filter({ has: page.getByRole('term').getByText(label, { exact: true }) })
    .getByRole('definition');

/** Whole ECO as the page writes them: "1,234 ECO". */
const wholeEco = (units: bigint) =>
  `${new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 }).format(Number(formatUnits(units, 18)))} ECO`;

/**
 * Checks that the page shows the chain's figures (as e2e/token-page.spec.ts does): the key facts
 * and every stage card. Throws on the first figure that differs.
 */
async function expectFiguresShown(page: Page, anvilUrl: string): Promise<number> {
  const { publicClient } = chainClients(anvilUrl);
  const read = <F extends 'name' | 'symbol' | 'decimals' | 'maxSupply' | 'totalSupply'>(
    functionName: F,
  ) => publicClient.readContract({ ...eco, functionName });
  const expected: [Locator, string][] = [
    [fact(page, 'Name'), await read('name')],
    [fact(page, 'Symbol'), await read('symbol')],
    [fact(page, 'Decimals'), String(await read('decimals'))],
    [fact(page, 'Maximum supply'), wholeEco(await read('maxSupply'))],
    [fact(page, 'Minted so far'), wholeEco(await read('totalSupply'))],
  ];
  const stages = [
    ['Partners', 0],
    ['Private sale', 1],
    ['Public sale', 2],
  ] as const;
  for (const [title, stage] of stages) {
    const [price, allocation, sold] = await Promise.all([
      publicClient.readContract({ ...eco, functionName: 'tokenPrice', args: [stage] }),
      publicClient.readContract({ ...eco, functionName: 'allocationOf', args: [stage] }),
      publicClient.readContract({ ...eco, functionName: 'soldIn', args: [stage] }),
    ]);
    const card = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: title }) });
    expected.push(
      [fact(page, 'Price', card), `${formatUnits(price, 18)} ETH / ECO`],
      [fact(page, 'Allocation', card), wholeEco(allocation)],
      [fact(page, 'Sold', card), wholeEco(sold)],
      [fact(page, 'Remaining', card), wholeEco(allocation - sold)],
    );
  }
  for (const [locator, text] of expected) {
    const shown = (await locator.textContent({ timeout: 5_000 }))?.trim();
    if (shown !== text) {
      throw new Error(
        `/about/token shows "${shown}" where the chain says "${text}" (${String(locator)})`,
      );
    }
  }
  return expected.length;
}

/** Counts what the site asks the proxy for during `seconds` of doing nothing, and the rate. */
async function idle(
  stack: BenchStack,
  page: Page,
  seconds: number,
  expectedVisibility: DocumentVisibilityState,
): Promise<RpcCounts & { perMinute: number }> {
  const check = async () => {
    const state = await page.evaluate(() => document.visibilityState);
    if (state !== expectedVisibility) {
      throw new Error(`the tab was ${state} during a phase meant to be ${expectedVisibility}`);
    }
  };
  await check();
  await stack.resetRpcCounts();
  await sleep(seconds * 1000);
  const counts = await stack.rpcCounts();
  await check();
  return { ...counts, perMinute: Math.round((counts.httpRequests * 600) / seconds) / 10 };
}

/** Polls until `done()`: milliseconds from `since`, or undefined after 15 s. */
async function msUntil(
  since: number,
  done: () => boolean | Promise<boolean>,
): Promise<number | undefined> {
  while (performance.now() - since < 15_000) {
    if (await done()) return Math.round(performance.now() - since);
    await sleep(100);
  }
  return undefined;
}

export default await defineBench(import.meta.url, 'rpc', () =>
  withCleanup(async (cleanup) => {
    const seconds = idleSeconds();
    const stack = await startBenchStack(cleanup, 'rpc');
    const chromium = await launchHideableChromium();
    cleanup.defer(() => chromium.close());
    const { testClient } = chainClients(stack.anvilUrl);
    const page = chromium.page;
    let figureRequests = 0;
    page.on('request', (request) => {
      if (isFiguresRequest(request.url())) figureRequests++;
    });

    // 1. A first visit (fresh profile, empty cache) until every figure is on screen.
    await stack.resetRpcCounts();
    const started = performance.now();
    await page.goto(`${stack.baseUrl}/about/token`);
    await page.getByText(liveText).first().waitFor({ state: 'visible', timeout: 60_000 });
    const renderMs = Math.round(performance.now() - started);
    const render = await stack.rpcCounts();
    const figuresChecked = await expectFiguresShown(page, stack.anvilUrl);

    // 2. The visitor connects the injected test wallet from the header, as the browser tests do.
    const wallet = await installFundedWallet(page, stack.anvilUrl);
    await stack.resetRpcCounts();
    const header = page.getByRole('banner');
    await header.getByRole('button', { name: 'Connect Wallet', exact: true }).click();
    await pickTestWallet(page);
    const short = `${wallet.address.slice(0, 6)}…${wallet.address.slice(-4)}`;
    await header
      .getByRole('button', { name: short })
      .filter({ hasText: 'ECO' })
      .waitFor({ state: 'visible', timeout: 30_000 });
    await sleep(1_000);
    const connect = await stack.rpcCounts();

    // 3. Idle, tab visible, no new blocks (anvil mines only on transactions).
    const visible = await idle(stack, page, seconds, 'visible');

    // 4. Idle, tab visible, a block every 12 s as on mainnet: the server reads each block's.
    await testClient.setIntervalMining({ interval: blockSeconds });
    const visibleBlocks = await idle(stack, page, seconds, 'visible');

    // 5. Idle, tab hidden behind another tab, blocks still coming.
    const show = await hideTab(page);
    const hidden = await idle(stack, page, seconds, 'hidden');

    // 6. Back in front: polling the site's server resumes, and the figures catch up with the
    // blocks mined meanwhile.
    await stack.resetRpcCounts();
    const requestsHidden = figureRequests;
    const latest = await chainClients(stack.anvilUrl).publicClient.getBlockNumber();
    const shown = performance.now();
    await show();
    const resumeMs = await msUntil(shown, () => figureRequests > requestsHidden);
    const refreshMs = await msUntil(shown, async () => {
      const block = await page.getByTestId('figures-block').first().textContent();
      return BigInt((block ?? '').replace(/\D/g, '') || '0') >= latest;
    });
    const resumed = await stack.rpcCounts();
    await testClient.setIntervalMining({ interval: 0 });
    await testClient.setAutomine(true);

    const rows: BenchRow[] = [
      {
        metric: 'token page render: RPC HTTP requests',
        value: String(render.httpRequests),
        goal: '0 (the server reads them)',
        ok: render.httpRequests === 0,
      },
      {
        metric: 'token page render: JSON-RPC calls',
        value: `${callsIn(render)} (${Object.entries(render.calls)
          .map(([method, n]) => `${method} ${n}`)
          .join(', ')})`,
      },
      {
        metric: 'connect wallet: RPC HTTP requests',
        value: String(connect.httpRequests),
      },
      {
        metric: 'idle visible, wallet connected',
        value: `${visible.perMinute} /min`,
        goal: '<= 1 /min',
        ok: visible.perMinute <= 1,
      },
      {
        metric: `idle visible, a block every ${blockSeconds} s`,
        value: `${visibleBlocks.perMinute} /min`,
        goal: '<= 1 /min',
        ok: visibleBlocks.perMinute <= 1,
      },
      {
        metric: `idle hidden, a block every ${blockSeconds} s`,
        value: `${hidden.perMinute} /min`,
        goal: '0 /min',
        ok: hidden.httpRequests === 0,
      },
      {
        metric: 'back to visible: first figures request, caught up',
        value: `${resumeMs === undefined ? 'none in 15 s' : `${(resumeMs / 1000).toFixed(1)} s`}, ${
          refreshMs === undefined ? 'not in 15 s' : `${(refreshMs / 1000).toFixed(1)} s`
        }`,
        goal: 'resumes',
        ok: resumeMs !== undefined && refreshMs !== undefined,
      },
      {
        metric: 'back to visible: RPC HTTP requests',
        value: String(resumed.httpRequests),
        goal: '0',
        ok: resumed.httpRequests === 0,
      },
    ];
    return {
      figures: {
        idleSeconds: seconds,
        blockSeconds,
        tokenPageRender: {
          httpRequests: render.httpRequests,
          jsonRpcCalls: callsIn(render),
          calls: render.calls,
          msToLiveFigures: renderMs,
          figuresChecked,
        },
        connectWallet: { httpRequests: connect.httpRequests, calls: connect.calls },
        idleVisible: visible,
        idleVisibleWithBlocks: visibleBlocks,
        idleHiddenWithBlocks: hidden,
        resume: {
          msToFirstFiguresRequest: resumeMs ?? null,
          msToLatestBlock: refreshMs ?? null,
          rpc: resumed,
        },
      },
      rows,
    };
  }),
);
