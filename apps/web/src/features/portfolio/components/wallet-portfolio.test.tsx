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
import { render, screen, within } from '@testing-library/react';
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
import { formatEco } from '@/lib/format';
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
  const rows = logs.map((log): IndexedPurchase => ({
    transactionHash: log.transactionHash,
    blockNumber: String(log.blockNumber),
    logIndex: log.logIndex,
    timestamp: '1800000000',
    buyer: lower(log.args.buyer!),
    stage: log.args.stage!,
    amount: String(log.args.amount),
    cost: String(log.args.cost),
    referrer: lower(log.args.referrer!),
    reward: String(log.args.reward),
    index: String(log.args.index),
    asset: log.args.asset!,
    withdrawableUntil: String(log.args.withdrawableUntil),
    // This stand-in reads purchases only, not what became of them.
    status: 'held',
    returnedTx: null,
    returnedTimestamp: null,
  }));
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

/** `buyer` buys `amount` base units of ECO in the public sale, naming `referrer`. */
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
  const hash = await wallet.writeContract({
    address: eco,
    abi: ecoTokenAbi,
    functionName: 'publicSale',
    args: referrer === zeroAddress ? [amount] : [amount, referrer],
    value: (amount * price + 10n ** 18n - 1n) / 10n ** 18n,
  });
  await publicClient.waitForTransactionReceipt({ hash });
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
