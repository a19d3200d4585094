// The indexing functions: each of ECO's events the site shows becomes rows in ponder.schema.ts.
// Ponder runs them in chain order and undoes their writes when a reorg drops the block.
import { ponder, type Context, type IndexingFunctionArgs } from 'ponder:registry';
import {
  buyer,
  ecoWithdrawal,
  holder,
  indexedHead,
  ownerEvent,
  purchase,
  referrerTotal,
  stageBuyer,
  stageTotal,
  timelockOperation,
  timelockRole,
  tokenStats,
  vestingRelease,
} from 'ponder:schema';
import { ecoOwnerEventNames, ecoTokenAbi } from '@eco/contracts';
import { and, eq, gte, lt } from 'ponder';
import { zeroAddress, type Address } from 'viem';
import { countEcoTransaction } from './eco-transactions';
import { eventRow } from './event-row';
import { jsonArgs } from './json-args';
import { onSaleOpenUpdated, onSaleScheduleUpdated, onSaleStageClock } from './sale-stages';

type EcoEventName = Extract<(typeof ecoTokenAbi)[number], { type: 'event' }>['name'];

/** ECO's events that have a handler of their own (onEco below). */
const handledEcoEvents = new Set<string>();

/**
 * Registers `handler` for ECO's event `name`, after counting the event's transaction among ECO's
 * (src/eco-transactions.ts): every ECO handler counts, so none can forget to.
 */
function onEco<N extends EcoEventName>(
  name: N,
  handler: (args: IndexingFunctionArgs<`ECO:${N}`>) => Promise<void>,
) {
  handledEcoEvents.add(name);
  ponder.on(`ECO:${name}`, async (args) => {
    await countEcoTransaction(args.context, args.event);
    await handler(args);
  });
}

type StageSums = Omit<typeof stageTotal.$inferSelect, 'chainId' | 'stage'>;

const ETH = 0;

/** Adds a purchase's, a return's or an owner mint's figures to its stage's totals. */
async function addToStage(context: Context, stage: number, add: Partial<StageSums>) {
  const sums: StageSums = {
    purchases: 0,
    tokens: 0n,
    raised: 0n,
    raisedUsdc: 0n,
    rewards: 0n,
    ownerMinted: 0n,
    buyers: 0,
    standingBuyers: 0,
    withdrawals: 0,
    withdrawalTokens: 0n,
    withdrawalEth: 0n,
    withdrawalUsdc: 0n,
    refunds: 0,
    refundTokens: 0n,
    refundEth: 0n,
    refundUsdc: 0n,
    returnedRewards: 0n,
    ...add,
  };
  await context.db
    .insert(stageTotal)
    .values({ chainId: context.chain.id, stage, ...sums })
    .onConflictDoUpdate((row) => ({
      purchases: row.purchases + sums.purchases,
      tokens: row.tokens + sums.tokens,
      raised: row.raised + sums.raised,
      raisedUsdc: row.raisedUsdc + sums.raisedUsdc,
      rewards: row.rewards + sums.rewards,
      ownerMinted: row.ownerMinted + sums.ownerMinted,
      buyers: row.buyers + sums.buyers,
      standingBuyers: row.standingBuyers + sums.standingBuyers,
      withdrawals: row.withdrawals + sums.withdrawals,
      withdrawalTokens: row.withdrawalTokens + sums.withdrawalTokens,
      withdrawalEth: row.withdrawalEth + sums.withdrawalEth,
      withdrawalUsdc: row.withdrawalUsdc + sums.withdrawalUsdc,
      refunds: row.refunds + sums.refunds,
      refundTokens: row.refundTokens + sums.refundTokens,
      refundEth: row.refundEth + sums.refundEth,
      refundUsdc: row.refundUsdc + sums.refundUsdc,
      returnedRewards: row.returnedRewards + sums.returnedRewards,
    }));
}

type Stats = Omit<typeof tokenStats.$inferSelect, 'chainId'>;

/** Adds to the chain-wide counters. */
async function addToStats(context: Context, add: Partial<Stats>) {
  const sums: Stats = {
    transfers: 0,
    buyers: 0,
    standingBuyers: 0,
    withdrawn: 0n,
    withdrawnUsdc: 0n,
    ...add,
  };
  await context.db
    .insert(tokenStats)
    .values({ chainId: context.chain.id, ...sums })
    .onConflictDoUpdate((row) => ({
      transfers: row.transfers + sums.transfers,
      buyers: row.buyers + sums.buyers,
      standingBuyers: row.standingBuyers + sums.standingBuyers,
      withdrawn: row.withdrawn + sums.withdrawn,
      withdrawnUsdc: row.withdrawnUsdc + sums.withdrawnUsdc,
    }));
}

