// The real indexer (ponder start on PostgreSQL, production's database) against a real anvil with
// ECO deployed: what the chain does shows up in the read API, bad requests get a clear 4xx, a
// purchase the chain rolls back disappears, and the offer's results and ECO's transactions agree
// with the chain. One stack for all of it: each start costs about 30 s.
import {
  carbonLedgerRegistryAbi,
  ecoDonationsAbi,
  ecoTokenAbi,
  localDevAccounts,
  ownerTimelockAbi,
  SaleStage,
  saleStageByKey,
} from '@eco/contracts';
import {
  indexerEcoTransactionsAnswerSchema,
  indexerSaleAnswerSchema,
  type IndexedFundFlow,
  type IndexerCampaignAnswer,
  type IndexerCampaignsAnswer,
  type IndexerCampaignWalletsAnswer,
  type IndexerDonationsAnswer,
  type IndexerFundWalletAnswer,
  type IndexerLedgerAnswer,
  type IndexerSaleAnswer,
} from '@eco/shared';
import { impersonateLocalOwner } from '@eco/contracts/local-chain';
import {
  createTestClient,
  erc20Abi,
  getAddress,
  http,
  zeroHash,
  encodeFunctionData,
  keccak256,
  parseEventLogs,
  stringToHex,
  type Address,
  type Hash,
  type Hex,
  type TransactionReceipt,
  zeroAddress,
} from 'viem';
import { describe, expect, it } from 'vitest';
import { sendPurchase, useLocalIndexer } from './local-indexer';

const ONE = 10n ** 18n;

// On production's database. The embedded one (PGlite: `npm start`, the browser tests) has its own
// test across a restart (pglite-restart.test.ts), and the browser tests read every history the
// site shows from it; this suite ran on both until 2026-11-28, about 28 s of CPU per run. The fund
// wallet's first transactions come before the indexer starts, so it meets them catching up.
let early: Awaited<ReturnType<typeof fundWalletBeforeIndexing>>;
const { chain, indexer, client, wallet, mined, get } = useLocalIndexer({
  beforeIndexing: async () => {
    early = await fundWalletBeforeIndexing();
  },
});
const eco = () => chain().deployment.address;

const buy = (buyer: Address, amount: bigint, referrer?: Address) =>
  sendPurchase(chain(), buyer, amount, { referrer });

const alice = localDevAccounts.nonPartner;
const bob = localDevAccounts.referrer;
const carol = localDevAccounts.partners[0];

const fundWalletAddress = localDevAccounts.fundWallet;
const donationsAddress = () => chain().deployment.donations.address;
const lower = (address: string) => address.toLowerCase();
const testClient = () => createTestClient({ transport: http(chain().rpcUrl), mode: 'anvil' });

/**
 * Waits only for the chain (anvil mines each transaction as it arrives) and checks how the
 * transaction ended: for all but the last of a series, whose `mined` then waits for the indexer.
 */
async function settled(hash: Hash, status: 'success' | 'reverted' = 'success') {
  const receipt = await client().waitForTransactionReceipt({ hash });
  expect(receipt.status).toBe(status);
  return receipt;
}

/** Waits for a transaction that must fail on the chain, and for the indexer to read its block. */
async function minedReverted(hash: Hash) {
  const receipt = await settled(hash, 'reverted');
  await indexer().waitForBlock(31337, receipt.blockNumber);
  return receipt;
}

async function donate(donor: Address, campaignId: bigint, value: bigint, memo: string) {
  return wallet(donor).writeContract({
    address: donationsAddress(),
    abi: ecoDonationsAbi,
    functionName: 'donate',
    args: [campaignId, memo],
    value,
  });
}

/** The fund wallet as the indexer answers it, and the flows of one transaction, in chain order. */
async function fundWalletAnswer() {
  // Every flow these tests make fits one page of the largest size.
  const { status, body } = await get<IndexerFundWalletAnswer>(
    '/chains/31337/fund-wallet?limit=1000',
  );
  expect(status).toBe(200);
  expect(body.nextCursor).toBeNull();
  const flowsOf = (hash: Hash) =>
    body.flows
      .filter((flow) => flow.transactionHash === hash)
      .sort((a, b) => a.order.localeCompare(b.order))
      .map(({ direction, counterparty, amount, withdrawal }) => ({
        direction,
        counterparty,
        amount,
        withdrawal,
      }));
  return { body, flowsOf };
}

const feeOf = (receipt: TransactionReceipt) =>
  (receipt.gasUsed * receipt.effectiveGasPrice).toString();

/**
 * What the site will check: the opening balance plus every flow the indexer counted is the
 * wallet's balance on the chain at the block the answer says it has read, and the totals are the
 * sums of the flows.
 */
async function expectFundWalletReconciles() {
  const { body } = await fundWalletAnswer();
  const balance = await client().getBalance({
    address: fundWalletAddress,
    blockNumber: BigInt(body.indexed.number),
  });
  const { openingBalance, totals } = body;
  expect(BigInt(openingBalance) + BigInt(totals.in) - BigInt(totals.out) - BigInt(totals.fee)).toBe(
    balance,
  );
  const sum = (pick: (flow: IndexedFundFlow) => boolean) =>
    body.flows.filter(pick).reduce((total, flow) => total + BigInt(flow.amount), 0n);
  expect({
    in: sum((f) => f.direction === 'in'),
    out: sum((f) => f.direction === 'out'),
    fee: sum((f) => f.direction === 'fee'),
    withdrawn: sum((f) => f.withdrawal),
  }).toEqual({
    in: BigInt(totals.in),
    out: BigInt(totals.out),
    fee: BigInt(totals.fee),
    withdrawn: BigInt(totals.withdrawn),
  });
  // Newest first, in the chain's order.
  const orders = body.flows.map((flow) => flow.order);
  expect(orders).toEqual([...orders].sort().reverse());
  return body;
}

/**
 * What the fund wallet sends before the indexer starts, so the indexer meets it while catching
 * up: a reverted transaction, a payment, and another reverted transaction at the head.
 */
async function fundWalletBeforeIndexing() {
  const failing = async () =>
    settled(
      await wallet(fundWalletAddress).writeContract({
        address: donationsAddress(),
        abi: ecoDonationsAbi,
        functionName: 'donate',
        args: [0n, 'campaign 0 does not exist'],
        value: ONE,
        gas: 100_000n,
      }),
      'reverted',
    );
  const first = await failing();
  const paid = await settled(
    await wallet(fundWalletAddress).sendTransaction({ to: carol, value: ONE }),
  );
  const last = await failing();
  return { first, paid, last };
}

