// Test support for this feature (imported only by its *.test.tsx files): a real local chain
// (anvil with ECO, EcoDonations and the four campaigns deployed as on `npm run chain`), a wagmi
// config whose wallet is an anvil dev account, and a stand-in for the indexer's read API that
// answers from the same chain's Donated events in the shared wire types, `lagBlocks` behind
// its head or not at all (`down`), so the page's catching-up path is exercised for real.
import type { ReactNode } from 'react';
import { defineLocalChain, ecoDonationsAbi, findEcoDeployment } from '@eco/contracts';
import {
  impersonateLocalOwner,
  startLocalChain,
  type LocalChain,
} from '@eco/contracts/local-chain';
import type {
  IndexedCampaignTotals,
  IndexedDonation,
  IndexerCampaignAnswer,
  IndexerCampaignsAnswer,
  IndexerDonationsAnswer,
} from '@eco/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import {
  createPublicClient,
  createTestClient,
  createWalletClient,
  http,
  type Address,
  type Hex,
} from 'viem';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { createConfig, WagmiContext, type Config } from 'wagmi';
import { connect } from 'wagmi/actions';
import { mock } from 'wagmi/connectors';
import { env } from '@/config/env';
import { standInPage } from '@/testing/indexer-page';
import { createQueryClient } from '@/lib/react-query';

export const donations = findEcoDeployment(31337)!.donations;

/** The indexer stand-in's state, reset before each test. */
export const indexer = {
  /** Answers this many blocks behind the chain's head. */
  lagBlocks: 0,
  /** Answers 503, as while it restarts. */
  down: false,
  /** Every path asked, e.g. "/chains/31337/campaigns". */
  requests: [] as string[],
};

/** The running chain and clients, set by `useLocalChain`. */
export const local = {} as {
  chain: LocalChain;
  publicClient: ReturnType<typeof createPublicClient>;
  testClient: ReturnType<typeof createTestClient>;
  config: Config;
  /** The connected wallet (an anvil dev account, unlocked: anvil signs for it). */
  account: Address;
};

const lower = (value: string) => value.toLowerCase() as Hex;

/** The Donated events up to `block`, newest first, as the indexer serves them. */
async function donatedUpTo(block: bigint): Promise<IndexedDonation[]> {
  const logs = await local.publicClient.getContractEvents({
    address: donations.address,
    abi: ecoDonationsAbi,
    eventName: 'Donated',
    fromBlock: donations.deploymentBlock,
    toBlock: block,
  });
  const rows = await Promise.all(
    logs.map(async (log) => {
      const { timestamp } = await local.publicClient.getBlock({ blockNumber: log.blockNumber });
      return {
        transactionHash: log.transactionHash,
        blockNumber: String(log.blockNumber),
        logIndex: log.logIndex,
        timestamp: String(timestamp),
        campaignId: Number(log.args.campaignId),
        donor: lower(log.args.donor!),
        amount: String(log.args.amount),
        memo: log.args.memo!,
      } satisfies IndexedDonation;
    }),
  );
  return rows.reverse();
}

async function campaignTotals(
  id: number,
  block: bigint,
  rows: IndexedDonation[],
): Promise<IndexedCampaignTotals> {
  const [wallet, active] = await local.publicClient.readContract({
    address: donations.address,
    abi: ecoDonationsAbi,
    functionName: 'campaign',
    args: [BigInt(id)],
    blockNumber: block,
  });
  const mine = rows.filter((row) => row.campaignId === id);
  return {
    campaignId: id,
    wallet: lower(wallet),
    active,
    donations: mine.length,
    donors: new Set(mine.map((row) => row.donor)).size,
    raised: String(mine.reduce((sum, row) => sum + BigInt(row.amount), 0n)),
  };
}

/** The indexer's answer to `path` (after /chains/31337), read from the chain at head - lag. */
async function answer(path: string): Promise<{ status: number; body: unknown }> {
  const head = await local.publicClient.getBlockNumber({ cacheTime: 0 });
  const at = head - BigInt(Math.min(indexer.lagBlocks, Number(head)));
  const { timestamp } = await local.publicClient.getBlock({ blockNumber: at });
  const base = { chainId: 31337, indexed: { number: Number(at), timestamp: Number(timestamp) } };
  const rows = await donatedUpTo(at);
  const url = new URL(path, 'http://indexer');
  let match: RegExpMatchArray | null;
  if (url.pathname === '/campaigns') {
    const registered = await local.publicClient.getContractEvents({
      address: donations.address,
      abi: ecoDonationsAbi,
      eventName: 'CampaignRegistered',
      fromBlock: donations.deploymentBlock,
      toBlock: at,
    });
    const ids = registered.map((log) => Number(log.args.campaignId));
    const page = standInPage(ids, url);
    return {
      status: 200,
      body: {
        ...base,
        campaigns: await Promise.all(page.rows.map((id) => campaignTotals(id, at, rows))),
        nextCursor: page.nextCursor,
      } satisfies IndexerCampaignsAnswer,
    };
  }
  if ((match = url.pathname.match(/^\/campaigns\/(\d+)$/))) {
    const id = Number(match[1]);
    const campaign = await campaignTotals(id, at, rows);
    if (campaign.wallet === '0x0000000000000000000000000000000000000000') {
      return { status: 404, body: { error: 'not_found', message: 'No such campaign.' } };
    }
    const page = standInPage(
      rows.filter((row) => row.campaignId === id),
      url,
      10,
    );
    return {
      status: 200,
      body: {
        ...base,
        campaign,
        donations: page.rows,
        nextCursor: page.nextCursor,
      } satisfies IndexerCampaignAnswer,
    };
  }
  if ((match = url.pathname.match(/^\/accounts\/(0x[0-9a-fA-F]{40})\/donations$/))) {
    const account = lower(match[1]!);
    const page = standInPage(
      rows.filter((row) => row.donor === account),
      url,
    );
    return {
      status: 200,
      body: {
        ...base,
        account,
        donations: page.rows,
        nextCursor: page.nextCursor,
      } satisfies IndexerDonationsAnswer,
    };
  }
  return { status: 404, body: { error: 'not_found', message: 'No such route.' } };
}

