// Security finding 6 of issue 29: anyone can make a list of the read API grow (hundreds of
// one-wei purchases naming a victim as referrer), so every list is paged with a bounded `?limit=`
// and a `?cursor=` (the `nextCursor` of the page before). The real indexer on a fresh PGlite
// folder against a real anvil with ECO deployed, as test/indexer.test.ts starts them.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  carbonLedgerRegistryAbi,
  ecoDonationsAbi,
  ecoLocalChain,
  ecoTokenAbi,
  localDevAccounts,
  saleStageByKey,
} from '@eco/contracts';
import { startLocalChain, type LocalChain } from '@eco/contracts/local-chain';
import {
  createPublicClient,
  createTestClient,
  createWalletClient,
  http,
  keccak256,
  stringToHex,
  type Address,
  type Hash,
} from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// The API's throwaway PostgreSQL 15 server (initdb in a temp folder), shared test tooling.
import { startPostgresServer, type PostgresServer } from '../../api/test/postgres-server';
import { startIndexer, type RunningIndexer } from '../lib/run';
import { findFreePort } from './free-port';

let chain: LocalChain;
let indexer: RunningIndexer;

const client = () => createPublicClient({ transport: http(chain.rpcUrl), pollingInterval: 50 });
const wallet = (account: Address) =>
  createWalletClient({ transport: http(chain.rpcUrl), account, chain: ecoLocalChain });
const testClient = () => createTestClient({ transport: http(chain.rpcUrl), mode: 'anvil' });

const attacker = localDevAccounts.nonPartner;
const victim = localDevAccounts.referrer;
/** Purchases the attacker makes, each naming the victim: more than a default page holds. */
const ATTACK_PURCHASES = 250;
/** Purchases per block: their gas limits must fit in one of anvil's blocks. */
const PER_BLOCK = 50;
/** ECO base units per purchase: the smallest buys still pay the referrer a reward. */
const TINY = 1_000_000n;

async function get<T = Record<string, unknown>>(
  route: string,
): Promise<{ status: number; body: T }> {
  const res = await fetch(`${indexer.url}${route}`);
  return { status: res.status, body: (await res.json()) as T };
}

/** How many rows an answer carries, over all of its lists. */
const rowsIn = (body: Record<string, unknown>) =>
  Object.values(body).reduce<number>(
    (sum, value) => sum + (Array.isArray(value) ? value.length : 0),
    0,
  );

/** Follows `nextCursor` from `route` to the end: every page's rows of `list`, in order. */
async function walk(route: string, list: string) {
  const pages: unknown[][] = [];
  let cursor: string | null = null;
  do {
    const separator = route.includes('?') ? '&' : '?';
    const url: string = cursor ? `${route}${separator}cursor=${encodeURIComponent(cursor)}` : route;
    const { status, body } = await get<Record<string, unknown> & { nextCursor: string | null }>(
      url,
    );
    expect(status, url).toBe(200);
    pages.push(body[list] as unknown[]);
    cursor = body.nextCursor;
    // A page that promises more than it could ever hold would loop forever.
    expect(pages.length).toBeLessThanOrEqual(ATTACK_PURCHASES + 1);
  } while (cursor !== null);
  return pages;
}

/** The attack: many tiny purchases naming the victim, several blocks of them. */
async function attack() {
  const price = await client().readContract({
    address: chain.deployment.address,
    abi: ecoTokenAbi,
    functionName: 'tokenPrice',
    args: [saleStageByKey.public.number],
  });
  const cost = (TINY * price + 10n ** 18n - 1n) / 10n ** 18n;
  // The victim has bought once: only a wallet that has bought may be named as referrer (decision
  // 0033), so that is all an attacker needs of a victim.
  const own = await wallet(victim).writeContract({
    address: chain.deployment.address,
    abi: ecoTokenAbi,
    functionName: 'publicSale',
    args: [TINY],
    value: cost,
  });
  expect((await client().waitForTransactionReceipt({ hash: own })).status).toBe('success');
  let nonce = await client().getTransactionCount({ address: attacker });
  const hashes: Hash[] = [];
  const test = testClient();
  await test.setAutomine(false);
  try {
    for (let sent = 0; sent < ATTACK_PURCHASES; sent += PER_BLOCK) {
      const batch = Array.from({ length: Math.min(PER_BLOCK, ATTACK_PURCHASES - sent) }, () =>
        wallet(attacker).writeContract({
          address: chain.deployment.address,
          abi: ecoTokenAbi,
          functionName: 'publicSale',
          args: [TINY, victim],
          value: cost,
          gas: 300_000n,
          nonce: nonce++,
        }),
      );
      hashes.push(...(await Promise.all(batch)));
      await test.mine({ blocks: 1 });
    }
  } finally {
    await test.setAutomine(true);
  }
  let last = 0n;
  for (const hash of hashes) {
    const receipt = await client().waitForTransactionReceipt({ hash });
    expect(receipt.status).toBe('success');
    last = receipt.blockNumber > last ? receipt.blockNumber : last;
  }
  return { hashes, last };
}