// The offer's results (MiCA Art. 10, the site's /sale/results) and ECO's transactions (its share
// of the network's footprint), tested last (below): buyers counted per stage and in total,
// withdrawals and refunds apart, every figure the contract also keeps equal to it at the
// answer's block, and each transaction in which ECO emitted an event counted once, in its UTC day.

async function sale(): Promise<IndexerSaleAnswer> {
  const { status, body } = await get('/chains/31337/sale');
  expect(status).toBe(200);
  return indexerSaleAnswerSchema.parse(body);
}

const stageOf = (answer: IndexerSaleAnswer, stage: SaleStage) =>
  answer.stages.find((s) => s.stage === stage);

/**
 * `before`'s figures (a stage's or the total's) moved by `change`: what an answer says once the
 * tests above left it at `before`. Counts stay numbers, amounts decimal strings.
 */
const moved = (before: object | undefined, change: Record<string, number | bigint>) =>
  Object.fromEntries(
    Object.entries(change).map(([key, by]) => {
      const was = (before as Record<string, number | string> | undefined)?.[key] ?? 0;
      return [key, typeof by === 'number' ? Number(was) + by : (BigInt(was) + by).toString()];
    }),
  );

/** The purchase a transaction made: its index in its stage, its cost and amount. */
function purchased(receipt: TransactionReceipt) {
  const [event] = parseEventLogs({
    abi: ecoTokenAbi,
    eventName: 'TokensPurchased',
    logs: receipt.logs,
  });
  return { index: event!.args.index, cost: event!.args.cost, amount: event!.args.amount };
}

/** Buys `whole` ECO in `stage` for ETH, once the indexer has read it. */
async function buyEth(
  buyer: Address,
  stage: typeof SaleStage.Private | typeof SaleStage.Public,
  whole: bigint,
) {
  return purchased(await mined(await sendPurchase(chain(), buyer, whole * ONE, { stage })));
}

/**
 * Buys `whole` ECO in the public stage for USDC: the deploy gave each local test wallet (anvil
 * accounts 0-4) a million of the local stand-in's USDC.
 */
async function buyUsdc(buyer: Address, whole: bigint) {
  const usdc = await client().readContract({
    address: eco(),
    abi: ecoTokenAbi,
    functionName: 'usdc',
  });
  await settled(
    await wallet(buyer).writeContract({
      address: usdc,
      abi: erc20Abi,
      functionName: 'approve',
      args: [eco(), 1_000_000n * 10n ** 6n],
    }),
  );
  return purchased(
    await mined(
      await wallet(buyer).writeContract({
        address: eco(),
        abi: ecoTokenAbi,
        functionName: 'buyWithUsdc',
        args: [SaleStage.Public, whole * ONE, zeroAddress, 0n, []],
      }),
    ),
  );
}

/**
 * The figures the contract keeps too, read at the answer's own block: each stage's purchases and
 * sold tokens, and per asset what was raised and returned. What /sale/results checks.
 */
async function expectReconciles(answer: IndexerSaleAnswer) {
  const at = { address: eco(), abi: ecoTokenAbi, blockNumber: BigInt(answer.indexed.number) };
  for (const stage of [SaleStage.Partners, SaleStage.Private, SaleStage.Public]) {
    const row = stageOf(answer, stage);
    expect(BigInt(row?.purchases ?? 0)).toBe(
      await client().readContract({ ...at, functionName: 'purchaseCount', args: [stage] }),
    );
    expect(BigInt(row?.sold ?? '0')).toBe(
      await client().readContract({ ...at, functionName: 'soldIn', args: [stage] }),
    );
  }
  // The sale's figures are its stages' summed, these three too (the site reads them in total).
  for (const key of ['ownerMinted', 'returnedTokens', 'returnedRewards'] as const) {
    expect(BigInt(answer[key])).toBe(answer.stages.reduce((sum, s) => sum + BigInt(s[key]), 0n));
  }
  const totalsOf = (asset: 0 | 1) =>
    client().readContract({ ...at, functionName: 'totalsOf', args: [asset] });
  const [[ethRaised, ethReturned], [usdcRaised, usdcReturned]] = await Promise.all([
    totalsOf(0),
    totalsOf(1),
  ]);
  expect({
    ethRaised: BigInt(answer.raised),
    ethReturned: BigInt(answer.withdrawalEth) + BigInt(answer.refundEth),
    usdcRaised: BigInt(answer.raisedUsdc),
    usdcReturned: BigInt(answer.withdrawalUsdc) + BigInt(answer.refundUsdc),
  }).toEqual({ ethRaised, ethReturned, usdcRaised, usdcReturned });
}

/** Every transaction in which ECO emitted an event, from the chain's own logs up to `block`. */
async function ecoTransactionsOnChain(block: number) {
  const logs = await client().getLogs({ address: eco(), fromBlock: 0n, toBlock: BigInt(block) });
  return new Set(logs.map((log) => log.transactionHash));
}

async function ecoTransactions(query = '') {
  const { status, body } = await get(`/chains/31337/eco-transactions${query}`);
  expect(status).toBe(200);
  return indexerEcoTransactionsAnswerSchema.parse(body);
}

const dayText = (seconds: bigint) => new Date(Number(seconds) * 1000).toISOString().slice(0, 10);

