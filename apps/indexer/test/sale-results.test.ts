// The offer's results (MiCA Art. 10, the site's /sale/results) and ECO's transactions (its share of
// the network's footprint), on the real indexer against a real anvil with ECO deployed: buyers
// counted per stage and in total, withdrawals and refunds apart, every figure the contract also
// keeps equal to it at the answer's block, and each transaction in which ECO emitted an event
// counted once, in its UTC day.
import { ecoLocalChain, ecoTokenAbi, localDevAccounts, SaleStage } from '@eco/contracts';
import {
  impersonateLocalOwner,
  startLocalChain,
  type LocalChain,
} from '@eco/contracts/local-chain';
import {
  indexerEcoTransactionsAnswerSchema,
  indexerSaleAnswerSchema,
  type IndexerSaleAnswer,
} from '@eco/shared';
import {
  createPublicClient,
  createTestClient,
  createWalletClient,
  erc20Abi,
  http,
  parseEventLogs,
  type Address,
  zeroAddress,
  type Hash,
} from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPostgresServer, type PostgresServer } from '../../api/test/postgres-server';
import { startIndexer, type RunningIndexer } from '../lib/run';
import { findFreePort } from './free-port';

let chain: LocalChain;
let indexer: RunningIndexer;
let postgres: PostgresServer | undefined;
const ONE = 10n ** 18n;
const USDC_ONE = 10n ** 6n;

const client = () => createPublicClient({ transport: http(chain.rpcUrl), pollingInterval: 50 });
const wallet = (account: Address) =>
  createWalletClient({ transport: http(chain.rpcUrl), account, chain: ecoLocalChain });
const eco = () => ({ address: chain.deployment.address, abi: ecoTokenAbi }) as const;

/** Waits for the transaction, checks it succeeded, and waits for the indexer to read its block. */
async function mined(hash: Hash) {
  const receipt = await client().waitForTransactionReceipt({ hash });
  expect(receipt.status).toBe('success');
  await indexer.waitForBlock(31337, receipt.blockNumber);
  return receipt;
}