/** A few rows in the other lists, so that paging them has something to page. */
async function otherActivity() {
  const donate = (memo: string) =>
    wallet(attacker).writeContract({
      address: chain.deployment.donations.address,
      abi: ecoDonationsAbi,
      functionName: 'donate',
      args: [1n, memo],
      value: 1n,
    });
  const registry = chain.deployment.carbonLedgerRegistry;
  const publish = (version: number) =>
    wallet(registry.publisher).writeContract({
      address: registry.address,
      abi: carbonLedgerRegistryAbi,
      functionName: 'publish',
      args: [keccak256(stringToHex(`{"version":${version}}`)), `https://example.org/${version}`],
    });
  const pay = () =>
    wallet(localDevAccounts.fundWallet).sendTransaction({
      to: localDevAccounts.partners[0],
      value: 1n,
    });
  let last = 0n;
  for (const send of [
    () => donate('one'),
    () => donate('two'),
    () => donate('three'),
    () => publish(1),
    () => publish(2),
    () => publish(3),
    pay,
    pay,
  ]) {
    const receipt = await client().waitForTransactionReceipt({ hash: await send() });
    expect(receipt.status).toBe('success');
    last = receipt.blockNumber;
  }
  return last;
}

type Purchase = { transactionHash: Hash; blockNumber: string; logIndex: number; reward: string };
type Page<K extends string, Row = Purchase> = Record<K, Row[]> & { nextCursor: string | null };

let attackHashes: Hash[];
let lastBlock: bigint;

// One chain for the file: the attack and the other lists' rows, sent before any indexer starts.
beforeAll(async () => {
  chain = await startLocalChain({ port: 0 });
  const { hashes } = await attack();
  attackHashes = hashes;
  lastBlock = await otherActivity();
});

afterAll(async () => {
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- unset when the setup before it failed.
  await chain?.stop();
});

const base = '/chains/31337';