/**
 * How a purchase (`standing` +1) or a return (−1) moves the count of wallets with a purchase
 * standing, from that wallet's standing purchases after it: 1 after a purchase, a wallet that had
 * none; 0 after a return, a wallet that has none left.
 */
const standingBuyerDelta = (standing: number, delta: 1 | -1) =>
  delta === 1 ? (standing === 1 ? 1 : 0) : standing === 0 ? -1 : 0;

/**
 * Adds to (or, negative, takes from) a buyer's standing figures, in its stage and overall, and
 * counts the chain's buyers as the wallet's first purchase arrives and its standing purchases go
 * from none to some and back. Returns the same counts for the stage, which the caller adds with
 * the event's own figures: one write of the stage's totals per event.
 */
async function addToBuyer(
  context: Context,
  address: Address,
  stage: number,
  add: { purchases: 0 | 1; standing: 1 | -1; tokens: bigint; asset: number; cost: bigint },
): Promise<Partial<StageSums>> {
  const chainId = context.chain.id;
  const eth = add.asset === ETH ? add.cost : 0n;
  const usdc = add.asset === ETH ? 0n : add.cost;
  const overall = await context.db
    .insert(buyer)
    .values({
      chainId,
      address,
      purchases: add.purchases,
      standing: add.standing,
      tokens: add.tokens,
      spent: eth,
      spentUsdc: usdc,
    })
    .onConflictDoUpdate((row) => ({
      purchases: row.purchases + add.purchases,
      standing: row.standing + add.standing,
      tokens: row.tokens + add.tokens,
      spent: row.spent + eth,
      spentUsdc: row.spentUsdc + usdc,
    }));
  const inStage = await context.db
    .insert(stageBuyer)
    .values({ chainId, stage, address, purchases: add.purchases, standing: add.standing })
    .onConflictDoUpdate((row) => ({
      purchases: row.purchases + add.purchases,
      standing: row.standing + add.standing,
    }));
  const firstPurchase = (row: { purchases: number }) =>
    add.purchases === 1 && row.purchases === 1 ? 1 : 0;
  await addToStats(context, {
    buyers: firstPurchase(overall),
    standingBuyers: standingBuyerDelta(overall.standing, add.standing),
  });
  return {
    buyers: firstPurchase(inStage),
    standingBuyers: standingBuyerDelta(inStage.standing, add.standing),
  };
}

onEco('TokensPurchased', async ({ event, context }) => {
  const chainId = context.chain.id;
  const { buyer: account, stage, index, asset, amount, cost, referrer, reward } = event.args;
  await context.db.insert(purchase).values({
    ...eventRow(chainId, event),
    buyer: account,
    stage,
    index,
    asset,
    amount,
    cost,
    referrer,
    reward,
    withdrawableUntil: event.args.withdrawableUntil,
    status: 'held',
    logIndex: event.log.logIndex,
  });
  const buyers = await addToBuyer(context, account, stage, {
    purchases: 1,
    standing: 1,
    tokens: amount,
    asset,
    cost,
  });
  await addToStage(context, stage, {
    purchases: 1,
    tokens: amount,
    raised: asset === ETH ? cost : 0n,
    raisedUsdc: asset === ETH ? 0n : cost,
    rewards: reward,
    ...buyers,
  });
  // The contract logs the zero address when a purchase named no referrer.
  if (referrer !== zeroAddress) {
    await context.db
      .insert(referrerTotal)
      .values({ chainId, referrer, purchases: 1, tokens: amount, rewards: reward, rewardsPaid: 0n })
      .onConflictDoUpdate((row) => ({
        purchases: row.purchases + 1,
        tokens: row.tokens + amount,
        rewards: row.rewards + reward,
      }));
  }
});

/** The purchase `index` of `stage`, by its number (the index on chain id, stage and index). */
async function findPurchase(context: Context, stage: number, index: bigint) {
  const [row] = await context.db.sql
    .select()
    .from(purchase)
    .where(
      and(
        eq(purchase.chainId, context.chain.id),
        eq(purchase.stage, stage),
        eq(purchase.index, index),
      ),
    )
    .limit(1);
  return row;
}

