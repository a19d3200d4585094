// The indexer's tables: ECO's history as the site shows it. Every row carries its chain id, so
// one indexer serves every chain ECO is deployed on. Ponder rolls these rows back on a reorg.
import {
  index,
  onchainTable,
  primaryKey,
  type PgColumnBuilderBase,
  type PgColumnsBuilders,
} from 'ponder';

/**
 * A table with one row per chain and `key` (a stage, an address, ...): its first column is the
 * chain id, and the chain id with `key`'s columns is its primary key.
 */
const perChainTable = <
  Name extends string,
  Columns extends Record<string, PgColumnBuilderBase>,
  Key extends keyof Columns & string,
>(
  name: Name,
  key: Key[],
  columns: (t: PgColumnsBuilders) => Columns,
) =>
  onchainTable(
    // Ponder refuses an empty name by its type, which a name still generic cannot show it passes.
    name as Name extends '' ? never : Name,
    (t) => ({ chainId: t.integer().notNull(), ...columns(t) }),
    (table) => ({
      pk: primaryKey({ columns: [table.chainId, ...key.map((column) => table[column])] }),
    }),
  );

/** Where an event happened: its block, the block's time and its transaction. */
const eventColumns = (t: PgColumnsBuilders) => ({
  blockNumber: t.bigint().notNull(),
  timestamp: t.bigint().notNull(),
  transactionHash: t.hex().notNull(),
});

/** Where a purchase stands, as ECO's PurchaseStatus names it (docs/decisions/0032). */
export type PurchaseStatus = 'held' | 'released' | 'withdrawn' | 'refunded';

/**
 * One TokensPurchased event: a sale-stage purchase, with its referrer and reserved reward, its
 * number in its stage, the asset it was paid in (0 ETH, 1 USDC) and its withdrawal deadline; and
 * where it stands since: held, released (PurchasesReleased), or withdrawn or refunded
 * (PurchaseReturned, whose transaction and time are kept).
 */
export const purchase = onchainTable(
  'purchase',
  (t) => ({
    id: t.text().primaryKey(),
    chainId: t.integer().notNull(),
    buyer: t.hex().notNull(),
    stage: t.integer().notNull(),
    index: t.bigint().notNull(),
    asset: t.integer().notNull(),
    amount: t.bigint().notNull(),
    cost: t.bigint().notNull(),
    referrer: t.hex().notNull(),
    reward: t.bigint().notNull(),
    withdrawableUntil: t.bigint().notNull(),
    status: t.text().$type<PurchaseStatus>().notNull(),
    returnedTx: t.hex(),
    returnedTimestamp: t.bigint(),
    ...eventColumns(t),
    logIndex: t.integer().notNull(),
  }),
  (table) => ({
    buyerIndex: index().on(table.chainId, table.buyer),
    referrerIndex: index().on(table.chainId, table.referrer),
    numberIndex: index().on(table.chainId, table.stage, table.index),
  }),
);

/**
 * Sums per sale stage, kept as purchases arrive so the team's totals and the offer's results
 * (MiCA Art. 10, /sale/results) are one row read. What the contract counts as sold in a stage is
 * `tokens + rewards + ownerMinted − withdrawalTokens − refundTokens − returnedRewards`.
 */
export const stageTotal = perChainTable('stage_total', ['stage'], (t) => ({
  stage: t.integer().notNull(),
  purchases: t.integer().notNull(),
  tokens: t.bigint().notNull(),
  /** Wei paid by the stage's ETH purchases. */
  raised: t.bigint().notNull(),
  /** USDC base units paid by its USDC purchases. */
  raisedUsdc: t.bigint().notNull(),
  /** Referral rewards reserved by its purchases (minted when each is released). */
  rewards: t.bigint().notNull(),
  /** ECO the owner minted against the stage's allocation (OwnerMinted). */
  ownerMinted: t.bigint().notNull(),
  /**
   * Wallets that bought in the stage, and those of them with a purchase neither withdrawn nor
   * refunded: counted as stageBuyer rows appear and change, so no answer scans the buyers.
   */
  buyers: t.integer().notNull(),
  standingBuyers: t.integer().notNull(),
  /** Purchases withdrawn within their window (MiCA Art. 13), and what they bought and paid. */
  withdrawals: t.integer().notNull(),
  withdrawalTokens: t.bigint().notNull(),
  withdrawalEth: t.bigint().notNull(),
  withdrawalUsdc: t.bigint().notNull(),
  /** Purchases refunded (a cancelled stage, a missed minimum raise), the same way. */
  refunds: t.integer().notNull(),
  refundTokens: t.bigint().notNull(),
  refundEth: t.bigint().notNull(),
  refundUsdc: t.bigint().notNull(),
  /** Referral rewards the withdrawn and refunded purchases had reserved (never minted). */
  returnedRewards: t.bigint().notNull(),
}));

