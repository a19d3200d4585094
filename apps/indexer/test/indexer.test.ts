// The real indexer (ponder start on a fresh PGlite folder) against a real anvil with ECO deployed:
// what the chain does shows up in the read API, bad requests get a clear 4xx, and a purchase the
// chain rolls back disappears.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  ecoLocalChain,
  ecoTokenAbi,
  localDevAccounts,
  ownerTimelockAbi,
  saleStageByKey,
} from '@eco/contracts';
import { createServer } from 'node:net';
import {
  impersonateLocalOwner,
  startLocalChain,
  type LocalChain,
} from '@eco/contracts/local-chain';
import {
  createPublicClient,
  createTestClient,
  createWalletClient,
  getAddress,
  http,
  zeroHash,
  encodeFunctionData,
  type Address,
  type Hash,
} from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// The API's throwaway PostgreSQL 15 server (initdb in a temp folder), shared test tooling.
import { startPostgresServer, type PostgresServer } from '../../api/test/postgres-server';
import { startIndexer, type RunningIndexer } from '../lib/run';

let chain: LocalChain;
let indexer: RunningIndexer;
const ONE = 10n ** 18n;

const client = () => createPublicClient({ transport: http(chain.rpcUrl), pollingInterval: 50 });
const wallet = (account: Address) =>
  createWalletClient({ transport: http(chain.rpcUrl), account, chain: ecoLocalChain });
const eco = () => chain.deployment.address;

/** Sends a transaction and waits for the indexer to have read its block. */
async function mined(hash: Hash) {
  const receipt = await client().waitForTransactionReceipt({ hash });
  expect(receipt.status).toBe('success');
  await indexer.waitForBlock(31337, receipt.blockNumber);
  return receipt;
}

async function buy(buyer: Address, amount: bigint, referrer?: Address) {
  const price = await client().readContract({
    address: eco(),
    abi: ecoTokenAbi,
    functionName: 'tokenPrice',
    args: [saleStageByKey.public.number],
  });
  const cost = (amount * price + ONE - 1n) / ONE;
  return wallet(buyer).writeContract({
    address: eco(),
    abi: ecoTokenAbi,
    functionName: 'publicSale',
    args: referrer ? [amount, referrer] : [amount],
    value: cost,
  });
}

async function get<T = Record<string, unknown>>(
  route: string,
): Promise<{ status: number; body: T }> {
  const res = await fetch(`${indexer.url}${route}`);
  return { status: res.status, body: (await res.json()) as T };
}

const alice = localDevAccounts.nonPartner;
const bob = localDevAccounts.referrer;
const carol = localDevAccounts.partners[0];

function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

