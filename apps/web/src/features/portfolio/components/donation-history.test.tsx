import {
  defineLocalChain,
  ecoDonationsAbi,
  findEcoDeployment,
  localDevAccounts,
} from '@eco/contracts';
import {
  impersonateLocalOwner,
  startLocalChain,
  type LocalChain,
} from '@eco/contracts/local-chain';
import type { IndexedDonation, IndexerDonationsAnswer } from '@eco/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import {
  createPublicClient,
  createTestClient,
  createWalletClient,
  http,
  parseEther,
  type Address,
  type Hash,
  type Hex,
} from 'viem';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createConfig, WagmiContext, type Config } from 'wagmi';
import { env } from '@/config/env';
import { createQueryClient } from '@/lib/react-query';
import { standInPage } from '@/testing/indexer-page';
import { PORTFOLIO_PAGE } from '../api/use-purchase-history';
import { DonationHistory } from './donation-history';

// A real local chain (ECO and EcoDonations as deployed by `npm run chain`) and, in place of the
// indexer (its own tests cover it), a stand-in that answers GET /accounts/:address/donations from
// the chain's Donated events in the shared wire type, a page at a time, or 503 while `indexerDown`.
const donations = findEcoDeployment(31337)!.donations;
const [me, someoneElse] = [localDevAccounts.nonPartner, localDevAccounts.referrer];
let chain: LocalChain;
let publicClient: ReturnType<typeof createPublicClient>;
let testClient: ReturnType<typeof createTestClient>;
let config: Config;
let snapshot: Hex;
let indexerDown = false;
/** Rewrites the stand-in's answer, as a broken or hostile indexer might. */
let tamper: ((answer: IndexerDonationsAnswer) => IndexerDonationsAnswer) | undefined;
let requests: string[] = [];

async function donationsOf(account: Address, url: URL): Promise<IndexerDonationsAnswer> {
  const head = await publicClient.getBlockNumber({ cacheTime: 0 });
  const logs = await publicClient.getContractEvents({
    address: donations.address,
    abi: ecoDonationsAbi,
    eventName: 'Donated',
    args: { donor: account },
    fromBlock: donations.deploymentBlock,
    toBlock: head,
  });
  const rows = await Promise.all(
    logs.map(async (log): Promise<IndexedDonation> => {
      const { timestamp } = await publicClient.getBlock({ blockNumber: log.blockNumber });
      return {
        transactionHash: log.transactionHash,
        blockNumber: String(log.blockNumber),
        logIndex: log.logIndex,
        timestamp: String(timestamp),
        campaignId: Number(log.args.campaignId),
        donor: account.toLowerCase() as Hex,
        amount: String(log.args.amount),
        memo: log.args.memo!,
      };
    }),
  );
  const { timestamp } = await publicClient.getBlock({ blockNumber: head });
  const page = standInPage(rows.reverse(), url);
  return {
    chainId: 31337,
    indexed: { number: Number(head), timestamp: Number(timestamp) },
    account: account.toLowerCase() as Hex,
    donations: page.rows,
    nextCursor: page.nextCursor,
  };
}

beforeAll(async () => {
  // Port 0: the OS picks a free one, so parallel test runs never collide.
  chain = await startLocalChain({ port: 0 });
  const local = defineLocalChain(chain.rpcUrl);
  const transport = http(chain.rpcUrl);
  publicClient = createPublicClient({ chain: local, transport });
  testClient = createTestClient({ chain: local, transport, mode: 'anvil' });
  config = createConfig({ chains: [local], transports: { [local.id]: transport }, storage: null });
});
afterAll(async () => {
  // Unset when the chain did not start.
  await (chain as LocalChain | undefined)?.stop();
});
beforeEach(async () => {
  snapshot = await testClient.snapshot();
  indexerDown = false;
  tamper = undefined;
  requests = [];
  const realFetch = globalThis.fetch;
  const prefix = `${env.VITE_INDEXER_URL}/chains/31337`;
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (!url.startsWith(prefix)) return realFetch(input, init);
    const path = url.slice(prefix.length);
    requests.push(path);
    const asked = new URL(path, 'http://indexer');
    const match = asked.pathname.match(/^\/accounts\/(0x[0-9a-fA-F]{40})\/donations$/);
    if (indexerDown || !match) return new Response('unavailable', { status: 503 });
    const answer = await donationsOf(match[1] as Address, asked);
    return Response.json(tamper ? tamper(answer) : answer);
  });
});
afterEach(async () => {
  await testClient.revert({ id: snapshot });
});

async function donate(donor: Address, campaignId: number, memo: string, value: bigint) {
  const client = createWalletClient({
    chain: defineLocalChain(chain.rpcUrl),
    transport: http(chain.rpcUrl),
    account: donor,
  });
  const hash = await client.writeContract({
    address: donations.address,
    abi: ecoDonationsAbi,
    functionName: 'donate',
    args: [BigInt(campaignId), memo],
    value,
  });
  await publicClient.waitForTransactionReceipt({ hash });
  return hash;
}

/** The owner timelock registers a campaign the site's content does not list (yet). */
async function registerCampaign(id: number, wallet: Address) {
  const owner = await impersonateLocalOwner(chain.rpcUrl, chain.deployment.address);
  const client = createWalletClient({
    chain: defineLocalChain(chain.rpcUrl),
    transport: http(chain.rpcUrl),
    account: owner,
  });
  const hash = await client.writeContract({
    address: donations.address,
    abi: ecoDonationsAbi,
    functionName: 'registerCampaign',
    args: [BigInt(id), wallet],
  });
  await publicClient.waitForTransactionReceipt({ hash });
}