// A withdrawal or a refund: the purchase's tokens burned, its payment back, its reward never paid.
onEco('PurchaseReturned', async ({ event, context }) => {
  const { stage, index, asset, amount, cost, status } = event.args;
  const row = await findPurchase(context, stage, index);
  // Bought before the indexer's start block: nothing of it is in the tables.
  if (!row) return;
  // ECO's PurchaseStatus: 2 Withdrawn, 3 Refunded; its event carries no other.
  const withdrawn = status === 2;
  await context.db.update(purchase, { id: row.id }).set({
    status: withdrawn ? 'withdrawn' : 'refunded',
    returnedTx: event.transaction.hash,
    returnedTimestamp: event.block.timestamp,
  });
  const eth = asset === ETH ? cost : 0n;
  const usdc = asset === ETH ? 0n : cost;
  const buyers = await addToBuyer(context, row.buyer, stage, {
    purchases: 0,
    standing: -1,
    tokens: -amount,
    asset,
    cost: -cost,
  });
  await addToStage(context, stage, {
    ...(withdrawn
      ? { withdrawals: 1, withdrawalTokens: amount, withdrawalEth: eth, withdrawalUsdc: usdc }
      : { refunds: 1, refundTokens: amount, refundEth: eth, refundUsdc: usdc }),
    returnedRewards: row.reward,
    ...buyers,
  });
  if (row.referrer !== zeroAddress) {
    await context.db
      .update(referrerTotal, { chainId: context.chain.id, referrer: row.referrer })
      .set((total) => ({
        purchases: total.purchases - 1,
        tokens: total.tokens - amount,
        rewards: total.rewards - row.reward,
      }));
  }
});

// Purchases fromIndex..toIndex of a stage settled: the held ones among them are final now.
onEco('PurchasesReleased', async ({ event, context }) => {
  const { stage, fromIndex, toIndex } = event.args;
  if (toIndex === fromIndex) return;
  await context.db.sql
    .update(purchase)
    .set({ status: 'released' })
    .where(
      and(
        eq(purchase.chainId, context.chain.id),
        eq(purchase.stage, stage),
        gte(purchase.index, fromIndex),
        lt(purchase.index, toIndex),
        eq(purchase.status, 'held'),
      ),
    );
});

onEco('ReferralRewardPaid', async ({ event, context }) => {
  const { referrer, reward } = event.args;
  await context.db
    .update(referrerTotal, { chainId: context.chain.id, referrer })
    .set((total) => ({ rewardsPaid: total.rewardsPaid + reward }));
});

onEco('Transfer', async ({ event, context }) => {
  const chainId = context.chain.id;
  const { from, to, value } = event.args;
  const move = async (address: Address, delta: bigint) => {
    await context.db
      .insert(holder)
      .values({ chainId, address, balance: delta })
      .onConflictDoUpdate((row) => ({ balance: row.balance + delta }));
  };
  // Minting comes from, and burning goes to, the zero address: it holds nothing.
  if (from !== zeroAddress) await move(from, -value);
  if (to !== zeroAddress) await move(to, value);
  await addToStats(context, { transfers: 1 });
});

// Every owner change of ECO, one registration per audited event.
for (const name of ecoOwnerEventNames) {
  onEco(name, async ({ event, context }) => {
    const chainId = context.chain.id;
    await context.db.insert(ownerEvent).values({
      ...eventRow(chainId, event),
      eventName: name,
      args: jsonArgs(event.args as Record<string, unknown>),
      sender: event.transaction.from,
      to: event.transaction.to,
      logIndex: event.log.logIndex,
    });
    // A stage's state for the sale alerts (src/sale-stages.ts): Ponder takes one handler per
    // event, and this loop is SaleOpenUpdated's and SaleScheduleUpdated's.
    if (name === 'SaleOpenUpdated') {
      await onSaleOpenUpdated(
        context,
        event.block,
        event.args as { stage: number; newValue: boolean },
      );
    }
    if (name === 'SaleScheduleUpdated') {
      await onSaleScheduleUpdated(
        context,
        event.block,
        event.args as { stage: number; newOpensAt: bigint; newClosesAt: bigint },
      );
    }
    if (name === 'OwnerMinted') {
      const { stage, amount } = event.args as { stage: number; amount: bigint };
      await addToStage(context, stage, { ownerMinted: amount });
    }
    if (name === 'Withdrawn') {
      const { asset, to, amount } = event.args as { asset: number; to: Address; amount: bigint };
      await addToStats(context, {
        withdrawn: asset === ETH ? amount : 0n,
        withdrawnUsdc: asset === ETH ? 0n : amount,
      });
      // For the fund wallet's history (src/fund-wallet.ts): the ether this transaction sends it.
      if (asset === ETH) {
        await context.db
          .insert(ecoWithdrawal)
          .values({ chainId, transactionHash: event.transaction.hash, to, amount })
          .onConflictDoUpdate((row) => ({ amount: row.amount + amount }));
      }
    }
  });
}

