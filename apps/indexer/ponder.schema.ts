// The indexer's tables: ECO's history as the site shows it. Every row carries its chain id, so
// one indexer serves every chain ECO is deployed on. Ponder rolls these rows back on a reorg.
import { index, onchainTable, primaryKey } from 'ponder';

/** One TokensPurchased event: a sale-stage purchase, with its referrer and reward. */
export const purchase = onchainTable(
  'purchase',
  (t) => ({
    id: t.text().primaryKey(),
    chainId: t.integer().notNull(),
    buyer: t.hex().notNull(),
    stage: t.integer().notNull(),
    amount: t.bigint().notNull(),
    cost: t.bigint().notNull(),
    referrer: t.hex().notNull(),
    reward: t.bigint().notNull(),
    blockNumber: t.bigint().notNull(),
    timestamp: t.bigint().notNull(),
    transactionHash: t.hex().notNull(),
    logIndex: t.integer().notNull(),
  }),
  (table) => ({
    buyerIndex: index().on(table.chainId, table.buyer),
    referrerIndex: index().on(table.chainId, table.referrer),
  }),
);

/**
 * Sums per sale stage, kept as purchases arrive so the team's totals are one row read. What the
 * contract counts as sold in a stage is `tokens + rewards + ownerMinted`.
 */
export const stageTotal = onchainTable(
  'stage_total',
  (t) => ({
    chainId: t.integer().notNull(),
    stage: t.integer().notNull(),
    purchases: t.integer().notNull(),
    tokens: t.bigint().notNull(),
    raised: t.bigint().notNull(),
    rewards: t.bigint().notNull(),
    /** ECO the owner minted against the stage's allocation (OwnerMinted). */
    ownerMinted: t.bigint().notNull(),
  }),
  (table) => ({ pk: primaryKey({ columns: [table.chainId, table.stage] }) }),
);

/** A wallet that bought at least once, so "how many buyers" is a count, not a scan. */
export const buyer = onchainTable(
  'buyer',
  (t) => ({
    chainId: t.integer().notNull(),
    address: t.hex().notNull(),
    purchases: t.integer().notNull(),
    tokens: t.bigint().notNull(),
    spent: t.bigint().notNull(),
  }),
  (table) => ({ pk: primaryKey({ columns: [table.chainId, table.address] }) }),
);

/** What each referrer's purchases added up to (only purchases that named a referrer). */
export const referrerTotal = onchainTable(
  'referrer_total',
  (t) => ({
    chainId: t.integer().notNull(),
    referrer: t.hex().notNull(),
    purchases: t.integer().notNull(),
    tokens: t.bigint().notNull(),
    rewards: t.bigint().notNull(),
  }),
  (table) => ({ pk: primaryKey({ columns: [table.chainId, table.referrer] }) }),
);

/** ECO balances from Transfer events: the holders. */
export const holder = onchainTable(
  'holder',
  (t) => ({
    chainId: t.integer().notNull(),
    address: t.hex().notNull(),
    balance: t.bigint().notNull(),
  }),
  (table) => ({ pk: primaryKey({ columns: [table.chainId, table.address] }) }),
);

/** Chain-wide counters: transfers seen, ETH withdrawn to the fund wallet. */
export const tokenStats = onchainTable('token_stats', (t) => ({
  chainId: t.integer().primaryKey(),
  transfers: t.integer().notNull(),
  withdrawn: t.bigint().notNull(),
}));

/**
 * One owner change of ECO (an audited event), with the sender and recipient of the transaction
 * that made it: `to` is ECO when the owner or the sale guardian called it directly, the owner
 * timelock when it ran a scheduled call. Arguments are kept as JSON, numbers as decimal strings.
 */
export const ownerEvent = onchainTable(
  'owner_event',
  (t) => ({
    id: t.text().primaryKey(),
    chainId: t.integer().notNull(),
    eventName: t.text().notNull(),
    args: t.json().$type<Record<string, string | boolean | number>>().notNull(),
    sender: t.hex().notNull(),
    to: t.hex(),
    blockNumber: t.bigint().notNull(),
    timestamp: t.bigint().notNull(),
    transactionHash: t.hex().notNull(),
    logIndex: t.integer().notNull(),
  }),
  (table) => ({ chainIndex: index().on(table.chainId, table.blockNumber) }),
);

/**
 * One call the owner timelock was asked to make, from CallScheduled (and CallSalt) to
 * CallExecuted or Cancelled. `readyAt` is what the timelock stores: the scheduling block's time
 * plus the delay.
 */
export const timelockOperation = onchainTable(
  'timelock_operation',
  (t) => ({
    chainId: t.integer().notNull(),
    timelock: t.hex().notNull(),
    callId: t.hex().notNull(),
    target: t.hex().notNull(),
    value: t.bigint().notNull(),
    data: t.hex().notNull(),
    predecessor: t.hex().notNull(),
    salt: t.hex().notNull(),
    delay: t.bigint().notNull(),
    readyAt: t.bigint().notNull(),
    status: t.text().$type<'pending' | 'executed' | 'cancelled'>().notNull(),
    scheduledBlock: t.bigint().notNull(),
    scheduledTimestamp: t.bigint().notNull(),
    scheduledLogIndex: t.integer().notNull(),
    scheduledTx: t.hex().notNull(),
    scheduledBy: t.hex().notNull(),
    settledBlock: t.bigint(),
    settledTimestamp: t.bigint(),
    settledLogIndex: t.integer(),
    settledTx: t.hex(),
    settledBy: t.hex(),
  }),
  (table) => ({ pk: primaryKey({ columns: [table.chainId, table.timelock, table.callId] }) }),
);

/** Who holds a role of the owner timelock (RoleGranted / RoleRevoked). */
export const timelockRole = onchainTable(
  'timelock_role',
  (t) => ({
    chainId: t.integer().notNull(),
    timelock: t.hex().notNull(),
    role: t.hex().notNull(),
    account: t.hex().notNull(),
    granted: t.boolean().notNull(),
    blockNumber: t.bigint().notNull(),
  }),
  (table) => ({
    pk: primaryKey({ columns: [table.chainId, table.timelock, table.role, table.account] }),
  }),
);

/** ECO a founder's vesting wallet released to its beneficiary. */
export const vestingRelease = onchainTable('vesting_release', (t) => ({
  id: t.text().primaryKey(),
  chainId: t.integer().notNull(),
  vestingWallet: t.hex().notNull(),
  amount: t.bigint().notNull(),
  blockNumber: t.bigint().notNull(),
  timestamp: t.bigint().notNull(),
  transactionHash: t.hex().notNull(),
}));
