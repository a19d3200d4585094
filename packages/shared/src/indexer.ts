// What the indexer's read API (apps/indexer/src/api/index.ts) answers, as JSON on the wire:
// whole numbers that can exceed 2^53 (wei, ECO in 18 decimals, block numbers) as decimal
// strings; addresses and hashes in lower case. Shared by the site and the API, which read it.

type Hex = `0x${string}`;
/** A bigint as a decimal string. */
type Decimal = string;

/** How far the indexer has read the chain: every answer carries it. */
export interface IndexedBlock {
  number: number;
  /** Seconds since the epoch. */
  timestamp: number;
}

interface ChainAnswer {
  chainId: number;
  indexed: IndexedBlock;
}

/** One TokensPurchased event. */
export interface IndexedPurchase {
  transactionHash: Hex;
  blockNumber: Decimal;
  logIndex: number;
  /** Seconds since the epoch. */
  timestamp: Decimal;
  buyer: Hex;
  stage: number;
  amount: Decimal;
  cost: Decimal;
  referrer: Hex;
  reward: Decimal;
}

/** GET /chains/:chainId/accounts/:address/purchases */
export interface IndexerPurchasesAnswer extends ChainAnswer {
  account: Hex;
  /** The account's purchases, newest first. */
  purchases: IndexedPurchase[];
  /** Purchases that paid the account a referral reward, newest first. */
  rewards: IndexedPurchase[];
}

export interface IndexedReferrerTotals {
  referrer: Hex;
  purchases: number;
  tokens: Decimal;
  rewards: Decimal;
}

/** GET /chains/:chainId/referrers: every referrer, most rewarded first. */
export interface IndexerReferrersAnswer extends ChainAnswer {
  referrers: IndexedReferrerTotals[];
}

/** GET /chains/:chainId/referrers/:address (zeros when nobody named it). */
export type IndexerReferrerAnswer = ChainAnswer & IndexedReferrerTotals;

export interface IndexedStageTotals {
  stage: number;
  purchases: number;
  tokens: Decimal;
  raised: Decimal;
  rewards: Decimal;
  ownerMinted: Decimal;
  /** tokens + rewards + ownerMinted: what the contract's soldIn(stage) should answer. */
  sold: Decimal;
}

/** GET /chains/:chainId/sale */
export interface IndexerSaleAnswer extends ChainAnswer {
  stages: IndexedStageTotals[];
  purchases: number;
  tokens: Decimal;
  raised: Decimal;
  rewards: Decimal;
  buyers: number;
  holders: number;
  transfers: number;
  withdrawn: Decimal;
}

/** One call the owner timelock was asked to make. */
export interface IndexedTimelockOperation {
  id: Hex;
  timelock: Hex;
  target: Hex;
  value: Decimal;
  data: Hex;
  predecessor: Hex;
  salt: Hex;
  delay: Decimal;
  /** When it may run (seconds since the epoch), as the timelock stores it. */
  readyAt: Decimal;
  status: 'pending' | 'executed' | 'cancelled';
  scheduledBlock: Decimal;
  scheduledTimestamp: Decimal;
  scheduledLogIndex: number;
  scheduledTx: Hex;
  scheduledBy: Hex;
  settledBlock: Decimal | null;
  settledTimestamp: Decimal | null;
  settledLogIndex: number | null;
  settledTx: Hex | null;
  settledBy: Hex | null;
}

/** GET /chains/:chainId/timelock/operations, oldest first. */
export interface IndexerTimelockOperationsAnswer extends ChainAnswer {
  operations: IndexedTimelockOperation[];
}

/** One owner change of ECO; `args` as the event names them, numbers as decimal strings. */
export interface IndexedOwnerEvent {
  eventName: string;
  args: Record<string, string | boolean | number>;
  /** Who sent the transaction. */
  sender: Hex;
  /** What it was sent to: ECO for a direct call, the owner timelock for a scheduled one. */
  to: Hex;
  blockNumber: Decimal;
  timestamp: Decimal;
  transactionHash: Hex;
  logIndex: number;
}

/** GET /chains/:chainId/owner-log: events newest first, operations oldest first. */
export interface IndexerOwnerLogAnswer extends ChainAnswer {
  events: IndexedOwnerEvent[];
  operations: IndexedTimelockOperation[];
}

/** GET /chains/:chainId/timelock/roles: accounts holding a role now. */
export interface IndexerTimelockRolesAnswer extends ChainAnswer {
  roles: { timelock: Hex; role: Hex; account: Hex; blockNumber: Decimal }[];
}

/** A 4xx answer of the indexer. */
export interface IndexerProblem {
  error: string;
  message: string;
}
