// What the indexer's read API (apps/indexer/src/api/index.ts) answers, as JSON on the wire:
// whole numbers that can exceed 2^53 (wei, ECO in 18 decimals, block numbers) as decimal
// strings; addresses and hashes in lower case. Shared by the site and the API, which read it.
// The answers a page reconciles or computes from are zod schemas too: the site parses them, so a
// malformed answer is an error the page shows, never a wrong figure.
import { z } from 'zod';

type Hex = `0x${string}`;
/** A bigint as a decimal string. */
type Decimal = string;

/** How far the indexer has read the chain: every answer carries it. */
export interface IndexedBlock {
  number: number;
  /** Seconds since the epoch. */
  timestamp: number;
}

const indexedBlockSchema = z.object({
  number: z.number().int().nonnegative(),
  timestamp: z.number().int().nonnegative(),
}) satisfies z.ZodType<IndexedBlock>;

/** A whole number of base units (wei, ECO's 18 decimals, USDC's 6) as a decimal string. */
const units = z.string().regex(/^\d{1,78}$/, 'a whole number of base units');
const tally = z.number().int().nonnegative();
/** A UTC day, a real date written YYYY-MM-DD (2025-02-30 is none). */
export const isoDaySchema = z.iso.date('a real date written YYYY-MM-DD');

interface ChainAnswer {
  chainId: number;
  indexed: IndexedBlock;
}

/** What every answer of a chain starts with: the chain, and how far the indexer has read it. */
const chainAnswerSchema = z.object({
  chainId: z.number().int(),
  indexed: indexedBlockSchema,
}) satisfies z.ZodType<ChainAnswer>;

/**
 * Every list the indexer answers is paged: `?limit=` rows at most (1 to `max`, `fallback` when
 * absent; a list may say otherwise), and `?cursor=` the `nextCursor` of the page before.
 */
export const INDEXER_PAGE = { fallback: 100, max: 1_000 } as const;

/** A page of a list: `nextCursor` asks for the rows after it; null when there are no more. */
export interface Paged {
  nextCursor: string | null;
}

/** A block of the history: where a sale stage's state changed, or an event happened. */
interface AtBlock {
  blockNumber: Decimal;
  /** Seconds since the epoch. */
  timestamp: Decimal;
}

/** Where the chain recorded an event: its block and its transaction. */
interface InTransaction extends AtBlock {
  transactionHash: Hex;
}

/** An event's place in the history: its block, its transaction and its position in the block. */
interface Logged extends InTransaction {
  logIndex: number;
}

/** One TokensPurchased event, and where the purchase stands since (docs/decisions/0032). */
export interface IndexedPurchase extends Logged {
  buyer: Hex;
  stage: number;
  /** Its number in its stage: what withdrawPurchase and claimRefund name. */
  index: Decimal;
  /** 0 ETH (cost in wei), 1 USDC (cost in USDC's base units). */
  asset: number;
  amount: Decimal;
  cost: Decimal;
  referrer: Hex;
  /** Reserved for the referrer; minted once the purchase is released, never if it is returned. */
  reward: Decimal;
  /** Seconds since the epoch until which the buyer may withdraw (the block time: no right). */
  withdrawableUntil: Decimal;
  status: 'held' | 'released' | 'withdrawn' | 'refunded';
  /** The withdrawal's or refund's transaction and time; null while the purchase stands. */
  returnedTx: Hex | null;
  returnedTimestamp: Decimal | null;
}

/** GET /chains/:chainId/accounts/:address/purchases: the account's purchases, newest first. */
export interface IndexerPurchasesAnswer extends ChainAnswer, Paged {
  account: Hex;
  purchases: IndexedPurchase[];
  /** Over every purchase of the account, not only this page's; amounts of those still standing. */
  totals: { purchases: number; amount: Decimal; cost: Decimal; costUsdc: Decimal };
}

/**
 * GET /chains/:chainId/accounts/:address/rewards: the purchases that paid the account a referral
 * reward, newest first.
 */
export interface IndexerRewardsAnswer extends ChainAnswer, Paged {
  account: Hex;
  rewards: IndexedPurchase[];
  /**
   * Over every purchase that names the account, not only this page's: rewards reserved by those
   * still standing, and those already paid.
   */
  totals: { purchases: number; rewards: Decimal; rewardsPaid: Decimal };
}

export interface IndexedReferrerTotals {
  referrer: Hex;
  purchases: number;
  tokens: Decimal;
  rewards: Decimal;
  rewardsPaid: Decimal;
}

/** GET /chains/:chainId/referrers: every referrer, most rewarded first. */
export interface IndexerReferrersAnswer extends ChainAnswer, Paged {
  referrers: IndexedReferrerTotals[];
}

