import {
  defineLocalChain,
  ecoTokenAbi,
  findEcoDeployment,
  localDevAccounts,
  saleStageByKey,
} from '@eco/contracts';
import { startLocalChain, type LocalChain } from '@eco/contracts/local-chain';
import type {
  IndexedPurchase,
  IndexerDonationsAnswer,
  IndexerPurchasesAnswer,
  IndexerRewardsAnswer,
} from '@eco/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import {
  createPublicClient,
  createTestClient,
  createWalletClient,
  http,
  zeroAddress,
  type Address,
  type Hex,
} from 'viem';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createConfig, WagmiContext, type Config } from 'wagmi';
import { connect } from 'wagmi/actions';
import { mock } from 'wagmi/connectors';
import { env } from '@/config/env';
import { ethText, formatEco, formatUtcDateTime } from '@/lib/format';
import { createQueryClient } from '@/lib/react-query';
import { standInPage } from '@/testing/indexer-page';
import { PORTFOLIO_PAGE } from '../api/use-purchase-history';
import WalletPortfolio from './wallet-portfolio';

// A real local chain (ECO as `npm run chain` deploys it) and, in place of the indexer (its own
// tests cover the paging), a stand-in that answers the portfolio's three lists from the chain's
// TokensPurchased events in the shared wire type, a page at a time, with totals over every row.
const eco = findEcoDeployment(31337)!.address;
const me = localDevAccounts.nonPartner;
const stranger = localDevAccounts.partners[1];
let chain: LocalChain;
let publicClient: ReturnType<typeof createPublicClient>;
let testClient: ReturnType<typeof createTestClient>;
let config: Config;
let snapshot: Hex;
let requests: string[] = [];

const lower = (value: string) => value.toLowerCase() as Hex;

async function purchases(): Promise<{ rows: IndexedPurchase[]; head: bigint }> {
  const head = await publicClient.getBlockNumber({ cacheTime: 0 });
  const logs = await publicClient.getContractEvents({
    address: eco,
    abi: ecoTokenAbi,
    eventName: 'TokensPurchased',
    fromBlock: 0n,
    toBlock: head,
  });
  const returns = await publicClient.getContractEvents({
    address: eco,
    abi: ecoTokenAbi,
    eventName: 'PurchaseReturned',
    fromBlock: 0n,
    toBlock: head,
  });
  const times = new Map<bigint, string>();
  for (const log of [...logs, ...returns]) {
    if (times.has(log.blockNumber)) continue;
    const block = await publicClient.getBlock({ blockNumber: log.blockNumber });
    times.set(log.blockNumber, String(block.timestamp));
  }
  const rows = logs.map((log): IndexedPurchase => {
    const returned = returns.find(
      (r) => r.args.stage === log.args.stage && r.args.index === log.args.index,
    );
    return {
      transactionHash: log.transactionHash,
      blockNumber: String(log.blockNumber),
      logIndex: log.logIndex,
      timestamp: times.get(log.blockNumber)!,
      buyer: lower(log.args.buyer!),
      stage: log.args.stage!,
      amount: String(log.args.amount),
      cost: String(log.args.cost),
      referrer: lower(log.args.referrer!),
      reward: String(log.args.reward),
      index: String(log.args.index),
      asset: log.args.asset!,
      withdrawableUntil: String(log.args.withdrawableUntil),
      // Released purchases need a finalized stage, which no test here makes.
      status: returned ? (returned.args.status === 2 ? 'withdrawn' : 'refunded') : 'held',
      returnedTx: returned?.transactionHash ?? null,
      returnedTimestamp: returned ? times.get(returned.blockNumber)! : null,
    };
  });
  return { rows: rows.reverse(), head };
}

const sum = (rows: IndexedPurchase[], pick: (row: IndexedPurchase) => string) =>
  String(rows.reduce((total, row) => total + BigInt(pick(row)), 0n));