// The same tests on both of Ponder's databases: embedded PGlite (local) and PostgreSQL (production).
describe.each(['pglite', 'postgres'] as const)('on %s', (database) => {
  let dataDir: string | undefined;
  let postgres: PostgresServer | undefined;

  beforeAll(async () => {
    chain = await startLocalChain({ port: 0 });
    if (database === 'postgres') postgres = await startPostgresServer();
    else dataDir = mkdtempSync(path.join(tmpdir(), 'eco-indexer-test-'));
    indexer = await startIndexer({
      rpcUrls: { 31337: chain.rpcUrl },
      port: await findFreePort(),
      dataDir,
      databaseUrl: postgres?.url,
      pollingIntervalMs: 100,
    });
  });

  afterAll(async () => {
    await indexer?.stop();
    await chain?.stop();
    await postgres?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  describe('the read API', () => {
    it('lists a purchase for its buyer and the reward for its referrer, in one request each', async () => {
      const receipt = await mined(await buy(alice, 1_000n * ONE, bob));
      const { status, body } = await get<{
        purchases: { transactionHash: string; amount: string; referrer: string; reward: string }[];
        rewards: unknown[];
        indexed: { number: number };
      }>(`/chains/31337/accounts/${alice}/purchases`);
      expect(status).toBe(200);
      expect(body.indexed.number).toBeGreaterThanOrEqual(Number(receipt.blockNumber));
      expect(body.purchases).toHaveLength(1);
      expect(body.purchases[0]).toMatchObject({
        transactionHash: receipt.transactionHash,
        amount: (1_000n * ONE).toString(),
        referrer: bob.toLowerCase(),
      });
      expect(BigInt(body.purchases[0]!.reward)).toBeGreaterThan(0n);
      expect(body.rewards).toEqual([]);

      const referrer = await get<{ purchases: unknown[]; rewards: { reward: string }[] }>(
        `/chains/31337/accounts/${bob}/purchases`,
      );
      expect(referrer.body.purchases).toEqual([]);
      expect(referrer.body.rewards).toHaveLength(1);
      expect(referrer.body.rewards[0]!.reward).toBe(body.purchases[0]!.reward);
    });

    it('sums referrers for the leaderboard, and the sale per stage as the contract counts it', async () => {
      await mined(await buy(carol, 500n * ONE, bob));
      await mined(await buy(carol, 200n * ONE));
      const board = await get<{
        referrers: { referrer: string; purchases: number; tokens: string }[];
      }>('/chains/31337/referrers');
      expect(board.body.referrers).toEqual([
        expect.objectContaining({
          referrer: bob.toLowerCase(),
          purchases: 2,
          tokens: (1_500n * ONE).toString(),
        }),
      ]);
      const one = await get<{ purchases: number }>(`/chains/31337/referrers/${bob}`);
      expect(one.body.purchases).toBe(2);
      const nobody = await get<{ purchases: number; rewards: string }>(
        `/chains/31337/referrers/${carol}`,
      );
      expect(nobody.body).toMatchObject({ purchases: 0, rewards: '0' });

      const sale = await get<{
        stages: { stage: number; sold: string; raised: string; rewards: string }[];
        buyers: number;
        purchases: number;
      }>('/chains/31337/sale');
      const publicStage = sale.body.stages.find((s) => s.stage === saleStageByKey.public.number);
      const [sold, raised] = await Promise.all([
        client().readContract({
          address: eco(),
          abi: ecoTokenAbi,
          functionName: 'soldIn',
          args: [saleStageByKey.public.number],
        }),
        client().readContract({ address: eco(), abi: ecoTokenAbi, functionName: 'totalRaised' }),
      ]);
      // The indexed history reconciles with the contract's own counters (a stage's sold count
      // includes the referral rewards minted from its allocation).
      expect(BigInt(publicStage!.sold)).toBe(sold);
      expect(BigInt(publicStage!.rewards)).toBeGreaterThan(0n);
      expect(sale.body.stages.reduce((sum, s) => sum + BigInt(s.raised), 0n)).toBe(raised);
      expect(sale.body).toMatchObject({ buyers: 2, purchases: 3 });
    });

    it('logs owner changes with their sender, and the timelock calls from scheduled to cancelled', async () => {
      const owner = await impersonateLocalOwner(chain.rpcUrl, eco());
      const direct = await mined(
        await wallet(owner).writeContract({
          address: eco(),
          abi: ecoTokenAbi,
          functionName: 'setReferralRewardBps',
          args: [300n],
        }),
      );
      const call = encodeFunctionData({ abi: ecoTokenAbi, functionName: 'enableTrading' });
      const proposer = localDevAccounts.owner;
      const schedule = async (salt: Hash) =>
        mined(
          await wallet(proposer).writeContract({
            address: owner,
            abi: ownerTimelockAbi,
            functionName: 'schedule',
            args: [eco(), 0n, call, zeroHash, salt, 300n],
          }),
        );
      const salt = `0x${'01'.padStart(64, '0')}` as Hash;
      const scheduled = await schedule(salt);
      const log = await get<{
        events: { eventName: string; sender: string; to: string; args: Record<string, unknown> }[];
        operations: {
          id: string;
          status: string;
          salt: string;
          readyAt: string;
          scheduledBy: string;
        }[];
      }>('/chains/31337/owner-log');
      expect(log.body.events[0]).toMatchObject({
        eventName: 'ReferralRewardBpsUpdated',
        sender: owner.toLowerCase(),
        to: eco().toLowerCase(),
        args: { newBps: '300' },
      });
      expect(log.body.operations).toEqual([
        expect.objectContaining({ status: 'pending', salt, scheduledBy: proposer.toLowerCase() }),
      ]);
      const block = await client().getBlock({ blockNumber: scheduled.blockNumber });
      expect(BigInt(log.body.operations[0]!.readyAt)).toBe(block.timestamp + 300n);
      expect(direct.status).toBe('success');

      await mined(
        await wallet(proposer).writeContract({
          address: owner,
          abi: ownerTimelockAbi,
          functionName: 'cancel',
          args: [log.body.operations[0]!.id as Hash],
        }),
      );
      const after = await get<{ operations: { status: string; settledBy: string }[] }>(
        '/chains/31337/timelock/operations',
      );
      expect(after.body.operations).toEqual([
        expect.objectContaining({ status: 'cancelled', settledBy: proposer.toLowerCase() }),
      ]);
    });

    it('answers a bad chain, address or path with a 4xx that says why', async () => {
      expect(await get('/chains/abc/sale')).toEqual({
        status: 400,
        body: { error: 'bad_chain_id', message: 'The chain id must be a whole number, like 1.' },
      });
      expect((await get('/chains/1/sale')).status).toBe(404);
      expect((await get('/chains/31337/accounts/0x1234/purchases')).body).toMatchObject({
        error: 'bad_address',
      });
      expect((await get(`/chains/31337/referrers/${'0x'.padEnd(42, 'g')}`)).status).toBe(400);
      // The leaderboard's size is bounded: no request can ask for every referrer at once.
      for (const limit of ['0', '1001', '-1', 'all', '1e3']) {
        expect(await get(`/chains/31337/referrers?limit=${limit}`)).toEqual({
          status: 400,
          body: { error: 'bad_limit', message: 'The limit must be a whole number from 1 to 1000.' },
        });
      }
      expect((await fetch(`${indexer.url}/sql/db`)).status).toBe(404);
      // A checksummed and a lower-case address are the same account.
      const lower = await get<{ purchases: unknown[] }>(
        `/chains/31337/accounts/${alice.toLowerCase()}/purchases`,
      );
      expect(lower.body.purchases).toHaveLength(1);
      expect(getAddress(alice)).toBe(alice);
    });
  });

  describe('a reorganised chain', () => {
    it('drops a purchase the chain rolled back', async () => {
      const test = createTestClient({ transport: http(chain.rpcUrl), mode: 'anvil' });
      const buyer = localDevAccounts.partners[1];
      const before = await client().getBlockNumber();
      const receipt = await mined(await buy(buyer, 300n * ONE));
      const route = `/chains/31337/accounts/${buyer}/purchases`;
      expect((await get<{ purchases: unknown[] }>(route)).body.purchases).toHaveLength(1);

      // Replace the purchase's block (and one more) with empty blocks: the chain the indexer read
      // no longer has it.
      await test.request({
        method: 'anvil_reorg' as never,
        params: [Number(receipt.blockNumber - before) + 1, []] as never,
      });
      await test.mine({ blocks: 2 });
      const head = await client().getBlockNumber();
      await indexer.waitForBlock(31337, head);
      await expect
        .poll(async () => (await get<{ purchases: unknown[] }>(route)).body.purchases, {
          timeout: 15_000,
        })
        .toEqual([]);
      const balance = await client().readContract({
        address: eco(),
        abi: ecoTokenAbi,
        functionName: 'balanceOf',
        args: [buyer],
      });
      expect(balance).toBe(0n);
    });
  });
});