function renderHistory(account: Address = me) {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <WagmiContext value={config}>
        <MemoryRouter>
          <DonationHistory account={account} chainId={31337} />
        </MemoryRouter>
      </WagmiContext>
    </QueryClientProvider>,
  );
}

const receiptOf = (item: HTMLElement) =>
  within(item)
    .getByRole('link', { name: /^Receipt/ })
    .getAttribute('href');

describe('Your donations', () => {
  it("lists the wallet's donations, newest first, with the campaign, amount, memo, date and receipt", async () => {
    const first: Hash = await donate(me, 1, 'For the mangroves 🌱', parseEther('0.5'));
    await donate(someoneElse, 2, 'Not mine', parseEther('3'));
    await registerCampaign(7, localDevAccounts.marketingWallet);
    const latest: Hash = await donate(me, 7, '<b>bold?</b>', parseEther('0.015'));
    renderHistory();

    const list = await screen.findByRole('list', { name: 'Donations' });
    const items = within(list).getAllByRole('listitem') as [HTMLElement, HTMLElement];
    expect(items).toHaveLength(2);
    const [newest, oldest] = items;
    // A campaign the content does not list yet is named by its id, without a badge.
    expect(newest.textContent).toContain('Campaign 7');
    expect(newest.textContent).toContain('0.015 ETH');
    expect(newest.textContent).toContain('“<b>bold?</b>”');
    expect(newest.querySelector('b')).toBeNull();
    expect(newest.querySelector('[data-sample-badge]')).toBeNull();
    expect(receiptOf(newest)).toBe(`/receipt/31337/${latest}`);
    // The content names campaign 1, and says its details are a sample.
    expect(oldest.textContent).toContain('Mangrove restoration');
    expect(oldest.querySelector('[data-sample-badge]')).not.toBeNull();
    expect(oldest.textContent).toContain('0.50 ETH');
    expect(oldest.textContent).toContain('For the mangroves 🌱');
    expect(oldest.querySelector('time')?.getAttribute('datetime')).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(receiptOf(oldest)).toBe(`/receipt/31337/${first}`);
    expect(screen.queryByText(/Not mine/)).toBeNull();
    // One request for the list, one page of it; nothing more to show.
    expect(requests).toEqual([`/accounts/${me}/donations?limit=${PORTFOLIO_PAGE}`]);
    expect(screen.queryByRole('button', { name: /Show more/ })).toBeNull();
  });

  it('shows a page of donations at first, and the next page on "Show more", from the keyboard', async () => {
    // Anyone can send a wallet's history hundreds of rows; here one more than a page.
    const count = PORTFOLIO_PAGE + 1;
    for (let i = 0; i < count; i++) await donate(me, 1, `gift ${i}`, 1n);
    renderHistory();
    const list = await screen.findByRole('list', { name: 'Donations' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(PORTFOLIO_PAGE);
    expect(list.textContent).toContain(`gift ${count - 1}`);
    expect(list.textContent).not.toContain('gift 0”');
    screen.getByText(`Showing the latest ${PORTFOLIO_PAGE} donations.`);

    const more = screen.getByRole('button', { name: 'Show more donations' });
    const user = userEvent.setup();
    // Reachable with the Tab key (bounded: a button left out of the tab order fails here).
    for (let i = 0; i < 100 && document.activeElement !== more; i++) await user.tab();
    expect(document.activeElement).toBe(more);
    await user.keyboard('{Enter}');
    await screen.findByText('gift 0', { exact: false });
    expect(within(list).getAllByRole('listitem')).toHaveLength(count);
    // The second page asked for the rows after the first: no row twice, none left out.
    expect(requests).toEqual([
      `/accounts/${me}/donations?limit=${PORTFOLIO_PAGE}`,
      `/accounts/${me}/donations?limit=${PORTFOLIO_PAGE}&cursor=after-${PORTFOLIO_PAGE}`,
    ]);
    const memos = within(list)
      .getAllByRole('listitem')
      .map((item) => /gift \d+/.exec(item.textContent)?.[0]);
    expect(memos).toEqual(Array.from({ length: count }, (_, i) => `gift ${count - 1 - i}`));
    expect(screen.queryByRole('button', { name: /Show more/ })).toBeNull();
  });

  it('says when the wallet has given nothing yet', async () => {
    await donate(someoneElse, 1, '', parseEther('1'));
    renderHistory();
    await screen.findByText('No donations from this wallet yet.');
  });

  it('says the history is catching up, never an error, while the indexer is down', async () => {
    indexerDown = true;
    renderHistory();
    const status = await screen.findByText(/History is catching up with the blockchain/);
    expect(status.getAttribute('role')).toBe('status');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText(/Reading your donations/)).toBeNull();
  });

  it('shows no row of an answer whose hash is not one, so no receipt link leads elsewhere', async () => {
    await donate(me, 1, 'Fine', parseEther('1'));
    tamper = (answer) => ({
      ...answer,
      donations: answer.donations.map((row) => ({
        ...row,
        transactionHash: '0x/../../admin',
      })),
    });
    renderHistory();
    await screen.findByText(/History is catching up with the blockchain/);
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