/** GET /chains/:chainId/referrers/:address (zeros when nobody named it). */
export type IndexerReferrerAnswer = ChainAnswer & IndexedReferrerTotals;

const stageFigures = {
  purchases: tally,
  tokens: units,
  /** Wei paid by ETH purchases, and USDC base units by USDC purchases (returned ones too). */
  raised: units,
  raisedUsdc: units,
  rewards: units,
  /** ECO the owner minted into the stage's allocation. */
  ownerMinted: units,
  /** Purchases withdrawn or refunded (withdrawals + refunds), and what they bought and were paid back. */
  returnedPurchases: tally,
  returnedTokens: units,
  /** The referral rewards the returned purchases had reserved, dropped with them. */
  returnedRewards: units,
  returnedEth: units,
  returnedUsdc: units,
  /** How many purchases were withdrawn, resp. refunded. */
  withdrawals: tally,
  refunds: tally,
  withdrawalTokens: units,
  withdrawalEth: units,
  withdrawalUsdc: units,
  refundTokens: units,
  refundEth: units,
  refundUsdc: units,
  /**
   * tokens + rewards + ownerMinted − withdrawn and refunded tokens − their reserved rewards: what
   * the contract's soldIn(stage) should answer (in total: summed over the stages).
   */
  sold: units,
  /** Wallets that bought, and those of them with a purchase neither withdrawn nor refunded. */
  buyers: tally,
  standingBuyers: tally,
};

/** One stage's figures in GET /chains/:chainId/sale. */
export const indexedStageTotalsSchema = z.object({
  stage: z.number().int().min(0).max(2),
  ...stageFigures,
});
export type IndexedStageTotals = z.infer<typeof indexedStageTotalsSchema>;

/**
 * GET /chains/:chainId/sale: per stage and in total. The stages' rows and `indexed` come from one
 * statement, so the contract read at `indexed.number` is comparable figure for figure. `buyers`
 * and `standingBuyers` in total count a wallet once however many stages it bought in.
 */
export const indexerSaleAnswerSchema = chainAnswerSchema.extend({
  stages: z.array(indexedStageTotalsSchema).max(3),
  ...stageFigures,
  holders: tally,
  transfers: tally,
  /** Wei and USDC units withdrawn to the fund wallet. */
  withdrawn: units,
  withdrawnUsdc: units,
});
export type IndexerSaleAnswer = z.infer<typeof indexerSaleAnswerSchema>;

/**
 * GET /chains/:chainId/eco-transactions?from=YYYY-MM-DD&to=YYYY-MM-DD (or ?days=N: the N UTC days
 * up to the indexed block's): the transactions in which ECO emitted an event, each counted once,
 * over the period (UTC days, both included; `from` null: since the first), and in all since the
 * first (`total`, on `firstDay`).
 */
export const indexerEcoTransactionsAnswerSchema = chainAnswerSchema.extend({
  from: isoDaySchema.nullable(),
  to: isoDaySchema,
  transactions: tally,
  total: tally,
  firstDay: isoDaySchema.nullable(),
});
export type IndexerEcoTransactionsAnswer = z.infer<typeof indexerEcoTransactionsAnswerSchema>;

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
export interface IndexerTimelockOperationsAnswer extends ChainAnswer, Paged {
  operations: IndexedTimelockOperation[];
}

/** One owner change of ECO; `args` as the event names them, numbers as decimal strings. */
export interface IndexedOwnerEvent extends Logged {
  eventName: string;
  args: Record<string, string | boolean | number>;
  /** Who sent the transaction. */
  sender: Hex;
  /** What it was sent to: ECO for a direct call, the owner timelock for a scheduled one. */
  to: Hex;
}

/**
 * GET /chains/:chainId/owner-log: ECO's owner changes, newest first (the timelock's calls are
 * GET /chains/:chainId/timelock/operations).
 */
export interface IndexerOwnerLogAnswer extends ChainAnswer, Paged {
  events: IndexedOwnerEvent[];
}

/** One Donated event of EcoDonations. */
export interface IndexedDonation extends Logged {
  campaignId: number;
  donor: Hex;
  /** Wei. */
  amount: Decimal;
  /** The donor's own words, as the event carries them (at most 140 bytes). */
  memo: string;
}

export interface IndexedCampaignTotals {
  campaignId: number;
  /** The wallet donations go to now (the latest CampaignRegistered/CampaignWalletUpdated). */
  wallet: Hex;
  active: boolean;
  donations: number;
  donors: number;
  /** Wei raised through EcoDonations. */
  raised: Decimal;
}

/** GET /chains/:chainId/campaigns: every registered campaign, by id. */
export interface IndexerCampaignsAnswer extends ChainAnswer, Paged {
  campaigns: IndexedCampaignTotals[];
}