/**
 * A wallet's purchases in one stage: every one, and those still standing (neither withdrawn nor
 * refunded). Its first purchase counts a buyer of the stage; its standing count going from 0 to 1
 * and back moves the stage's standing buyers.
 */
export const stageBuyer = perChainTable('stage_buyer', ['stage', 'address'], (t) => ({
  stage: t.integer().notNull(),
  address: t.hex().notNull(),
  purchases: t.integer().notNull(),
  standing: t.integer().notNull(),
}));

/** A wallet that bought at least once, so "how many buyers" is a count, not a scan. */
export const buyer = perChainTable('buyer', ['address'], (t) => ({
  address: t.hex().notNull(),
  purchases: t.integer().notNull(),
  /** Its purchases neither withdrawn nor refunded (in every stage). */
  standing: t.integer().notNull(),
  /** ECO bought, wei and USDC spent, by purchases still standing (a return takes its share back). */
  tokens: t.bigint().notNull(),
  spent: t.bigint().notNull(),
  spentUsdc: t.bigint().notNull(),
}));

/**
 * What each referrer's purchases added up to (only purchases that named a referrer): `rewards`
 * reserved by purchases still standing, `rewardsPaid` minted once they were released.
 */
export const referrerTotal = perChainTable('referrer_total', ['referrer'], (t) => ({
  referrer: t.hex().notNull(),
  purchases: t.integer().notNull(),
  tokens: t.bigint().notNull(),
  rewards: t.bigint().notNull(),
  rewardsPaid: t.bigint().notNull(),
}));

/** ECO balances from Transfer events: the holders. */
export const holder = perChainTable('holder', ['address'], (t) => ({
  address: t.hex().notNull(),
  balance: t.bigint().notNull(),
}));

/**
 * Chain-wide counters: transfers seen, ETH and USDC withdrawn to the fund wallet, and the wallets
 * that bought in any stage (`buyers`) and still hold a purchase standing (`standingBuyers`),
 * each counted once however many stages it bought in.
 */
export const tokenStats = onchainTable('token_stats', (t) => ({
  chainId: t.integer().primaryKey(),
  transfers: t.integer().notNull(),
  buyers: t.integer().notNull(),
  standingBuyers: t.integer().notNull(),
  withdrawn: t.bigint().notNull(),
  withdrawnUsdc: t.bigint().notNull(),
}));

/**
 * A transaction in which ECO emitted at least one event (a transfer, a purchase, a return, an
 * approval, an owner change, ...): only its hash, kept so that a transaction that emits several
 * events counts once in its day (ecoTransactionDay, what the read API sums for ECO's share of the
 * network's footprint, the site's white paper, Part J).
 */
export const ecoTransaction = perChainTable('eco_transaction', ['transactionHash'], (t) => ({
  transactionHash: t.hex().notNull(),
}));

/** ECO's transactions per UTC day, so "how many in [from, to]" sums a row per day, not per transaction. */
export const ecoTransactionDay = perChainTable('eco_transaction_day', ['day'], (t) => ({
  /** Days since 1970-01-01 (UTC). */
  day: t.integer().notNull(),
  transactions: t.integer().notNull(),
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
    ...eventColumns(t),
    logIndex: t.integer().notNull(),
  }),
  (table) => ({ chainIndex: index().on(table.chainId, table.blockNumber) }),
);