// Every other event of ECO (an approval, the founders' vesting, a minimum raise, and any event
// the contract gains) only counts its transaction: ECO's transactions are every transaction in
// which it emitted an event. Ponder refuses a second handler for an event, so a handler added
// below this loop fails at start, not by counting twice.
for (const { name } of ecoTokenAbi.filter((item) => item.type === 'event')) {
  if (!handledEcoEvents.has(name)) onEco(name, async () => {});
}

// How far the rows go: a block event sorts after the block's logs, so every row of the block is
// written when this is. A block event's id is its checkpoint.
ponder.on('IndexedHead:block', async ({ event, context }) => {
  await context.db
    .insert(indexedHead)
    .values({ chainId: context.chain.id, blockEnd: event.id })
    .onConflictDoUpdate({ blockEnd: event.id });
});

// Openings and closings by the clock, which no event announces (src/sale-stages.ts).
ponder.on('SaleStageClock:block', async ({ event, context }) => {
  await onSaleStageClock(context, event.block);
});

ponder.on('OwnerTimelock:CallScheduled', async ({ event, context }) => {
  const { id, target, value, data, predecessor, delay } = event.args;
  await context.db.insert(timelockOperation).values({
    chainId: context.chain.id,
    timelock: event.log.address,
    callId: id,
    target,
    value,
    data,
    predecessor,
    salt: `0x${'00'.repeat(32)}`,
    delay,
    // What TimelockController stores for the operation: block.timestamp + delay.
    readyAt: event.block.timestamp + delay,
    status: 'pending',
    scheduledBlock: event.block.number,
    scheduledTimestamp: event.block.timestamp,
    scheduledLogIndex: event.log.logIndex,
    scheduledTx: event.transaction.hash,
    scheduledBy: event.transaction.from,
  });
});

// Emitted right after CallScheduled in the same call, only for a non-zero salt.
ponder.on('OwnerTimelock:CallSalt', async ({ event, context }) => {
  const key = { chainId: context.chain.id, timelock: event.log.address, callId: event.args.id };
  if (await context.db.find(timelockOperation, key)) {
    await context.db.update(timelockOperation, key).set({ salt: event.args.salt });
  }
});

const settle = (status: 'executed' | 'cancelled') =>
  async function ({ event, context }: SettleArgs) {
    const key = {
      chainId: context.chain.id,
      timelock: event.log.address,
      callId: event.args.id,
    };
    // Scheduled before the indexer's start block: nothing to settle.
    if (!(await context.db.find(timelockOperation, key))) return;
    await context.db.update(timelockOperation, key).set({
      status,
      settledBlock: event.block.number,
      settledTimestamp: event.block.timestamp,
      settledLogIndex: event.log.logIndex,
      settledTx: event.transaction.hash,
      settledBy: event.transaction.from,
    });
  };
type SettleArgs = Parameters<Parameters<typeof ponder.on<'OwnerTimelock:Cancelled'>>[1]>[0];

ponder.on('OwnerTimelock:CallExecuted', settle('executed'));
ponder.on('OwnerTimelock:Cancelled', settle('cancelled'));

const role = (granted: boolean) =>
  async function ({ event, context }: RoleArgs) {
    const { role: roleId, account } = event.args;
    await context.db
      .insert(timelockRole)
      .values({
        chainId: context.chain.id,
        timelock: event.log.address,
        role: roleId,
        account,
        granted,
        blockNumber: event.block.number,
      })
      .onConflictDoUpdate({ granted, blockNumber: event.block.number });
  };
type RoleArgs = Parameters<Parameters<typeof ponder.on<'OwnerTimelock:RoleGranted'>>[1]>[0];

ponder.on('OwnerTimelock:RoleGranted', role(true));
ponder.on('OwnerTimelock:RoleRevoked', role(false));

ponder.on('FoundersVestingWallet:ERC20Released', async ({ event, context }) => {
  await context.db.insert(vestingRelease).values({
    ...eventRow(context.chain.id, event),
    vestingWallet: event.log.address,
    amount: event.args.amount,
  });
});