/**
 * GET /chains/:chainId/campaigns/:campaignId?limit=1..100 (default 10): the campaign's totals and
 * its latest donations, newest first. 404 when the campaign is not registered.
 */
export interface IndexerCampaignAnswer extends ChainAnswer, Paged {
  campaign: IndexedCampaignTotals;
  donations: IndexedDonation[];
}

/** GET /chains/:chainId/accounts/:address/donations: the account's donations, newest first. */
export interface IndexerDonationsAnswer extends ChainAnswer, Paged {
  account: Hex;
  donations: IndexedDonation[];
}

/** One ether movement into or out of the fund wallet, or the gas it paid. */
export interface IndexedFundFlow extends InTransaction {
  /**
   * `in`: ether the wallet received (a withdrawal from ECO, a plain transfer, an internal call);
   * `out`: ether it sent (as a transaction's value or from inside a call);
   * `fee`: the gas a transaction it sent paid (gasUsed x effectiveGasPrice), value 0 flows too.
   */
  direction: 'in' | 'out' | 'fee';
  /** The other side: the sender of an inflow, the recipient of an outflow, null for a fee. */
  counterparty: Hex | null;
  /** Wei. */
  amount: Decimal;
  /** True when the inflow is ECO's `withdraw` (a Withdrawn event in the same transaction). */
  withdrawal: boolean;
  /** Order within the chain: block number, then transaction index, then trace position. */
  order: string;
}

/**
 * GET /chains/:chainId/fund-wallet: the fund wallet's ether since ECO's deployment block.
 * `openingBalance` is its balance at the block before ECO's deployment; `opening + in - out - fee`
 * is what its balance should be at `indexed.number` (the site compares it with the chain).
 */
export interface IndexerFundWalletAnswer extends ChainAnswer, Paged {
  wallet: Hex;
  openingBlock: Decimal;
  openingBalance: Decimal;
  totals: { in: Decimal; out: Decimal; fee: Decimal; withdrawn: Decimal };
  /** The flows, newest first (a page; `totals` count every flow). */
  flows: IndexedFundFlow[];
}

/** A wallet a campaign's donations went to from the event that set it. */
export interface IndexedCampaignWallet extends Logged {
  campaignId: number;
  wallet: Hex;
  /** Where in its block the wallet was set, with `logIndex`. */
  transactionIndex: number;
}

/**
 * GET /chains/:chainId/campaign-wallets: every wallet each campaign was registered with or moved
 * to (CampaignRegistered, CampaignWalletUpdated), oldest first.
 */
export interface IndexerCampaignWalletsAnswer extends ChainAnswer, Paged {
  wallets: IndexedCampaignWallet[];
}

/** One LedgerPublished event of a CarbonLedgerRegistry (the ledger's or the outflow tags'). */
export interface IndexedLedgerVersion extends InTransaction {
  version: number;
  ledgerHash: Hex;
  publisher: Hex;
  uri: string;
}

/**
 * GET /chains/:chainId/ledger and /chains/:chainId/outflow-tags: every version published on the
 * carbon ledger's, resp. the outflow tags', registry, newest first.
 */
export interface IndexerLedgerAnswer extends ChainAnswer, Paged {
  registry: Hex;
  versions: IndexedLedgerVersion[];
}

/**
 * One sale stage as the contract's isSaleOpen(stage) would answer at the indexed block: its
 * schedule (SaleScheduleUpdated), its hand-set flag (SaleOpenUpdated), and the blocks where it
 * last opened and closed. A scheduled opening has no event: the indexer finds the first block
 * whose time reached `opensAt`.
 */
export interface IndexedSaleStage {
  /** 0 partners, 1 private, 2 public. */
  stage: number;
  /** Opened by hand (setSaleOpen). */
  openByHand: boolean;
  /** Seconds since the epoch when the stage opens by itself; null: by hand only. */
  opensAt: Decimal | null;
  /** Seconds since the epoch when the stage closes by itself; null: by hand only. */
  closesAt: Decimal | null;
  /** Whether a purchase in this stage would be accepted at `indexed`'s block time. */
  open: boolean;
  /**
   * When the current open period began (open), or the last one (closed); null while the stage
   * has never been open, or its opening is not recorded yet (see the indexer's README).
   */
  openedAt: (AtBlock & { by: 'hand' | 'schedule' }) | null;
  /** When the last open period ended; null while open or never opened. */
  closedAt: AtBlock | null;
}

/** GET /chains/:chainId/stages: the three sale stages, in the contract's order (not paged). */
export interface IndexerStagesAnswer extends ChainAnswer {
  stages: IndexedSaleStage[];
}