async function answer(path: string): Promise<unknown> {
  const url = new URL(path, 'http://indexer');
  const match = /^\/accounts\/(0x[0-9a-fA-F]{40})\/(purchases|rewards|donations)$/.exec(
    url.pathname,
  );
  if (!match) return undefined;
  const account = lower(match[1]!);
  const { rows, head } = await purchases();
  const base = { chainId: 31337, indexed: { number: Number(head), timestamp: 1800000000 } };
  if (match[2] === 'donations') {
    return { ...base, account, donations: [], nextCursor: null } satisfies IndexerDonationsAnswer;
  }
  if (match[2] === 'purchases') {
    const mine = rows.filter((row) => row.buyer === account);
    const page = standInPage(mine, url);
    return {
      ...base,
      account,
      purchases: page.rows,
      nextCursor: page.nextCursor,
      totals: {
        purchases: mine.length,
        amount: sum(mine, (row) => row.amount),
        cost: sum(
          mine.filter((row) => row.asset === 0),
          (row) => row.cost,
        ),
        costUsdc: sum(
          mine.filter((row) => row.asset === 1),
          (row) => row.cost,
        ),
      },
    } satisfies IndexerPurchasesAnswer;
  }
  const rewarded = rows.filter((row) => row.referrer === account && BigInt(row.reward) > 0n);
  const page = standInPage(rewarded, url);
  return {
    ...base,
    account,
    rewards: page.rows,
    nextCursor: page.nextCursor,
    totals: {
      purchases: rewarded.length,
      rewards: sum(rewarded, (row) => row.reward),
      // Held purchases have paid no reward yet (docs/decisions/0033).
      rewardsPaid: '0',
    },
  } satisfies IndexerRewardsAnswer;
}

beforeAll(async () => {
  // Port 0: the OS picks a free one, so parallel test runs never collide.
  chain = await startLocalChain({ port: 0 });
  const local = defineLocalChain(chain.rpcUrl);
  const transport = http(chain.rpcUrl);
  publicClient = createPublicClient({ chain: local, transport });
  testClient = createTestClient({ chain: local, transport, mode: 'anvil' });
  config = createConfig({
    chains: [local],
    connectors: [mock({ accounts: [me] })],
    transports: { [local.id]: transport },
    storage: null,
    // Transactions are mined at once: their receipts need not wait for wagmi's 4 s default.
    pollingInterval: 100,
  });
  await connect(config, { connector: config.connectors[0]! });
});
afterAll(async () => {
  // Unset when the chain did not start.
  await (chain as LocalChain | undefined)?.stop();
});
beforeEach(async () => {
  snapshot = await testClient.snapshot();
  requests = [];
  const realFetch = globalThis.fetch;
  const prefix = `${env.VITE_INDEXER_URL}/chains/31337`;
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (!url.startsWith(prefix)) return realFetch(input, init);
    const path = url.slice(prefix.length);
    requests.push(path);
    const body = await answer(path);
    return body ? Response.json(body) : new Response('unavailable', { status: 503 });
  });
});
afterEach(async () => {
  await testClient.revert({ id: snapshot });
});

/**
 * `buyer` buys `amount` base units of ECO in the public sale, naming `referrer`; returns what it
 * paid.
 */
async function buy(buyer: Address, amount: bigint, referrer: Address = zeroAddress) {
  const price = await publicClient.readContract({
    address: eco,
    abi: ecoTokenAbi,
    functionName: 'tokenPrice',
    args: [saleStageByKey.public.number],
  });
  const wallet = createWalletClient({
    chain: defineLocalChain(chain.rpcUrl),
    transport: http(chain.rpcUrl),
    account: buyer,
  });
  const value = (amount * price + 10n ** 18n - 1n) / 10n ** 18n;
  const hash = await wallet.writeContract({
    address: eco,
    abi: ecoTokenAbi,
    functionName: 'publicSale',
    args: referrer === zeroAddress ? [amount] : [amount, referrer],
    value,
  });
  await publicClient.waitForTransactionReceipt({ hash });
  return value;
}

function renderPortfolio() {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <WagmiContext value={config}>
        <MemoryRouter>
          <WalletPortfolio offerReferralLink={false} />
        </MemoryRouter>
      </WagmiContext>
    </QueryClientProvider>,
  );
}