let held: { arrived: () => void; released: Promise<void> } | undefined;

/**
 * Holds the wallet's next eth_sendTransaction before it reaches anvil, as a wallet does while
 * its owner looks at it: `arrived` resolves once it is held, `approve` lets it through.
 */
export function holdNextSend() {
  let arrived!: () => void;
  let approve!: () => void;
  const arrival = new Promise<void>((resolve) => (arrived = resolve));
  const released = new Promise<void>((resolve) => (approve = resolve));
  held = { arrived, released };
  return { arrived: arrival, approve };
}

/** Routes the site's indexer requests to the stand-in; everything else (RPC) goes out as is. */
function interceptIndexer() {
  const realFetch = globalThis.fetch;
  const prefix = `${env.VITE_INDEXER_URL}/chains/31337`;
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (!url.startsWith(prefix)) {
      const hold = held;
      if (hold && typeof init?.body === 'string' && init.body.includes('"eth_sendTransaction"')) {
        held = undefined;
        hold.arrived();
        await hold.released;
      }
      return realFetch(input, init);
    }
    const path = url.slice(prefix.length);
    indexer.requests.push(path);
    if (indexer.down) return new Response('unavailable', { status: 503 });
    const { status, body } = await answer(path);
    return Response.json(body, { status });
  });
}

/**
 * Starts the local chain for the file, connects the wallet `account`, and gives each test a fresh
 * chain (evm_snapshot / evm_revert) and a fresh indexer stand-in.
 */
export function withLocalChain(account: Address) {
  beforeAll(async () => {
    // Port 0: the OS picks a free one, so parallel test runs never collide.
    local.chain = await startLocalChain({ port: 0 });
    const chain = defineLocalChain(local.chain.rpcUrl);
    const transport = http(local.chain.rpcUrl);
    local.publicClient = createPublicClient({ chain, transport });
    local.testClient = createTestClient({ chain, transport, mode: 'anvil' });
    local.account = account;
    local.config = createConfig({
      chains: [chain],
      connectors: [mock({ accounts: [account] })],
      transports: { [chain.id]: transport },
      // Fast polling: a receipt is seen as soon as anvil mines it.
      pollingInterval: 50,
      storage: null,
    });
    await connect(local.config, { connector: local.config.connectors[0]! });
    // Bounded by the config's hookTimeout: on a fresh clone the chain's first start compiles the
    // contracts while the other suites do the same, which took over a minute on a loaded machine.
  });
  afterAll(async () => {
    // Unset when the chain did not start.
    await (local.chain as LocalChain | undefined)?.stop();
  });
  let snapshot: Hex | undefined;
  beforeEach(async () => {
    snapshot = await local.testClient.snapshot();
    indexer.lagBlocks = 0;
    indexer.down = false;
    indexer.requests = [];
    held = undefined;
    interceptIndexer();
  });
  afterEach(async () => {
    if (snapshot) await local.testClient.revert({ id: snapshot });
  });
}

/** A wallet client of the owner timelock (impersonated), which owns EcoDonations. */
async function ownerClient() {
  const owner = await impersonateLocalOwner(local.chain.rpcUrl, local.chain.deployment.address);
  return createWalletClient({
    chain: defineLocalChain(local.chain.rpcUrl),
    transport: http(local.chain.rpcUrl),
    account: owner,
  });
}

/** The owner stops donations to campaign `id`. */
export async function stopCampaign(id: number) {
  const hash = await (
    await ownerClient()
  ).writeContract({
    address: donations.address,
    abi: ecoDonationsAbi,
    functionName: 'setCampaignActive',
    args: [BigInt(id), false],
  });
  await local.publicClient.waitForTransactionReceipt({ hash });
}

/** The owner sends campaign `id`'s future donations to `wallet`. */
export async function moveCampaignWallet(id: number, wallet: Address) {
  const hash = await (
    await ownerClient()
  ).writeContract({
    address: donations.address,
    abi: ecoDonationsAbi,
    functionName: 'setCampaignWallet',
    args: [BigInt(id), wallet],
  });
  await local.publicClient.waitForTransactionReceipt({ hash });
}

/** Donates straight from Node as `donor` (an unlocked anvil account), as another site would. */
export async function donateFromNode(
  donor: Address,
  campaignId: number,
  memo: string,
  value: bigint,
) {
  const client = createWalletClient({
    chain: defineLocalChain(local.chain.rpcUrl),
    transport: http(local.chain.rpcUrl),
    account: donor,
  });
  const hash = await client.writeContract({
    address: donations.address,
    abi: ecoDonationsAbi,
    functionName: 'donate',
    args: [BigInt(campaignId), memo],
    value,
  });
  await local.publicClient.waitForTransactionReceipt({ hash });
  return hash;
}

/** Renders `ui` with the test's wallet, a fresh query client and a router. */
export function renderWithWallet(ui: ReactNode) {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <WagmiContext value={local.config}>
        <MemoryRouter>{ui}</MemoryRouter>
      </WagmiContext>
    </QueryClientProvider>,
  );
}