// On PostgreSQL, production's database. The paging is the same SQL on PGlite, where
// indexer.test.ts reads every route (their first pages) on both; a second indexer here, started
// and fed the attack's 250 purchases, cost the suite about 45 s of a phase with both cores busy.
// Add 'pglite' to run these on it too.
describe.each(['postgres'] as Array<'pglite' | 'postgres'>)('on %s', (database) => {
  let dataDir: string | undefined;
  let postgres: PostgresServer | undefined;

  beforeAll(async () => {
    if (database === 'postgres') postgres = await startPostgresServer();
    else dataDir = mkdtempSync(path.join(tmpdir(), 'eco-indexer-paging-'));
    indexer = await startIndexer({
      rpcUrls: { 31337: chain.rpcUrl },
      port: await findFreePort(),
      anyPort: true,
      dataDir,
      databaseUrl: postgres?.url,
      pollingIntervalMs: 100,
    });
    await indexer.waitForBlock(31337, lastBlock);
  });

  afterAll(async () => {
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- unset when the setup before it failed.
    await indexer?.stop();
    await postgres?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  describe('a referrer named by hundreds of tiny purchases', () => {
    it('gets at most `limit` rows per answer, however many purchases name it', async () => {
      for (const route of [`/accounts/${victim}/purchases`, `/accounts/${victim}/rewards`]) {
        const one = await get(`${base}${route}?limit=1`);
        expect(one.status, route).toBe(200);
        expect(rowsIn(one.body), route).toBeLessThanOrEqual(1);
        // Without a limit, the default page: never every row.
        const first = await get(`${base}${route}`);
        expect(first.status, route).toBe(200);
        expect(rowsIn(first.body), route).toBeLessThanOrEqual(100);
      }
      const rewards = await get<Page<'rewards'>>(`${base}/accounts/${victim}/rewards?limit=1`);
      expect(rewards.body.rewards).toHaveLength(1);
      expect(rewards.body.nextCursor).toEqual(expect.any(String));
      const firstPage = await get<Page<'rewards'>>(`${base}/accounts/${victim}/rewards`);
      expect(firstPage.body.rewards).toHaveLength(100);
      expect(firstPage.body.rewards[0]).toEqual(rewards.body.rewards[0]);
    });

    it('lists every reward once, newest first, by following nextCursor to the end', async () => {
      const pages = await walk(`${base}/accounts/${victim}/rewards?limit=100`, 'rewards');
      expect(pages.map((page) => page.length)).toEqual([100, 100, 50]);
      const rows = pages.flat() as Purchase[];
      expect(new Set(rows.map((row) => row.transactionHash))).toEqual(new Set(attackHashes));
      const position = (row: Purchase) => BigInt(row.blockNumber) * 100_000n + BigInt(row.logIndex);
      for (let i = 1; i < rows.length; i++) {
        expect(position(rows[i - 1]!)).toBeGreaterThan(position(rows[i]!));
      }
      const { body } = await get<{ totals: { rewards: string } }>(
        `${base}/accounts/${victim}/rewards?limit=1`,
      );
      // The totals count every reward, not just the page's.
      expect(BigInt(body.totals.rewards)).toBe(
        rows.reduce((sum, row) => sum + BigInt(row.reward), 0n),
      );
      // The victim's one purchase of its own is not buried under the attacker's.
      const own = await get<Page<'purchases'>>(`${base}/accounts/${victim}/purchases`);
      expect(own.body.purchases).toHaveLength(1);
      expect(own.body.nextCursor).toBeNull();
    });

    it("pages the attacker's own purchases the same way, with totals over all of them", async () => {
      const pages = await walk(`${base}/accounts/${attacker}/purchases?limit=7`, 'purchases');
      expect(pages).toHaveLength(Math.ceil(ATTACK_PURCHASES / 7));
      expect(pages.slice(0, -1).every((page) => page.length === 7)).toBe(true);
      const rows = pages.flat() as Purchase[];
      expect(new Set(rows.map((row) => row.transactionHash))).toEqual(new Set(attackHashes));
      const { body } = await get<{ totals: { purchases: number; amount: string } }>(
        `${base}/accounts/${attacker}/purchases?limit=1`,
      );
      expect(body.totals).toMatchObject({
        purchases: ATTACK_PURCHASES,
        amount: (TINY * BigInt(ATTACK_PURCHASES)).toString(),
      });
    });

    it('answers a bad limit or cursor with a 400 that says why', async () => {
      const route = `${base}/accounts/${victim}/rewards`;
      for (const limit of ['0', '100000', 'abc', '', '-1', '1.5', '1001']) {
        expect(await get(`${route}?limit=${limit}`), limit).toEqual({
          status: 400,
          body: { error: 'bad_limit', message: 'The limit must be a whole number from 1 to 1000.' },
        });
      }
      for (const cursor of [
        'abc',
        '',
        '1',
        '1.2.3',
        '-1.0',
        '1.99999999999',
        `${'9'.repeat(100)}.1`,
        '0x12.1',
      ]) {
        expect(await get(`${route}?cursor=${encodeURIComponent(cursor)}`), cursor).toEqual({
          status: 400,
          body: {
            error: 'bad_cursor',
            message: 'The cursor must be the nextCursor of an earlier page of this list.',
          },
        });
      }
    });
  });

  /**
   * Every list of the read API: the list's key in the answer, the largest limit it takes, and the
   * page size to walk it with: 1, but 25 for the two lists of the attack's 250 rows, which the
   * tests above already walk with small pages (250 requests each would make this file the suite's
   * slowest for nothing more).
   */
  const lists = [
    { route: `/accounts/${attacker}/purchases`, list: 'purchases', max: 1000, page: 25 },
    { route: `/accounts/${victim}/rewards`, list: 'rewards', max: 1000, page: 25 },
    { route: '/referrers', list: 'referrers', max: 1000 },
    { route: '/timelock/operations', list: 'operations', max: 1000 },
    { route: '/timelock/roles', list: 'roles', max: 1000 },
    { route: '/owner-log', list: 'events', max: 1000 },
    { route: '/vesting/releases', list: 'releases', max: 1000 },
    { route: '/campaigns', list: 'campaigns', max: 1000 },
    { route: '/campaigns/1', list: 'donations', max: 100 },
    { route: `/accounts/${attacker}/donations`, list: 'donations', max: 1000 },
    { route: '/fund-wallet', list: 'flows', max: 1000 },
    { route: '/ledger', list: 'versions', max: 1000 },
  ] as const;

  describe('every list of the read API', () => {
    it.each(lists)('$route: small pages add up to the whole list', async (entry) => {
      const all = await get<Record<string, unknown[]> & { nextCursor: string | null }>(
        `${base}${entry.route}?limit=${entry.max}`,
      );
      expect(all.status).toBe(200);
      expect(all.body.nextCursor).toBeNull();
      const size = 'page' in entry ? entry.page : 1;
      const pages = await walk(`${base}${entry.route}?limit=${size}`, entry.list);
      expect(pages.every((page) => page.length <= size)).toBe(true);
      expect(pages.flat()).toEqual(all.body[entry.list]);
    });

    it.each(lists)('$route: refuses a limit above $max and a forged cursor', async (entry) => {
      const tooMany = await get(`${base}${entry.route}?limit=${entry.max + 1}`);
      expect(tooMany).toEqual({
        status: 400,
        body: {
          error: 'bad_limit',
          message: `The limit must be a whole number from 1 to ${entry.max}.`,
        },
      });
      const forged = await get(`${base}${entry.route}?cursor=not-a-cursor`);
      expect(forged.status).toBe(400);
      expect(forged.body).toMatchObject({ error: 'bad_cursor' });
    });

    it('keeps the lists that cannot grow unpaged: the three sale stages', async () => {
      const { body } = await get<{ stages: unknown[] }>(`${base}/stages`);
      expect(body.stages).toHaveLength(3);
      const sale = await get<{ stages: unknown[] }>(`${base}/sale`);
      expect(sale.body.stages.length).toBeLessThanOrEqual(3);
    });
  });
});