describe('the portfolio of a wallet someone names as referrer in many tiny purchases', () => {
  it('shows its own purchases apart, totals over every row, and the rewards a page at a time', async () => {
    const ONE = 10n ** 18n;
    await buy(me, 200n * ONE);
    await buy(me, 300n * ONE);
    // One more reward than a page holds, each from a purchase of a millionth of an ECO.
    const count = PORTFOLIO_PAGE + 1;
    for (let i = 0; i < count; i++) await buy(stranger, 10n ** 12n, me);
    renderPortfolio();

    // The wallet's own purchases are not buried under the rewards: their own list, one page.
    const bought = await screen.findByRole('list', { name: 'Purchases' });
    expect(within(bought).getAllByRole('listitem')).toHaveLength(2);
    await screen.findByText(`for ${formatEco(500n * ONE)} ECO bought in 2 purchases`);

    const rewards = await screen.findByRole('list', { name: 'Referral rewards' });
    expect(within(rewards).getAllByRole('listitem')).toHaveLength(PORTFOLIO_PAGE);
    // "Earned so far" counts every reward the indexer summed, not only the page shown.
    const { rows } = await purchases();
    const total = rows
      .filter((row) => row.referrer === lower(me))
      .reduce((sum, row) => sum + BigInt(row.reward), 0n);
    expect(total).toBeGreaterThan(0n);
    const earned = screen.getByText(`Earned so far: ${formatEco(total)} ECO`);
    screen.getByText(`Showing ${PORTFOLIO_PAGE} of ${count} rewards.`);
    expect(requests).toEqual(
      expect.arrayContaining([
        `/accounts/${me}/purchases?limit=${PORTFOLIO_PAGE}`,
        `/accounts/${me}/rewards?limit=${PORTFOLIO_PAGE}`,
      ]),
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Show more rewards' }));
    await expect
      .poll(() => within(rewards).getAllByRole('listitem').length, { timeout: 10_000 })
      .toBe(count);
    expect(requests).toContain(
      `/accounts/${me}/rewards?limit=${PORTFOLIO_PAGE}&cursor=after-${PORTFOLIO_PAGE}`,
    );
    expect(screen.queryByRole('button', { name: 'Show more rewards' })).toBeNull();
    // The total was right before the last page arrived: it does not change with it.
    expect(earned.textContent).toBe(`Earned so far: ${formatEco(total)} ECO`);
  });
});

const ONE = 10n ** 18n;
/** A paragraph whose whole text (a time element in it included) is `text`. */
const paragraph =
  (text: string | RegExp) =>
  (_: string, element: Element | null): boolean =>
    element?.tagName === 'P' &&
    (typeof text === 'string' ? element.textContent === text : text.test(element.textContent));
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Calls an owner-only function of ECO as its owner, the timelock (impersonated, no delay). */
async function asOwner(functionName: 'cancelStage' | 'enableTrading', args: readonly [number?]) {
  const owner = findEcoDeployment(31337)!.timelock.address;
  await testClient.impersonateAccount({ address: owner });
  await testClient.setBalance({ address: owner, value: 10n ** 19n });
  const wallet = createWalletClient({
    chain: defineLocalChain(chain.rpcUrl),
    transport: http(chain.rpcUrl),
    account: owner,
  });
  const hash =
    functionName === 'cancelStage'
      ? await wallet.writeContract({
          address: eco,
          abi: ecoTokenAbi,
          functionName,
          args: [args[0]!],
        })
      : await wallet.writeContract({ address: eco, abi: ecoTokenAbi, functionName });
  expect((await publicClient.waitForTransactionReceipt({ hash })).status).toBe('success');
  await testClient.stopImpersonatingAccount({ address: owner });
}

const readPurchase = () =>
  publicClient.readContract({
    address: eco,
    abi: ecoTokenAbi,
    functionName: 'purchaseOf',
    args: [saleStageByKey.public.number, 0n],
  });

/** The one purchase's card (the test DOM has no media queries: the narrow layout). */
async function onlyPurchase() {
  const list = await screen.findByRole('list', { name: 'Purchases' });
  const [item] = within(list).getAllByRole('listitem');
  return item!;
}

describe("a purchase's way back in the portfolio", () => {
  it('offers "Withdraw" with the exact amount and the deadline, and gives the purchase back', async () => {
    const cost = await buy(me, 500n * ONE);
    renderPortfolio();
    const item = await onlyPurchase();
    await within(item).findByText(paragraph(/^Withdraw until .* — 13 days 23 hours left$/));
    expect(item.textContent).toContain(`Paid${ethText(cost)}`);
    expect(item.textContent).toContain('StatusHeld');
    within(item).getByText(
      'The 500 ECO it bought go back. The network fee of this transaction is yours.',
    );

    await userEvent.setup().click(
      within(item).getByRole('button', {
        name: new RegExp(
          `^Withdraw: get ${escaped(ethText(cost))} back \\(the purchase of 500 ECO, `,
        ),
      }),
    );
    await within(item).findByText(
      `Withdrawn: ${ethText(cost)} came back to your wallet.`,
      undefined,
      {
        timeout: 10_000,
      },
    );
    expect((await readPurchase()).status).toBe(2);
    const [returned] = await publicClient.getContractEvents({
      address: eco,
      abi: ecoTokenAbi,
      eventName: 'PurchaseReturned',
      fromBlock: 0n,
    });
    expect(
      within(item)
        .getByRole('link', { name: /giving back/ })
        .getAttribute('href'),
    ).toBe(`/receipt/31337/${returned!.transactionHash}`);
    // Once the history reads the withdrawal, the row says so too.
    await waitFor(() => expect(item.textContent).toContain('StatusWithdrawn'), { timeout: 10_000 });
  });

  it("takes the button away when the chain's clock passes the deadline, and says when it closed", async () => {
    await buy(me, 500n * ONE);
    const until = (await readPurchase()).withdrawableUntil;
    const { timestamp } = await publicClient.getBlock();
    // The chain's clock 15 s short of the deadline (a day of this computer's would not do): the
    // page must render the button before anvil's clock, which runs with this computer's, passes
    // it; 3 s was too short on a busy machine. The page then takes the button away by itself.
    await testClient.increaseTime({ seconds: Number(until - timestamp) - 15 });
    await testClient.mine({ blocks: 1 });
    renderPortfolio();
    const item = await onlyPurchase();
    await within(item).findByRole('button', { name: /^Withdraw: get/ });
    await within(item).findByText(
      paragraph(`The withdrawal window closed on ${formatUtcDateTime(Number(until) * 1000)}.`),
      undefined,
      { timeout: 45_000 },
    );
    expect(within(item).queryByRole('button')).toBeNull();
  }, 60_000);

  it('offers "Claim refund" with no deadline once the stage is cancelled', async () => {
    const cost = await buy(me, 500n * ONE);
    await asOwner('cancelStage', [saleStageByKey.public.number]);
    renderPortfolio();
    const item = await onlyPurchase();
    await within(item).findByText(
      'This stage was cancelled: the purchase is refunded in full whenever you claim it, with no deadline.',
    );
    expect(item.textContent).not.toContain('Withdraw until');
    await userEvent.setup().click(
      within(item).getByRole('button', {
        name: new RegExp(`^Claim refund: get ${escaped(ethText(cost))} back`),
      }),
    );
    await within(item).findByText(
      `Refunded: ${ethText(cost)} came back to your wallet.`,
      undefined,
      {
        timeout: 10_000,
      },
    );
    expect((await readPurchase()).status).toBe(3);
  });

  it('says a purchase made once trading began carries no right of withdrawal', async () => {
    // Possible on this fresh chain: no window is open and no minimum raise pending.
    await asOwner('enableTrading', []);
    await buy(me, 500n * ONE);
    renderPortfolio();
    const item = await onlyPurchase();
    await within(item).findByText(
      'No right of withdrawal: bought after trading on the market began.',
    );
    expect(within(item).queryByRole('button')).toBeNull();
  });

  it('asks for the tokens back when the buyer moved them away, and offers no button', async () => {
    await buy(me, 500n * ONE);
    // Before trading only an excluded wallet (the listing wallet) may receive them.
    const wallet = createWalletClient({
      chain: defineLocalChain(chain.rpcUrl),
      transport: http(chain.rpcUrl),
      account: me,
    });
    const hash = await wallet.writeContract({
      address: eco,
      abi: ecoTokenAbi,
      functionName: 'transfer',
      args: [localDevAccounts.listingWallet, 300n * ONE],
    });
    await publicClient.waitForTransactionReceipt({ hash });
    renderPortfolio();
    const item = await onlyPurchase();
    await within(item).findByText(
      'Withdrawing takes back the 500 ECO this purchase bought: they must be in this wallet again first. It holds 200 ECO now.',
    );
    within(item).getByText(paragraph(/^Withdraw until .* left$/));
    expect(within(item).queryByRole('button')).toBeNull();
  });
});