async function get(route: string): Promise<{ status: number; body: Record<string, unknown> }> {
  const res = await fetch(`${indexer.url}/chains/31337${route}`);
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

/** Buys `whole` ECO in `stage` for ETH; the purchase's index in its stage and its cost. */
async function buyEth(
  buyer: Address,
  stage: typeof SaleStage.Private | typeof SaleStage.Public,
  whole: bigint,
) {
  const amount = whole * ONE;
  const price = await client().readContract({
    ...eco(),
    functionName: 'tokenPrice',
    args: [stage],
  });
  const receipt = await mined(
    await wallet(buyer).writeContract({
      ...eco(),
      functionName: stage === SaleStage.Public ? 'publicSale' : 'privateSale',
      args: [amount],
      value: (amount * price + ONE - 1n) / ONE,
    }),
  );
  const [event] = parseEventLogs({
    abi: ecoTokenAbi,
    eventName: 'TokensPurchased',
    logs: receipt.logs,
  });
  return { index: event!.args.index, cost: event!.args.cost, amount, receipt };
}

/**
 * Buys `whole` ECO in the public stage for USDC: the deploy gave each local test wallet (anvil
 * accounts 0-4) a million of the local stand-in's USDC.
 */
async function buyUsdc(buyer: Address, whole: bigint) {
  const usdc = await client().readContract({ ...eco(), functionName: 'usdc' });
  await mined(
    await wallet(buyer).writeContract({
      address: usdc,
      abi: erc20Abi,
      functionName: 'approve',
      args: [chain.deployment.address, 1_000_000n * USDC_ONE],
    }),
  );
  const receipt = await mined(
    await wallet(buyer).writeContract({
      ...eco(),
      functionName: 'buyWithUsdc',
      args: [SaleStage.Public, whole * ONE, zeroAddress, 0n, []],
    }),
  );
  const [event] = parseEventLogs({
    abi: ecoTokenAbi,
    eventName: 'TokensPurchased',
    logs: receipt.logs,
  });
  return { index: event!.args.index, cost: event!.args.cost };
}

async function sale(): Promise<IndexerSaleAnswer> {
  const { status, body } = await get('/sale');
  expect(status).toBe(200);
  return indexerSaleAnswerSchema.parse(body);
}

const stageOf = (answer: IndexerSaleAnswer, stage: SaleStage) =>
  answer.stages.find((s) => s.stage === stage);

/**
 * The figures the contract keeps too, read at the answer's own block: each stage's purchases and
 * sold tokens, and per asset what was raised and returned. What /sale/results checks.
 */
async function expectReconciles(answer: IndexerSaleAnswer) {
  const at = { ...eco(), blockNumber: BigInt(answer.indexed.number) };
  for (const stage of [SaleStage.Partners, SaleStage.Private, SaleStage.Public]) {
    const row = stageOf(answer, stage);
    expect(BigInt(row?.purchases ?? 0)).toBe(
      await client().readContract({ ...at, functionName: 'purchaseCount', args: [stage] }),
    );
    expect(BigInt(row?.sold ?? '0')).toBe(
      await client().readContract({ ...at, functionName: 'soldIn', args: [stage] }),
    );
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
  const logs = await client().getLogs({
    address: chain.deployment.address,
    fromBlock: 0n,
    toBlock: BigInt(block),
  });
  return new Set(logs.map((log) => log.transactionHash));
}

async function ecoTransactions(query = '') {
  const { status, body } = await get(`/eco-transactions${query}`);
  expect(status).toBe(200);
  return indexerEcoTransactionsAnswerSchema.parse(body);
}

const dayText = (seconds: bigint) => new Date(Number(seconds) * 1000).toISOString().slice(0, 10);

const alice = localDevAccounts.nonPartner;
const bob = localDevAccounts.referrer;

beforeAll(async () => {
  chain = await startLocalChain({ port: 0 });
  postgres = await startPostgresServer();
  indexer = await startIndexer({
    rpcUrls: { 31337: chain.rpcUrl },
    port: await findFreePort(),
    anyPort: true,
    databaseUrl: postgres.url,
    pollingIntervalMs: 100,
    // Nothing here is about the fund wallet: its block tracing would only slow the catch-up.
    fundWallet: false,
  });
});

afterAll(async () => {
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- unset when the setup before it failed.
  await indexer?.stop();
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- unset when the setup before it failed.
  await chain?.stop();
  await postgres?.stop();
});

describe("the offer's results", () => {
  it('counts buyers per stage and once in total, and keeps withdrawals and refunds apart', async () => {
    const first = await buyEth(alice, SaleStage.Public, 100n);
    const second = await buyEth(alice, SaleStage.Public, 200n);
    const bobs = await buyEth(bob, SaleStage.Public, 300n);
    const bobsUsdc = await buyUsdc(bob, 50n);
    const privately = await buyEth(alice, SaleStage.Private, 400n);

    let answer = await sale();
    expect(stageOf(answer, SaleStage.Public)).toMatchObject({
      purchases: 4,
      buyers: 2,
      standingBuyers: 2,
      withdrawals: 0,
      refunds: 0,
    });
    expect(stageOf(answer, SaleStage.Private)).toMatchObject({ buyers: 1, standingBuyers: 1 });
    // Alice bought in two stages: one buyer.
    expect(answer).toMatchObject({ buyers: 2, standingBuyers: 2, purchases: 5 });
    await expectReconciles(answer);

    // One of Alice's two public purchases back: she still has one standing there.
    await mined(
      await wallet(alice).writeContract({
        ...eco(),
        functionName: 'withdrawPurchase',
        args: [SaleStage.Public, first.index],
      }),
    );
    // Bob's USDC purchase back: his ETH one still stands.
    await mined(
      await wallet(bob).writeContract({
        ...eco(),
        functionName: 'withdrawPurchase',
        args: [SaleStage.Public, bobsUsdc.index],
      }),
    );
    answer = await sale();
    expect(stageOf(answer, SaleStage.Public)).toMatchObject({
      buyers: 2,
      standingBuyers: 2,
      withdrawals: 2,
      withdrawalTokens: (150n * ONE).toString(),
      withdrawalEth: first.cost.toString(),
      withdrawalUsdc: bobsUsdc.cost.toString(),
      refunds: 0,
      refundEth: '0',
    });
    await expectReconciles(answer);

    // The private stage cancelled: Alice's purchase there is refunded, not withdrawn.
    const owner = await impersonateLocalOwner(chain.rpcUrl, chain.deployment.address);
    await mined(
      await wallet(owner).writeContract({
        ...eco(),
        functionName: 'cancelStage',
        args: [SaleStage.Private],
      }),
    );
    await mined(
      await wallet(alice).writeContract({
        ...eco(),
        functionName: 'claimRefund',
        args: [SaleStage.Private, privately.index],
      }),
    );
    // And Bob takes his last purchase back: he has nothing standing anywhere.
    await mined(
      await wallet(bob).writeContract({
        ...eco(),
        functionName: 'withdrawPurchase',
        args: [SaleStage.Public, bobs.index],
      }),
    );
    answer = await sale();
    expect(stageOf(answer, SaleStage.Private)).toMatchObject({
      buyers: 1,
      standingBuyers: 0,
      withdrawals: 0,
      refunds: 1,
      refundTokens: privately.amount.toString(),
      refundEth: privately.cost.toString(),
      returnedPurchases: 1,
    });
    expect(stageOf(answer, SaleStage.Public)).toMatchObject({
      buyers: 2,
      standingBuyers: 1,
      withdrawals: 3,
      withdrawalEth: (first.cost + bobs.cost).toString(),
      returnedPurchases: 3,
    });
    expect(answer).toMatchObject({
      buyers: 2,
      // Alice, by her second public purchase.
      standingBuyers: 1,
      withdrawals: 3,
      refunds: 1,
      returnedPurchases: 4,
      returnedEth: (first.cost + bobs.cost + privately.cost).toString(),
    });
    expect(BigInt(stageOf(answer, SaleStage.Public)!.sold)).toBe(second.amount);
    await expectReconciles(answer);
  });
});

describe("ECO's transactions", () => {
  it('counts every transaction in which ECO emitted an event once, and the block it is as of', async () => {
    const before = await ecoTransactions();
    // A purchase emits TokensPurchased and Transfer: one transaction. An approval is ECO's event
    // too, though no other table reads it.
    await buyEth(alice, SaleStage.Public, 10n);
    const approval = await mined(
      await wallet(alice).writeContract({
        ...eco(),
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
      blockNumber: BigInt(chain.deployment.deploymentBlock),
    });
    expect(after.firstDay).toBe(dayText(timestamp));
  });

  it('counts a period of UTC days, by dates or as the last days up to the indexed block', async () => {
    const before = await ecoTransactions();
    // Two days on: an approval (wallet transfers wait for trading) lands in a day of its own.
    await createTestClient({ transport: http(chain.rpcUrl), mode: 'anvil' }).increaseTime({
      seconds: 2 * 86_400,
    });
    const approval = await mined(
      await wallet(alice).writeContract({
        ...eco(),
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
    expect(await ecoTransactions(`?from=${today}&to=${today}`)).toMatchObject({ transactions: 1 });
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
      const { status, body } = await get(`/eco-transactions${query}`);
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
    expect((await fetch(`${indexer.url}/chains/5/eco-transactions`)).status).toBe(404);
  });
});