/**
 * One call the owner timelock was asked to make, from CallScheduled (and CallSalt) to
 * CallExecuted or Cancelled. `readyAt` is what the timelock stores: the scheduling block's time
 * plus the delay.
 */
export const timelockOperation = perChainTable(
  'timelock_operation',
  ['timelock', 'callId'],
  (t) => ({
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
);

/** Who holds a role of the owner timelock (RoleGranted / RoleRevoked). */
export const timelockRole = perChainTable(
  'timelock_role',
  ['timelock', 'role', 'account'],
  (t) => ({
    timelock: t.hex().notNull(),
    role: t.hex().notNull(),
    account: t.hex().notNull(),
    granted: t.boolean().notNull(),
    blockNumber: t.bigint().notNull(),
  }),
);

/** ECO a founder's vesting wallet released to its beneficiary. */
export const vestingRelease = onchainTable('vesting_release', (t) => ({
  id: t.text().primaryKey(),
  chainId: t.integer().notNull(),
  vestingWallet: t.hex().notNull(),
  amount: t.bigint().notNull(),
  ...eventColumns(t),
}));

/** One Donated event of EcoDonations: the ether reached the campaign's wallet in the same call. */
export const donation = onchainTable(
  'donation',
  (t) => ({
    id: t.text().primaryKey(),
    chainId: t.integer().notNull(),
    // uint256 on the chain, kept whole here (the read API's JSON numbers are exact below 2^53).
    campaignId: t.bigint().notNull(),
    donor: t.hex().notNull(),
    amount: t.bigint().notNull(),
    memo: t.text().notNull(),
    ...eventColumns(t),
    logIndex: t.integer().notNull(),
  }),
  (table) => ({
    campaignIndex: index().on(table.chainId, table.campaignId, table.blockNumber),
    donorIndex: index().on(table.chainId, table.donor, table.blockNumber),
  }),
);

/**
 * A registered campaign: where its donations go now and what it raised, kept as events arrive
 * so the campaigns page is one read.
 */
export const campaign = perChainTable('campaign', ['campaignId'], (t) => ({
  campaignId: t.bigint().notNull(),
  wallet: t.hex().notNull(),
  active: t.boolean().notNull(),
  donations: t.integer().notNull(),
  donors: t.integer().notNull(),
  raised: t.bigint().notNull(),
}));

/**
 * Every wallet a campaign's donations were sent to, from the event that set it
 * (CampaignRegistered, CampaignWalletUpdated): the site checks a fund wallet payment tagged to a
 * campaign against the wallet registered when it was paid, which `campaign.wallet` (the current
 * one) cannot say once it changed.
 */
export const campaignWallet = onchainTable(
  'campaign_wallet',
  (t) => ({
    id: t.text().primaryKey(),
    chainId: t.integer().notNull(),
    campaignId: t.bigint().notNull(),
    wallet: t.hex().notNull(),
    ...eventColumns(t),
    /** Where in the block: a payment in the same block is before or after it by these. */
    transactionIndex: t.integer().notNull(),
    logIndex: t.integer().notNull(),
  }),
  (table) => ({ chainIndex: index().on(table.chainId, table.blockNumber) }),
);

/** Who gave to a campaign, so "how many donors" counts each address once. */
export const campaignDonor = perChainTable('campaign_donor', ['campaignId', 'donor'], (t) => ({
  campaignId: t.bigint().notNull(),
  donor: t.hex().notNull(),
  donations: t.integer().notNull(),
  amount: t.bigint().notNull(),
}));

/**
 * One LedgerPublished event of a CarbonLedgerRegistry: the carbon ledger's, or the fund wallet's
 * outflow tags' (`registry` tells them apart).
 */
export const ledgerVersion = perChainTable('ledger_version', ['registry', 'version'], (t) => ({
  registry: t.hex().notNull(),
  version: t.bigint().notNull(),
  ledgerHash: t.hex().notNull(),
  publisher: t.hex().notNull(),
  uri: t.text().notNull(),
  ...eventColumns(t),
}));

/**
 * What ECO's Withdrawn events of a transaction announced to each wallet and its transfers have not
 * carried yet: an inflow of the fund wallet is a withdrawal only when its transaction withdrew that
 * ether to it (ECO also sends ether back to a buyer who overpaid).
 */
export const ecoWithdrawal = perChainTable('eco_withdrawal', ['transactionHash', 'to'], (t) => ({
  transactionHash: t.hex().notNull(),
  to: t.hex().notNull(),
  amount: t.bigint().notNull(),
}));

/**
 * The fund wallet of each chain: its balance the block before ECO's deployment, what moved since,
 * and the nonce bookkeeping that finds the gas of its reverted transactions (src/fund-wallet.ts).
 */
export const fundWallet = onchainTable('fund_wallet', (t) => ({
  chainId: t.integer().primaryKey(),
  wallet: t.hex().notNull(),
  openingBlock: t.bigint().notNull(),
  openingBalance: t.bigint().notNull(),
  totalIn: t.bigint().notNull(),
  totalOut: t.bigint().notNull(),
  totalFee: t.bigint().notNull(),
  totalWithdrawn: t.bigint().notNull(),
  /** The nonce of the next transaction of the wallet not accounted for yet. */
  nonce: t.bigint().notNull(),
  /** The first block that transaction can be in. */
  searchFrom: t.bigint().notNull(),
}));

/** One ether movement into or out of the fund wallet, or the gas one of its transactions paid. */
export const fundFlow = onchainTable(
  'fund_flow',
  (t) => ({
    id: t.text().primaryKey(),
    chainId: t.integer().notNull(),
    /** Block, transaction index, position in the transaction: sorts as the chain does. */
    order: t.text().notNull(),
    direction: t.text().$type<'in' | 'out' | 'fee'>().notNull(),
    counterparty: t.hex(),
    amount: t.bigint().notNull(),
    withdrawal: t.boolean().notNull(),
    ...eventColumns(t),
  }),
  (table) => ({ orderIndex: index().on(table.chainId, table.order) }),
);

/**
 * A sale stage as ECO's isSaleOpen(stage) answers it: the hand-set flag (SaleOpenUpdated), the
 * schedule (SaleScheduleUpdated) and whether it was open at `updatedBlock`, with the blocks where
 * it last opened and closed (src/sale-stages.ts). A scheduled opening or closing has no event:
 * it is the first block whose time reached `opensAt` / `closesAt`. A stage without any event
 * has no row: closed, no schedule.
 */
export const saleStage = perChainTable('sale_stage', ['stage'], (t) => ({
  stage: t.integer().notNull(),
  openByHand: t.boolean().notNull(),
  /** Seconds since the epoch; 0: by hand only (as the contract stores it). */
  opensAt: t.bigint().notNull(),
  closesAt: t.bigint().notNull(),
  /** Whether the stage was open at the end of `updatedBlock`. */
  open: t.boolean().notNull(),
  /** The block this row was last brought up to date at (an event, or a time crossing). */
  updatedBlock: t.bigint().notNull(),
  updatedTimestamp: t.bigint().notNull(),
  /** Where the current (or, once closed, the last) open period began, and what opened it. */
  openedAtBlock: t.bigint(),
  openedAtTimestamp: t.bigint(),
  openedBy: t.text().$type<'hand' | 'schedule'>(),
  /** Where the last open period ended; null while open. */
  closedAtBlock: t.bigint(),
  closedAtTimestamp: t.bigint(),
}));

/**
 * How far the tables go on each chain: the checkpoint of the last block whose events are all in,
 * written at the end of every block from the head at start on (IndexedHead, src/index.ts).
 * Ponder's own `_ponder_checkpoint` can run ahead of the rows after a restart (src/api/index.ts
 * says when); this row cannot, because a restart rolls it back with them.
 */
export const indexedHead = onchainTable('indexed_head', (t) => ({
  chainId: t.integer().primaryKey(),
  /** Ponder's checkpoint of the block's end (its block event's id). */
  blockEnd: t.text().notNull(),
}));