describe('on PostgreSQL', () => {
  describe('the read API', () => {
    it('lists a purchase for its buyer and the reward for its referrer, in one request each', async () => {
      // A referrer must have bought ECO (docs/decisions/0033).
      const own = await mined(await buy(bob, ONE));
      const receipt = await mined(await buy(alice, 1_000n * ONE, bob));
      const { status, body } = await get<{
        purchases: { transactionHash: string; amount: string; referrer: string; reward: string }[];
        nextCursor: string | null;
        indexed: { number: number };
      }>(`/chains/31337/accounts/${alice}/purchases`);
      expect(status).toBe(200);
      expect(body.indexed.number).toBeGreaterThanOrEqual(Number(receipt.blockNumber));
      expect(body.purchases).toHaveLength(1);
      const { timestamp } = await client().getBlock({ blockNumber: receipt.blockNumber });
      expect(body.purchases[0]).toMatchObject({
        transactionHash: receipt.transactionHash,
        amount: (1_000n * ONE).toString(),
        referrer: bob.toLowerCase(),
        // Bob's own purchase was the stage's first.
        index: '1',
        asset: 0,
        withdrawableUntil: (timestamp + 14n * 86_400n).toString(),
        status: 'held',
        returnedTx: null,
      });
      expect(BigInt(body.purchases[0]!.reward)).toBeGreaterThan(0n);
      expect(body.nextCursor).toBeNull();
      expect((await get(`/chains/31337/accounts/${alice}/rewards`)).body).toMatchObject({
        rewards: [],
        nextCursor: null,
        totals: { purchases: 0, rewards: '0' },
      });

      expect((await get(`/chains/31337/accounts/${bob}/purchases`)).body).toMatchObject({
        purchases: [{ transactionHash: own.transactionHash, amount: ONE.toString(), index: '0' }],
        totals: { purchases: 1, amount: ONE.toString(), costUsdc: '0' },
      });
      const referrer = await get<{ rewards: { reward: string }[] }>(
        `/chains/31337/accounts/${bob}/rewards`,
      );
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
      // Alice, Bob (who bought to be a referrer) and Carol.
      expect(sale.body).toMatchObject({ buyers: 3, purchases: 4 });
    });

    it('marks a withdrawn purchase with its transaction, and takes it out of the sums as the contract does', async () => {
      const bought = await mined(await buy(carol, 50n * ONE, bob));
      const [event] = parseEventLogs({
        abi: ecoTokenAbi,
        eventName: 'TokensPurchased',
        logs: bought.logs,
      });
      const before = await get<{ rewards: string; purchases: number }>(
        `/chains/31337/referrers/${bob}`,
      );
      const withdrawal = await mined(
        await wallet(carol).writeContract({
          address: eco(),
          abi: ecoTokenAbi,
          functionName: 'withdrawPurchase',
          args: [saleStageByKey.public.number, event!.args.index],
        }),
      );
      const { timestamp } = await client().getBlock({ blockNumber: withdrawal.blockNumber });
      const list = await get<{ purchases: { transactionHash: string }[] }>(
        `/chains/31337/accounts/${carol}/purchases`,
      );
      expect(
        list.body.purchases.find((p) => p.transactionHash === bought.transactionHash),
      ).toMatchObject({
        status: 'withdrawn',
        returnedTx: withdrawal.transactionHash,
        returnedTimestamp: timestamp.toString(),
      });
      // The referrer's reserved reward and count go with it.
      expect((await get(`/chains/31337/referrers/${bob}`)).body).toMatchObject({
        purchases: before.body.purchases - 1,
        rewards: (BigInt(before.body.rewards) - event!.args.reward).toString(),
        rewardsPaid: '0',
      });
      const sale = await get<{
        stages: { stage: number; sold: string; returnedPurchases: number; returnedEth: string }[];
      }>('/chains/31337/sale');
      const publicStage = sale.body.stages.find((s) => s.stage === saleStageByKey.public.number);
      expect(publicStage).toMatchObject({
        returnedPurchases: 1,
        returnedEth: event!.args.cost.toString(),
      });
      const sold = await client().readContract({
        address: eco(),
        abi: ecoTokenAbi,
        functionName: 'soldIn',
        args: [saleStageByKey.public.number],
      });
      expect(BigInt(publicStage!.sold)).toBe(sold);
    });

    it('logs owner changes with their sender, and the timelock calls from scheduled to cancelled', async () => {
      const owner = await impersonateLocalOwner(chain().rpcUrl, eco());
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
      // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion -- tsc reads the template as a plain string.
      const salt = `0x${'01'.padStart(64, '0')}` as Hash;
      const scheduled = await schedule(salt);
      const log = await get<{
        events: { eventName: string; sender: string; to: string; args: Record<string, unknown> }[];
      }>('/chains/31337/owner-log');
      const operations = await get<{
        operations: {
          id: string;
          status: string;
          salt: string;
          readyAt: string;
          scheduledBy: string;
        }[];
      }>('/chains/31337/timelock/operations');
      expect(log.body.events[0]).toMatchObject({
        eventName: 'ReferralRewardBpsUpdated',
        sender: owner.toLowerCase(),
        to: eco().toLowerCase(),
        args: { newBps: '300' },
      });
      expect(operations.body.operations).toEqual([
        expect.objectContaining({ status: 'pending', salt, scheduledBy: proposer.toLowerCase() }),
      ]);
      const block = await client().getBlock({ blockNumber: scheduled.blockNumber });
      expect(BigInt(operations.body.operations[0]!.readyAt)).toBe(block.timestamp + 300n);
      expect(direct.status).toBe('success');

      await mined(
        await wallet(proposer).writeContract({
          address: owner,
          abi: ownerTimelockAbi,
          functionName: 'cancel',
          args: [operations.body.operations[0]!.id as Hash],
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
      expect((await fetch(`${indexer().url}/sql/db`)).status).toBe(404);
      // A checksummed and a lower-case address are the same account.
      const lower = await get<{ purchases: unknown[] }>(
        `/chains/31337/accounts/${alice.toLowerCase()}/purchases`,
      );
      expect(lower.body.purchases).toHaveLength(1);
      expect(getAddress(alice)).toBe(alice);
    });
  });

  describe('donations and campaigns', () => {
    const memo = 'Für die Bäume 🌳, 森を守ろう';
    const donationRow = async (
      receipt: TransactionReceipt,
      campaignId: number,
      donor: Address,
      amount: bigint,
      text: string,
    ) => ({
      transactionHash: receipt.transactionHash,
      blockNumber: receipt.blockNumber.toString(),
      logIndex: receipt.logs[0]!.logIndex,
      timestamp: (
        await client().getBlock({ blockNumber: receipt.blockNumber })
      ).timestamp.toString(),
      campaignId,
      donor: lower(donor),
      amount: amount.toString(),
      memo: text,
    });

    it('sums each campaign by donations and distinct donors, and lists them newest first with their memo', async () => {
      const campaigns = chain().deployment.donations.campaigns;
      const firstWallet = campaigns[0]!.wallet;
      const walletBefore = await client().getBalance({ address: firstWallet });
      const first = await settled(await donate(alice, 1n, ONE, memo));
      const second = await settled(await donate(bob, 1n, ONE / 2n, ''));
      const third = await settled(await donate(alice, 2n, ONE / 4n, 'again'));
      const fourth = await mined(await donate(alice, 1n, 1n, 'one wei'));

      const list = await get<IndexerCampaignsAnswer>('/chains/31337/campaigns');
      expect(list.status).toBe(200);
      const raised1 = ONE + ONE / 2n + 1n;
      const totals: Record<number, [number, number, bigint]> = {
        1: [3, 2, raised1],
        2: [1, 1, ONE / 4n],
      };
      expect(list.body.campaigns).toEqual(
        campaigns.map(({ id, wallet: to }) => ({
          campaignId: id,
          wallet: lower(to),
          active: true,
          donations: totals[id]?.[0] ?? 0,
          donors: totals[id]?.[1] ?? 0,
          raised: (totals[id]?.[2] ?? 0n).toString(),
        })),
      );
      // What the indexer says was raised is what reached the campaign's wallet.
      expect(await client().getBalance({ address: firstWallet })).toBe(walletBefore + raised1);

      const one = await get<IndexerCampaignAnswer>('/chains/31337/campaigns/1');
      expect(one.status).toBe(200);
      expect(one.body.campaign).toEqual(list.body.campaigns[0]);
      expect(one.body.donations).toEqual([
        await donationRow(fourth, 1, alice, 1n, 'one wei'),
        await donationRow(second, 1, bob, ONE / 2n, ''),
        await donationRow(first, 1, alice, ONE, memo),
      ]);
      const latest = await get<IndexerCampaignAnswer>('/chains/31337/campaigns/1?limit=1');
      expect(latest.body.donations).toEqual([one.body.donations[0]]);

      const mine = await get<IndexerDonationsAnswer>(`/chains/31337/accounts/${alice}/donations`);
      expect(mine.status).toBe(200);
      expect(mine.body.account).toBe(lower(alice));
      expect(mine.body.donations).toEqual([
        await donationRow(fourth, 1, alice, 1n, 'one wei'),
        await donationRow(third, 2, alice, ONE / 4n, 'again'),
        await donationRow(first, 1, alice, ONE, memo),
      ]);
      const two = await get<IndexerDonationsAnswer>(
        `/chains/31337/accounts/${alice.toLowerCase()}/donations?limit=2`,
      );
      expect(two.body.donations).toEqual(mine.body.donations.slice(0, 2));
      const none = await get<IndexerDonationsAnswer>(`/chains/31337/accounts/${carol}/donations`);
      expect(none.body.donations).toEqual([]);
    });

    it("follows a campaign's wallet and active flag as the owner timelock changes them", async () => {
      const owner = await impersonateLocalOwner(chain().rpcUrl, eco());
      const manage = (functionName: 'setCampaignWallet' | 'setCampaignActive', args: unknown[]) =>
        wallet(owner).writeContract({
          address: donationsAddress(),
          abi: ecoDonationsAbi,
          functionName,
          args: args as never,
        });
      const moved = await settled(await manage('setCampaignWallet', [3n, carol]));
      await settled(await manage('setCampaignActive', [4n, false]));
      const carolBefore = await client().getBalance({ address: carol });
      await mined(await donate(bob, 3n, ONE / 10n, 'to the new wallet'));
      expect(await client().getBalance({ address: carol })).toBe(carolBefore + ONE / 10n);

      const three = await get<IndexerCampaignAnswer>('/chains/31337/campaigns/3');
      expect(three.body.campaign).toEqual({
        campaignId: 3,
        wallet: lower(carol),
        active: true,
        donations: 1,
        donors: 1,
        raised: (ONE / 10n).toString(),
      });
      const four = await get<IndexerCampaignAnswer>('/chains/31337/campaigns/4');
      expect(four.body.campaign).toMatchObject({ campaignId: 4, active: false, donations: 0 });

      // Every wallet each campaign had, oldest first, with where in the chain it was set: the
      // deployment registered the four, then campaign 3 moved to carol (and 4's pause is no
      // wallet change).
      const deployed = chain().deployment.donations;
      const deployedBlock = await client().getBlock({
        blockNumber: BigInt(deployed.deploymentBlock),
      });
      const registered = parseEventLogs({
        abi: ecoDonationsAbi,
        eventName: 'CampaignRegistered',
        logs: (await client().getTransactionReceipt({ hash: deployed.transactionHash })).logs,
      });
      const movedBlock = await client().getBlock({ blockNumber: moved.blockNumber });
      const wallets = await get<IndexerCampaignWalletsAnswer>('/chains/31337/campaign-wallets');
      expect(wallets.status).toBe(200);
      expect(wallets.body.wallets).toEqual([
        ...deployed.campaigns.map(({ id, wallet: to }, i) => ({
          campaignId: id,
          wallet: lower(to),
          transactionHash: deployed.transactionHash,
          blockNumber: deployedBlock.number.toString(),
          timestamp: deployedBlock.timestamp.toString(),
          transactionIndex: 0,
          logIndex: registered[i]!.logIndex,
        })),
        {
          campaignId: 3,
          wallet: lower(carol),
          transactionHash: moved.transactionHash,
          blockNumber: moved.blockNumber.toString(),
          timestamp: movedBlock.timestamp.toString(),
          transactionIndex: moved.transactionIndex,
          logIndex: moved.logs[0]!.logIndex,
        },
      ]);
      const first = await get<IndexerCampaignWalletsAnswer>(
        '/chains/31337/campaign-wallets?limit=2',
      );
      expect(first.body.wallets).toEqual(wallets.body.wallets.slice(0, 2));
      const rest = await get<IndexerCampaignWalletsAnswer>(
        `/chains/31337/campaign-wallets?cursor=${first.body.nextCursor}`,
      );
      expect(rest.body.wallets).toEqual(wallets.body.wallets.slice(2));
    });

    it('keeps a NUL character of a memo visible as U+FFFD (PostgreSQL text cannot hold it)', async () => {
      // Anyone can send this. Stored as is, it would vanish from the memo ("ab") or, written
      // another way, stop the indexer at this block.
      const receipt = await mined(await donate(bob, 1n, 1n, 'a\u0000b'));
      const { body } = await get<IndexerDonationsAnswer>(`/chains/31337/accounts/${bob}/donations`);
      expect(body.donations[0]).toMatchObject({
        transactionHash: receipt.transactionHash,
        memo: 'a\uFFFDb',
      });
      const one = await get<IndexerCampaignAnswer>('/chains/31337/campaigns/1');
      expect(one.body.campaign).toMatchObject({ donations: 4, donors: 2 });
    });

    it('answers a bad campaign id, limit or address with a 400 and an unregistered campaign with a 404', async () => {
      for (const id of ['0', 'abc', '-1', '01', '1e3', '1.5', '0x1', '1234567890123456']) {
        expect(await get(`/chains/31337/campaigns/${id}`)).toEqual({
          status: 400,
          body: {
            error: 'bad_campaign_id',
            message:
              'The campaign id must be a whole number from 1, like 1, without leading zeros.',
          },
        });
      }
      for (const limit of ['0', '101', '-1', 'all', '1e2', '']) {
        expect(await get(`/chains/31337/campaigns/1?limit=${limit}`)).toEqual({
          status: 400,
          body: { error: 'bad_limit', message: 'The limit must be a whole number from 1 to 100.' },
        });
      }
      expect((await get('/chains/31337/campaigns/1?limit=100')).status).toBe(200);
      expect(await get('/chains/31337/campaigns/99')).toEqual({
        status: 404,
        body: {
          error: 'unknown_campaign',
          message: 'Campaign 99 is not registered with EcoDonations on chain 31337.',
        },
      });
      expect((await get('/chains/abc/campaigns')).status).toBe(400);
      expect((await get('/chains/1/campaigns')).status).toBe(404);
      expect((await get('/chains/1/campaigns/1')).status).toBe(404);
      for (const address of ['0x1234', `0x${'g'.repeat(40)}`, 'alice']) {
        expect(await get(`/chains/31337/accounts/${address}/donations`)).toMatchObject({
          status: 400,
          body: { error: 'bad_address' },
        });
      }
      const tooMany = {
        error: 'bad_limit',
        message: 'The limit must be a whole number from 1 to 1000.',
      };
      expect(await get(`/chains/31337/accounts/${alice}/donations?limit=1001`)).toEqual({
        status: 400,
        body: tooMany,
      });
      expect(await get('/chains/31337/fund-wallet?limit=0')).toEqual({
        status: 400,
        body: tooMany,
      });
      expect((await get('/chains/1/fund-wallet')).status).toBe(404);
      expect((await get('/chains/1/ledger')).status).toBe(404);
    });
  });

  describe('the carbon ledger', () => {
    it('lists every published version, newest first, as the registry records them', async () => {
      const registry = chain().deployment.carbonLedgerRegistry.address;
      const publisher = chain().deployment.carbonLedgerRegistry.publisher;
      const publish = (as: Address, json: string, uri: string) =>
        wallet(as).writeContract({
          address: registry,
          abi: carbonLedgerRegistryAbi,
          functionName: 'publish',
          args: [keccak256(stringToHex(json)), uri],
          gas: 200_000n,
        });
      const versions = [
        { json: '{"version":1}', uri: 'https://example.org/sample-ledger/1.json' },
        { json: '{"version":2}', uri: 'https://example.org/sample-ledger/2.json' },
      ];
      const receipts: TransactionReceipt[] = [];
      for (const { json, uri } of versions)
        receipts.push(await settled(await publish(publisher, json, uri)));
      // Only the publisher may publish: someone else's attempt fails and adds nothing.
      await minedReverted(await publish(alice, '{"version":"forged"}', 'https://example.org/x'));

      const { status, body } = await get<IndexerLedgerAnswer>('/chains/31337/ledger');
      expect(status).toBe(200);
      expect(body.registry).toBe(lower(registry));
      const expected = await Promise.all(
        versions.map(async ({ json, uri }, i) => ({
          version: i + 1,
          ledgerHash: keccak256(stringToHex(json)),
          publisher: lower(publisher),
          uri,
          transactionHash: receipts[i]!.transactionHash,
          blockNumber: receipts[i]!.blockNumber.toString(),
          timestamp: (
            await client().getBlock({ blockNumber: receipts[i]!.blockNumber })
          ).timestamp.toString(),
        })),
      );
      expect(body.versions).toEqual(expected.reverse());
      const [latestVersion, latestHash] = await Promise.all([
        client().readContract({
          address: registry,
          abi: carbonLedgerRegistryAbi,
          functionName: 'latestVersion',
        }),
        client().readContract({
          address: registry,
          abi: carbonLedgerRegistryAbi,
          functionName: 'latestHash',
        }),
      ]);
      expect(body.versions[0]).toMatchObject({
        version: Number(latestVersion),
        ledgerHash: latestHash,
      });
    });

    it("lists the outflow tags' versions apart from the ledger's", async () => {
      const { address: registry, publisher } = chain().deployment.outflowTagsRegistry;
      const json = '{"outflows":[]}';
      const receipt = await mined(
        await wallet(publisher).writeContract({
          address: registry,
          abi: carbonLedgerRegistryAbi,
          functionName: 'publish',
          args: [keccak256(stringToHex(json)), 'https://example.org/content/tags.json'],
        }),
      );
      const { status, body } = await get<IndexerLedgerAnswer>('/chains/31337/outflow-tags');
      expect(status).toBe(200);
      expect(body.registry).toBe(lower(registry));
      expect(body.versions).toEqual([
        {
          version: 1,
          ledgerHash: keccak256(stringToHex(json)),
          publisher: lower(publisher),
          uri: 'https://example.org/content/tags.json',
          transactionHash: receipt.transactionHash,
          blockNumber: receipt.blockNumber.toString(),
          timestamp: (
            await client().getBlock({ blockNumber: receipt.blockNumber })
          ).timestamp.toString(),
        },
      ]);
      // The ledger's list holds the ledger's versions only.
      const ledger = await get<IndexerLedgerAnswer>('/chains/31337/ledger');
      expect(ledger.body.versions.map((v) => v.version)).toEqual([2, 1]);
      expect((await get('/chains/1/outflow-tags')).status).toBe(404);
    });

    it("lists the white paper's versions, newest first, apart from the other documents'", async () => {
      const { address: registry, publisher } = chain().deployment.whitePaperRegistry;
      const hashes = ['{"whitePaper":1}', '{"whitePaper":2}'].map((json) =>
        keccak256(stringToHex(json)),
      );
      const receipts = [];
      for (const hash of hashes) {
        receipts.push(
          await mined(
            await wallet(publisher).writeContract({
              address: registry,
              abi: carbonLedgerRegistryAbi,
              functionName: 'publish',
              args: [hash, 'https://example.org/docs/eco-white-paper.json'],
            }),
          ),
        );
      }
      const { status, body } = await get<IndexerLedgerAnswer>('/chains/31337/white-paper');
      expect(status).toBe(200);
      expect(body.registry).toBe(lower(registry));
      expect(body.versions.map((v) => [v.version, v.ledgerHash, v.transactionHash])).toEqual([
        [2, hashes[1], receipts[1]!.transactionHash],
        [1, hashes[0], receipts[0]!.transactionHash],
      ]);
      expect(body.versions[0]).toMatchObject({
        publisher: lower(publisher),
        uri: 'https://example.org/docs/eco-white-paper.json',
      });
      // What the site asks for: the newest version alone.
      const newest = await get<IndexerLedgerAnswer>('/chains/31337/white-paper?limit=1');
      expect(newest.body.versions.map((v) => v.version)).toEqual([2]);
      // The other registries' lists did not move.
      const tags = await get<IndexerLedgerAnswer>('/chains/31337/outflow-tags');
      expect(tags.body.versions.map((v) => v.version)).toEqual([1]);
      const ledger = await get<IndexerLedgerAnswer>('/chains/31337/ledger');
      expect(ledger.body.versions.map((v) => v.version)).toEqual([2, 1]);
      expect((await get('/chains/1/white-paper')).status).toBe(404);
    });
  });

  describe('the fund wallet', () => {
    it("starts from its balance the block before ECO's deployment, and finds the gas of reverted transactions it sent before the indexer started", async () => {
      const { body, flowsOf } = await fundWalletAnswer();
      const openingBlock = BigInt(chain().deployment.deploymentBlock) - 1n;
      const openingBalance = await client().getBalance({
        address: fundWalletAddress,
        blockNumber: openingBlock,
      });
      expect(openingBalance).toBeGreaterThan(0n);
      expect(body).toMatchObject({
        chainId: 31337,
        wallet: lower(fundWalletAddress),
        openingBlock: openingBlock.toString(),
        openingBalance: openingBalance.toString(),
        totals: { in: '0', withdrawn: '0' },
      });
      // The first is found from the payment's nonce, the last from the nonce at the head.
      const onlyFee = (receipt: TransactionReceipt) => [
        { direction: 'fee', counterparty: null, amount: feeOf(receipt), withdrawal: false },
      ];
      expect(flowsOf(early.first.transactionHash)).toEqual(onlyFee(early.first));
      expect(flowsOf(early.last.transactionHash)).toEqual(onlyFee(early.last));
      expect(flowsOf(early.paid.transactionHash)).toEqual([
        ...onlyFee(early.paid),
        { direction: 'out', counterparty: lower(carol), amount: ONE.toString(), withdrawal: false },
      ]);
      expect(body.flows).toHaveLength(4);
      await expectFundWalletReconciles();
    });

    it("marks ECO's withdraw as a withdrawal, and ECO's change to a buyer who overpaid as a plain inflow", async () => {
      await settled(await buy(alice, 100n * ONE));
      const raised = await client().getBalance({ address: eco() });
      expect(raised).toBeGreaterThan(0n);
      // Only money no buyer may take back leaves (docs/decisions/0032): past every withdrawal
      // window, in a stage the owner finalized, released.
      await testClient().increaseTime({ seconds: 15 * 86_400 });
      await testClient().mine({ blocks: 1 });
      const owner = await impersonateLocalOwner(chain().rpcUrl, eco());
      await settled(
        await wallet(owner).writeContract({
          address: eco(),
          abi: ecoTokenAbi,
          functionName: 'finalizeStage',
          args: [saleStageByKey.public.number],
        }),
      );
      await mined(
        await wallet(alice).writeContract({
          address: eco(),
          abi: ecoTokenAbi,
          functionName: 'releasePurchases',
          args: [saleStageByKey.public.number, 100n],
        }),
      );
      // Released: the purchases are final, and Bob's reserved rewards are paid.
      const alicePurchases = await get<{ purchases: { status: string }[] }>(
        `/chains/31337/accounts/${alice}/purchases`,
      );
      expect(new Set(alicePurchases.body.purchases.map((p) => p.status))).toEqual(
        new Set(['released']),
      );
      const referrer = await get<{ rewards: string; rewardsPaid: string }>(
        `/chains/31337/referrers/${bob}`,
      );
      expect(referrer.body.rewardsPaid).toBe(referrer.body.rewards);
      const withdrawn = await settled(
        await wallet(owner).writeContract({
          address: eco(),
          abi: ecoTokenAbi,
          functionName: 'withdraw',
        }),
      );
      const paid = 5n * ONE;
      const overpaid = await mined(
        await wallet(fundWalletAddress).writeContract({
          address: eco(),
          abi: ecoTokenAbi,
          functionName: 'publicSale',
          args: [10n * ONE],
          value: paid,
        }),
      );
      const [purchase] = parseEventLogs({
        abi: ecoTokenAbi,
        eventName: 'TokensPurchased',
        logs: overpaid.logs,
      });
      const change = paid - purchase!.args.cost;
      expect(change).toBeGreaterThan(0n);

      const { body, flowsOf } = await fundWalletAnswer();
      // The owner timelock sent the withdraw: the fund wallet paid no gas for it.
      expect(flowsOf(withdrawn.transactionHash)).toEqual([
        {
          direction: 'in',
          counterparty: lower(eco()),
          amount: raised.toString(),
          withdrawal: true,
        },
      ]);
      expect(flowsOf(overpaid.transactionHash)).toEqual([
        { direction: 'fee', counterparty: null, amount: feeOf(overpaid), withdrawal: false },
        {
          direction: 'out',
          counterparty: lower(eco()),
          amount: paid.toString(),
          withdrawal: false,
        },
        {
          direction: 'in',
          counterparty: lower(eco()),
          amount: change.toString(),
          withdrawal: false,
        },
      ]);
      expect(body.totals.withdrawn).toBe(raised.toString());
      const sale = await get<{ withdrawn: string }>('/chains/31337/sale');
      expect(sale.body.withdrawn).toBe(body.totals.withdrawn);
      await expectFundWalletReconciles();
    });

    it('counts a payment as an outflow plus its gas, and a reverted transaction as its gas only', async () => {
      const test = testClient();
      // Alone in its block, with nothing after it: the end of its block finds it.
      const alone = await minedReverted(
        await wallet(fundWalletAddress).writeContract({
          address: donationsAddress(),
          abi: ecoDonationsAbi,
          functionName: 'donate',
          args: [1n, 'x'.repeat(141)],
          value: ONE,
          gas: 200_000n,
        }),
      );
      const onlyFee = [
        { direction: 'fee', counterparty: null, amount: feeOf(alone), withdrawal: false },
      ];
      expect((await fundWalletAnswer()).flowsOf(alone.transactionHash)).toEqual(onlyFee);
      await expectFundWalletReconciles();
      // And before a payment in the same block, which Ponder does deliver: the nonce counts both.
      const nonce = await client().getTransactionCount({ address: fundWalletAddress });
      let failingHash: Hash;
      let payingHash: Hash;
      await test.setAutomine(false);
      try {
        failingHash = await wallet(fundWalletAddress).writeContract({
          address: donationsAddress(),
          abi: ecoDonationsAbi,
          functionName: 'donate',
          args: [99n, 'no such campaign'],
          value: 3n * ONE,
          gas: 200_000n,
          nonce,
        });
        payingHash = await wallet(fundWalletAddress).sendTransaction({
          to: carol,
          value: 2n * ONE,
          gas: 21_000n,
          nonce: nonce + 1,
        });
        await test.mine({ blocks: 1 });
      } finally {
        await test.setAutomine(true);
      }
      const failing = await settled(failingHash, 'reverted');
      const paying = await mined(payingHash);
      expect(paying.blockNumber).toBe(failing.blockNumber);
      expect(paying.transactionIndex).toBeGreaterThan(failing.transactionIndex);

      const { body, flowsOf } = await fundWalletAnswer();
      // The whole wire shape once: newest first, `order` as block-txIndex-position.
      const { timestamp } = await client().getBlock({ blockNumber: paying.blockNumber });
      const orderOf = (position: number) =>
        `${paying.blockNumber.toString().padStart(16, '0')}-${String(paying.transactionIndex).padStart(8, '0')}-${String(position).padStart(8, '0')}`;
      expect(body.flows.slice(0, 3)).toEqual([
        {
          transactionHash: paying.transactionHash,
          blockNumber: paying.blockNumber.toString(),
          timestamp: timestamp.toString(),
          direction: 'out',
          counterparty: lower(carol),
          amount: (2n * ONE).toString(),
          withdrawal: false,
          order: orderOf(1),
        },
        {
          transactionHash: paying.transactionHash,
          blockNumber: paying.blockNumber.toString(),
          timestamp: timestamp.toString(),
          direction: 'fee',
          counterparty: null,
          amount: feeOf(paying),
          withdrawal: false,
          order: orderOf(0),
        },
        expect.objectContaining({ transactionHash: failing.transactionHash, direction: 'fee' }),
      ]);
      for (const reverted of [alone, failing]) {
        expect(flowsOf(reverted.transactionHash)).toEqual([
          { direction: 'fee', counterparty: null, amount: feeOf(reverted), withdrawal: false },
        ]);
      }
      expect(flowsOf(paying.transactionHash)).toEqual([
        { direction: 'fee', counterparty: null, amount: feeOf(paying), withdrawal: false },
        {
          direction: 'out',
          counterparty: lower(carol),
          amount: (2n * ONE).toString(),
          withdrawal: false,
        },
      ]);
      await expectFundWalletReconciles();
    });

    it('counts ether a contract forwards to it as an inflow', async () => {
      const owner = await impersonateLocalOwner(chain().rpcUrl, eco());
      await settled(
        await wallet(owner).writeContract({
          address: donationsAddress(),
          abi: ecoDonationsAbi,
          functionName: 'setCampaignWallet',
          args: [2n, fundWalletAddress],
        }),
      );
      const gift = await mined(await donate(bob, 2n, (3n * ONE) / 10n, 'to the fund'));
      const { flowsOf } = await fundWalletAnswer();
      expect(flowsOf(gift.transactionHash)).toEqual([
        {
          direction: 'in',
          counterparty: lower(donationsAddress()),
          amount: ((3n * ONE) / 10n).toString(),
          withdrawal: false,
        },
      ]);
      await expectFundWalletReconciles();
    });

    it("does not take a proxy wallet's delegate call, whose trace repeats the value, for an outflow", async () => {
      // A Safe-like wallet: its code hands every call to other code with DELEGATECALL.
      const test = testClient();
      const implementation = '0x000000000000000000000000000000000000bEEF';
      await test.setCode({ address: implementation, bytecode: '0x00' });
      // PUSH1 0 x4, PUSH2 0xbeef, GAS, DELEGATECALL, POP, STOP
      await test.setCode({
        address: fundWalletAddress,
        bytecode: '0x600060006000600061beef5af45000',
      });
      const value = 5n * 10n ** 9n;
      let deposit: TransactionReceipt;
      try {
        deposit = await mined(
          await wallet(carol).sendTransaction({ to: fundWalletAddress, value }),
        );
      } finally {
        await test.setCode({ address: fundWalletAddress, bytecode: '0x' });
      }
      // The chain's trace does show the fund wallet "sending" the value on: this test can fail.
      // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion -- debug_traceTransaction is not in viem's typed RPC schema; the cast states what anvil returns.
      const trace = (await client().request({
        method: 'debug_traceTransaction' as never,
        params: [deposit.transactionHash, { tracer: 'callTracer' }] as never,
      })) as { calls?: { type: string; from: string; value?: Hex }[] };
      expect(trace.calls?.[0]).toMatchObject({
        type: 'DELEGATECALL',
        from: lower(fundWalletAddress),
        value: `0x${value.toString(16)}`,
      });
      const { flowsOf } = await fundWalletAnswer();
      expect(flowsOf(deposit.transactionHash)).toEqual([
        {
          direction: 'in',
          counterparty: lower(carol),
          amount: value.toString(),
          withdrawal: false,
        },
      ]);
      await expectFundWalletReconciles();
    });
  });

  describe('a reorganised chain', () => {
    it('drops a purchase the chain rolled back', async () => {
      const test = createTestClient({ transport: http(chain().rpcUrl), mode: 'anvil' });
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
      await indexer().waitForBlock(31337, head);
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

    it('drops a fund wallet payment the chain rolled back, and its sums still match the chain', async () => {
      const before = await client().getBlockNumber();
      const paid = await mined(
        await wallet(fundWalletAddress).sendTransaction({ to: carol, value: ONE }),
      );
      expect((await fundWalletAnswer()).flowsOf(paid.transactionHash)).toHaveLength(2);
      await testClient().request({
        method: 'anvil_reorg' as never,
        params: [Number(paid.blockNumber - before) + 1, []] as never,
      });
      await testClient().mine({ blocks: 2 });
      await indexer().waitForBlock(31337, await client().getBlockNumber());
      await expect
        .poll(async () => (await fundWalletAnswer()).flowsOf(paid.transactionHash), {
          timeout: 15_000,
        })
        .toEqual([]);
      await expectFundWalletReconciles();
    });
  });

  // Last: they cancel the private stage. Two wallets no test above bought with buy here (partner
  // 2, whose one purchase above the chain rolled back, and account 0, which the deploy gave USDC),
  // so every figure is the one the tests above left plus what these did.
  describe("the offer's results", () => {
    const dana = localDevAccounts.partners[1];
    const owen = localDevAccounts.owner;

    it('counts buyers per stage and once in total, and keeps withdrawals and refunds apart', async () => {
      const start = await sale();
      const startPublic = stageOf(start, SaleStage.Public);
      const startPrivate = stageOf(start, SaleStage.Private);
      const first = await buyEth(dana, SaleStage.Public, 100n);
      const second = await buyEth(dana, SaleStage.Public, 200n);
      const owens = await buyEth(owen, SaleStage.Public, 300n);
      const owensUsdc = await buyUsdc(owen, 50n);
      const privately = await buyEth(dana, SaleStage.Private, 400n);

      let answer = await sale();
      expect(stageOf(answer, SaleStage.Public)).toMatchObject(
        moved(startPublic, {
          purchases: 4,
          buyers: 2,
          standingBuyers: 2,
          withdrawals: 0,
          refunds: 0,
        }),
      );
      expect(stageOf(answer, SaleStage.Private)).toMatchObject(
        moved(startPrivate, { buyers: 1, standingBuyers: 1 }),
      );
      // Dana bought in two stages: one buyer.
      expect(answer).toMatchObject(moved(start, { buyers: 2, standingBuyers: 2, purchases: 5 }));
      await expectReconciles(answer);

      // One of Dana's two public purchases back: she still has one standing there.
      await mined(
        await wallet(dana).writeContract({
          address: eco(),
          abi: ecoTokenAbi,
          functionName: 'withdrawPurchase',
          args: [SaleStage.Public, first.index],
        }),
      );
      // Owen's USDC purchase back: his ETH one still stands.
      await mined(
        await wallet(owen).writeContract({
          address: eco(),
          abi: ecoTokenAbi,
          functionName: 'withdrawPurchase',
          args: [SaleStage.Public, owensUsdc.index],
        }),
      );
      answer = await sale();
      expect(stageOf(answer, SaleStage.Public)).toMatchObject(
        moved(startPublic, {
          buyers: 2,
          standingBuyers: 2,
          withdrawals: 2,
          withdrawalTokens: 150n * ONE,
          withdrawalEth: first.cost,
          withdrawalUsdc: owensUsdc.cost,
          refunds: 0,
          refundEth: 0n,
        }),
      );
      await expectReconciles(answer);

      // The private stage cancelled: Dana's purchase there is refunded, not withdrawn.
      const owner = await impersonateLocalOwner(chain().rpcUrl, eco());
      await mined(
        await wallet(owner).writeContract({
          address: eco(),
          abi: ecoTokenAbi,
          functionName: 'cancelStage',
          args: [SaleStage.Private],
        }),
      );
      await mined(
        await wallet(dana).writeContract({
          address: eco(),
          abi: ecoTokenAbi,
          functionName: 'claimRefund',
          args: [SaleStage.Private, privately.index],
        }),
      );
      // And Owen takes his last purchase back: he has nothing standing anywhere.
      await mined(
        await wallet(owen).writeContract({
          address: eco(),
          abi: ecoTokenAbi,
          functionName: 'withdrawPurchase',
          args: [SaleStage.Public, owens.index],
        }),
      );
      answer = await sale();
      expect(stageOf(answer, SaleStage.Private)).toMatchObject(
        moved(startPrivate, {
          buyers: 1,
          standingBuyers: 0,
          withdrawals: 0,
          refunds: 1,
          refundTokens: privately.amount,
          refundEth: privately.cost,
          returnedPurchases: 1,
        }),
      );
      expect(stageOf(answer, SaleStage.Public)).toMatchObject(
        moved(startPublic, {
          buyers: 2,
          standingBuyers: 1,
          withdrawals: 3,
          withdrawalEth: first.cost + owens.cost,
          returnedPurchases: 3,
        }),
      );
      expect(answer).toMatchObject(
        moved(start, {
          buyers: 2,
          // Dana, by her second public purchase.
          standingBuyers: 1,
          withdrawals: 3,
          refunds: 1,
          returnedPurchases: 4,
          returnedTokens: (100n + 50n + 300n + 400n) * ONE,
          returnedEth: first.cost + owens.cost + privately.cost,
        }),
      );
      expect(BigInt(stageOf(answer, SaleStage.Public)!.sold)).toBe(
        BigInt(startPublic!.sold) + second.amount,
      );
      await expectReconciles(answer);
    });
  });

  describe("ECO's transactions", () => {
    it('counts every transaction in which ECO emitted an event once, and the block it is as of', async () => {
      const before = await ecoTransactions();
      // A purchase emits TokensPurchased and Transfer: one transaction. An approval is ECO's event
      // too, though no other table reads it.
      await mined(await buy(alice, 10n * ONE));
      const approval = await mined(
        await wallet(alice).writeContract({
          address: eco(),
          abi: ecoTokenAbi,
          functionName: 'approve',
          args: [bob, ONE],
        }),
      );
      const after = await ecoTransactions();
      expect(after.indexed.number).toBeGreaterThanOrEqual(Number(approval.blockNumber));
      expect(after.total).toBe(before.total + 2);
      // The same as the chain's own logs, up to the very block the answer is as of.
      expect(after.total).toBe((await ecoTransactionsOnChain(after.indexed.number)).size);
      expect(after).toMatchObject({ from: null, transactions: after.total });
      const { timestamp } = await client().getBlock({
        blockNumber: BigInt(chain().deployment.deploymentBlock),
      });
      expect(after.firstDay).toBe(dayText(timestamp));
    });

    it('counts a period of UTC days, by dates or as the last days up to the indexed block', async () => {
      const before = await ecoTransactions();
      // Two days on: an approval (wallet transfers wait for trading) lands in a day of its own.
      await testClient().increaseTime({ seconds: 2 * 86_400 });
      const approval = await mined(
        await wallet(alice).writeContract({
          address: eco(),
          abi: ecoTokenAbi,
          functionName: 'approve',
          args: [bob, 2n * ONE],
        }),
      );
      const { timestamp } = await client().getBlock({ blockNumber: approval.blockNumber });
      const today = dayText(timestamp);
      const yesterday = dayText(timestamp - 86_400n);

      expect(await ecoTransactions('?days=1')).toMatchObject({
        from: today,
        to: today,
        transactions: 1,
        total: before.total + 1,
      });
      expect(await ecoTransactions(`?from=${today}&to=${today}`)).toMatchObject({
        transactions: 1,
      });
      expect(await ecoTransactions(`?to=${yesterday}`)).toMatchObject({
        from: null,
        to: yesterday,
        transactions: before.total,
      });
      expect(await ecoTransactions(`?from=${before.firstDay}`)).toMatchObject({
        transactions: before.total + 1,
      });
      expect((await ecoTransactions('?days=3650')).transactions).toBe(before.total + 1);
    });

    it('answers a bad period with a 400 that says why', async () => {
      const bad = async (query: string, error: string) => {
        const { status, body } = await get(`/chains/31337/eco-transactions${query}`);
        expect({ status, error: body.error }).toEqual({ status: 400, error });
        expect(body.message).toEqual(expect.any(String));
      };
      await bad('?from=2025-02-30', 'bad_date');
      await bad('?to=yesterday', 'bad_date');
      await bad('?from=2025-1-01', 'bad_date');
      await bad('?from=2025-06-02&to=2025-06-01', 'bad_period');
      await bad('?days=7&from=2025-06-01', 'bad_period');
      await bad('?days=0', 'bad_days');
      await bad('?days=36526', 'bad_days');
      await bad('?days=abc', 'bad_days');
      expect((await get('/chains/5/eco-transactions')).status).toBe(404);
    });
  });
});
