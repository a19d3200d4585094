// The indexing functions: each of ECO's events the site shows becomes rows in ponder.schema.ts.
// Ponder runs them in chain order and undoes their writes when a reorg drops the block.
import { ponder, type Context } from 'ponder:registry';
import {
  buyer,
  ecoWithdrawal,
  holder,
  indexedHead,
  ownerEvent,
  purchase,
  referrerTotal,
  stageTotal,
  timelockOperation,
  timelockRole,
  tokenStats,
  vestingRelease,
} from 'ponder:schema';
import { ecoOwnerEventNames } from '@eco/contracts';
import { zeroAddress, type Address } from 'viem';
import { eventRow } from './event-row';
import { jsonArgs } from './json-args';
import { onSaleOpenUpdated, onSaleScheduleUpdated, onSaleStageClock } from './sale-stages';

type StageSums = Omit<typeof stageTotal.$inferSelect, 'chainId' | 'stage'>;

/** Adds a purchase's or an owner mint's figures to its stage's totals. */
async function addToStage(context: Context, stage: number, add: Partial<StageSums>) {
  const sums = { purchases: 0, tokens: 0n, raised: 0n, rewards: 0n, ownerMinted: 0n, ...add };
  await context.db
    .insert(stageTotal)
    .values({ chainId: context.chain.id, stage, ...sums })
    .onConflictDoUpdate((row) => ({
      purchases: row.purchases + sums.purchases,
      tokens: row.tokens + sums.tokens,
      raised: row.raised + sums.raised,
      rewards: row.rewards + sums.rewards,
      ownerMinted: row.ownerMinted + sums.ownerMinted,
    }));
}

ponder.on('ECO:TokensPurchased', async ({ event, context }) => {
  const chainId = context.chain.id;
  const { buyer: account, stage, amount, cost, referrer, reward } = event.args;
  await context.db.insert(purchase).values({
    ...eventRow(chainId, event),
    buyer: account,
    stage,
    amount,
    cost,
    referrer,
    reward,
    logIndex: event.log.logIndex,
  });
  await addToStage(context, stage, { purchases: 1, tokens: amount, raised: cost, rewards: reward });
  await context.db
    .insert(buyer)
    .values({ chainId, address: account, purchases: 1, tokens: amount, spent: cost })
    .onConflictDoUpdate((row) => ({
      purchases: row.purchases + 1,
      tokens: row.tokens + amount,
      spent: row.spent + cost,
    }));
  // The contract logs the zero address when a purchase named no (valid) referrer.
  if (referrer !== zeroAddress) {
    await context.db
      .insert(referrerTotal)
      .values({ chainId, referrer, purchases: 1, tokens: amount, rewards: reward })
      .onConflictDoUpdate((row) => ({
        purchases: row.purchases + 1,
        tokens: row.tokens + amount,
        rewards: row.rewards + reward,
      }));
  }
});

ponder.on('ECO:Transfer', async ({ event, context }) => {
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
  await context.db
    .insert(tokenStats)
    .values({ chainId, transfers: 1, withdrawn: 0n })
    .onConflictDoUpdate((row) => ({ transfers: row.transfers + 1 }));
});

// Every owner change of ECO, one registration per audited event.
for (const name of ecoOwnerEventNames) {
  ponder.on(`ECO:${name}`, async ({ event, context }) => {
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
      const { to, amount } = event.args as { to: Address; amount: bigint };
      await context.db
        .insert(tokenStats)
        .values({ chainId, transfers: 0, withdrawn: amount })
        .onConflictDoUpdate((row) => ({ withdrawn: row.withdrawn + amount }));
      // For the fund wallet's history (src/fund-wallet.ts): the ether this transaction sends it.
      await context.db
        .insert(ecoWithdrawal)
        .values({ chainId, transactionHash: event.transaction.hash, to, amount })
        .onConflictDoUpdate((row) => ({ amount: row.amount + amount }));
    }
  });
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
