// The indexer's read API: one GET per view of the site (and of the API's leaderboard), each
// answered from rows the indexing functions keep, with how far the indexer has read the chain
// (`indexed`), so a page can tell "history is catching up" from "nothing happened".
// Ponder adds /health, /ready, /status and /metrics, and CORS for any origin: everything here is
// public chain data. No SQL or GraphQL endpoint is opened.
import { Hono, type Context } from 'hono';
import { and, asc, count, desc, eq, gt, ne, or, replaceBigInts, sql } from 'ponder';
import { db } from 'ponder:api';
import {
  buyer,
  campaign,
  donation,
  fundFlow,
  fundWallet,
  holder,
  ledgerVersion,
  ownerEvent,
  purchase,
  referrerTotal,
  saleStage,
  stageTotal,
  timelockOperation,
  timelockRole,
  tokenStats,
  vestingRelease,
} from 'ponder:schema';
import { findEcoDeployment } from '@eco/contracts';
import type { IndexedBlock } from '@eco/shared';
import { getAddress, isAddress, zeroAddress, type Address } from 'viem';
import { parseIndexerEnv } from '../../lib/env';
import { openAt } from '../sale-stages';
import { decodeIndexedBlock } from './checkpoint';

const app = new Hono();

/** Whether the indexer follows the fund wallet's ether (INDEXER_FUND_WALLET, lib/env.ts). */
const followsFundWallet = parseIndexerEnv(process.env).fundWallet;

/** Why a request cannot be answered, as JSON with a message a person can read. */
function problem(c: Context, status: 400 | 404, error: string, message: string) {
  return c.json({ error, message }, status);
}

/** How far the indexer has read each chain, by chain id. */
async function indexedBlocks(): Promise<Map<number, IndexedBlock>> {
  // Both of Ponder's drivers (PGlite, node-postgres) answer raw SQL as { rows }.
  const { rows } = (await db.execute(
    sql`select chain_id, latest_checkpoint from _ponder_checkpoint`,
  )) as unknown as { rows: { chain_id: string | number; latest_checkpoint: string }[] };
  return new Map(
    rows.map((row) => [Number(row.chain_id), decodeIndexedBlock(row.latest_checkpoint)]),
  );
}

/**
 * The chain id in the path, when the indexer reads that chain; else the answer to send.
 * The checkpoint row appears once the chain's first block range is read.
 */
async function chainOf(c: Context): Promise<Chain | Response> {
  const raw = c.req.param('chainId') ?? '';
  const chainId = /^\d{1,12}$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isSafeInteger(chainId)) {
    return problem(c, 400, 'bad_chain_id', 'The chain id must be a whole number, like 1.');
  }
  const indexed = (await indexedBlocks()).get(chainId);
  if (!indexed) {
    return problem(c, 404, 'unknown_chain', `This indexer does not read chain ${chainId}.`);
  }
  return { chainId, indexed };
}

function addressOf(c: Context): Address | Response {
  const raw = c.req.param('address') ?? '';
  if (!isAddress(raw, { strict: false })) {
    return problem(c, 400, 'bad_address', 'The address must be 0x followed by 40 hex digits.');
  }
  return getAddress(raw);
}

/**
 * `?limit=` as a whole number from 1 to `max` (`fallback` when absent), or the 400 to send: no
 * request can make an answer grow without bound, however many rows the chain gave it.
 */
function limitOf(c: Context, fallback: number, max: number): number | Response {
  const raw = c.req.query('limit') ?? String(fallback);
  const limit = /^\d{1,4}$/.test(raw) ? Number(raw) : NaN;
  if (!(limit >= 1 && limit <= max)) {
    return problem(c, 400, 'bad_limit', `The limit must be a whole number from 1 to ${max}.`);
  }
  return limit;
}

type Chain = { chainId: number; indexed: IndexedBlock };

/** A row as the answer shows it: without the chain id the path names, nor the row's own key. */
function wire<Row extends { chainId: number; id?: string }>({ chainId: _c, id: _i, ...row }: Row) {
  return row;
}

/**
 * GET `/chains/:chainId${path}`: the handler runs for a chain the indexer reads and its fields
 * follow `chainId` and `indexed` (which it may replace), as JSON with every bigint as a decimal
 * string; history changes every block, so never cached.
 */
function chainGet(
  path: string,
  handler: (c: Context, chain: Chain) => Promise<Record<string, unknown> | Response>,
) {
  app.get(`/chains/:chainId${path}`, async (c) => {
    const chain = await chainOf(c);
    if (chain instanceof Response) return chain;
    const body = await handler(c, chain);
    if (body instanceof Response) return body;
    c.header('Cache-Control', 'no-store');
    const json = replaceBigInts({ ...chain, ...body }, (value) => value.toString());
    return c.json(json as Record<string, unknown>);
  });
}

/** The latest checkpoint of `chainId`, read in the same statement as the rows beside it. */
const checkpointOf = (id: number) =>
  sql<string | null>`(select latest_checkpoint from _ponder_checkpoint where chain_id = ${id})`;

// How far the indexer has read the chain, and nothing else.
chainGet('', () => Promise.resolve({}));

// The portfolio: the account's purchases, and the purchases that paid it a referral reward.
chainGet('/accounts/:address/purchases', async (c, chain) => {
  const account = addressOf(c);
  if (account instanceof Response) return account;
  const rows = await db
    .select()
    .from(purchase)
    .where(
      and(
        eq(purchase.chainId, chain.chainId),
        or(
          eq(purchase.buyer, account),
          and(eq(purchase.referrer, account), gt(purchase.reward, 0n)),
        ),
      ),
    )
    .orderBy(desc(purchase.blockNumber), desc(purchase.logIndex));
  const same = (a: Address) => a.toLowerCase() === account.toLowerCase();
  return {
    account,
    purchases: rows.filter((p) => same(p.buyer)).map(wire),
    rewards: rows.filter((p) => same(p.referrer) && p.reward > 0n).map(wire),
  };
});

/** Most rows one leaderboard answer holds: every answer stays small however many referrers. */
const MAX_REFERRERS = 1_000;

// The referrers with the most rewards (then ECO, purchases, address): the team's leaderboard.
// `?limit=` (1 to 1,000, default 100) bounds the answer.
chainGet('/referrers', async (c, chain) => {
  const limit = limitOf(c, 100, MAX_REFERRERS);
  if (limit instanceof Response) return limit;
  const rows = await db
    .select()
    .from(referrerTotal)
    .where(eq(referrerTotal.chainId, chain.chainId))
    .orderBy(
      desc(referrerTotal.rewards),
      desc(referrerTotal.tokens),
      desc(referrerTotal.purchases),
      asc(referrerTotal.referrer),
    )
    .limit(limit);
  return { referrers: rows.map(wire) };
});

// One referrer's totals (zero when nobody has named it yet).
chainGet('/referrers/:address', async (c, chain) => {
  const referrer = addressOf(c);
  if (referrer instanceof Response) return referrer;
  const [row] = await db
    .select()
    .from(referrerTotal)
    .where(and(eq(referrerTotal.chainId, chain.chainId), eq(referrerTotal.referrer, referrer)));
  return {
    referrer,
    purchases: row?.purchases ?? 0,
    tokens: row?.tokens ?? 0n,
    rewards: row?.rewards ?? 0n,
  };
});

// The sale's history in figures: per stage, buyers, referral rewards, withdrawals, holders.
chainGet('/sale', async (_c, { chainId }) => {
  const [stages, [buyers], [stats], [holders]] = await Promise.all([
    db
      .select()
      .from(stageTotal)
      .where(eq(stageTotal.chainId, chainId))
      .orderBy(asc(stageTotal.stage)),
    db.select({ value: count() }).from(buyer).where(eq(buyer.chainId, chainId)),
    db.select().from(tokenStats).where(eq(tokenStats.chainId, chainId)),
    db
      .select({ value: count() })
      .from(holder)
      .where(and(eq(holder.chainId, chainId), ne(holder.balance, 0n))),
  ]);
  const sum = (pick: (s: (typeof stages)[number]) => bigint) =>
    stages.reduce((total, s) => total + pick(s), 0n);
  return {
    stages: stages.map((s) => ({
      ...wire(s),
      // What the contract's soldIn(stage) answers, if the history is complete.
      sold: s.tokens + s.rewards + s.ownerMinted,
    })),
    purchases: stages.reduce((total, s) => total + s.purchases, 0),
    tokens: sum((s) => s.tokens),
    raised: sum((s) => s.raised),
    rewards: sum((s) => s.rewards),
    buyers: buyers?.value ?? 0,
    holders: holders?.value ?? 0,
    transfers: stats?.transfers ?? 0,
    withdrawn: stats?.withdrawn ?? 0n,
  };
});

/** The contract's sale stages: partners, private, public. */
const SALE_STAGES = [0, 1, 2] as const;

// Each sale stage: its schedule, whether isSaleOpen(stage) holds at the indexed block's time, and
// where it last opened and closed (src/sale-stages.ts). The API's sale alerts poll this.
chainGet('/stages', async (c, chain) => {
  // The rows and the block they describe come from one statement: a block indexed between two
  // reads could open a stage the rows do not show open yet.
  const rows = await db
    .select({
      state: saleStage,
      checkpoint: checkpointOf(chain.chainId),
    })
    .from(saleStage)
    .where(eq(saleStage.chainId, chain.chainId));
  const checkpoint = rows[0]?.checkpoint;
  const indexed = checkpoint ? decodeIndexedBlock(checkpoint) : chain.indexed;
  const time = BigInt(indexed.timestamp);
  const stages = SALE_STAGES.map((stage) => {
    const row = rows.find((r) => r.state.stage === stage)?.state;
    // No event for this stage yet: closed, no schedule (as the contract starts it).
    if (!row) {
      return {
        stage,
        openByHand: false,
        opensAt: null,
        closesAt: null,
        open: false,
        openedAt: null,
        closedAt: null,
      };
    }
    const open = openAt(row, time);
    // The row is as of its own block; an opening or closing since is recorded at the next block
    // the indexer reads, so until then the times are not known.
    const current = open === row.open;
    const openedAt =
      row.openedAtBlock !== null && (current || !open)
        ? {
            blockNumber: row.openedAtBlock,
            timestamp: row.openedAtTimestamp,
            by: row.openedBy,
          }
        : null;
    const closedAt =
      !open && current && row.closedAtBlock !== null
        ? { blockNumber: row.closedAtBlock, timestamp: row.closedAtTimestamp }
        : null;
    return {
      stage,
      openByHand: row.openByHand,
      opensAt: row.opensAt === 0n ? null : row.opensAt,
      closesAt: row.closesAt === 0n ? null : row.closesAt,
      open,
      openedAt,
      closedAt,
    };
  });
  return { indexed, stages };
});

/** The owner timelock's calls on ECO, oldest first. */
const operationsOf = (chainId: number) =>
  db
    .select()
    .from(timelockOperation)
    .where(eq(timelockOperation.chainId, chainId))
    .orderBy(asc(timelockOperation.scheduledBlock), asc(timelockOperation.scheduledLogIndex));

const operationColumns = ({ callId, ...op }: typeof timelockOperation.$inferSelect) => ({
  id: callId,
  ...wire(op),
});

// The owner timelock's calls on ECO, oldest first: pending ones with the time they may run.
chainGet('/timelock/operations', async (_c, chain) => ({
  operations: (await operationsOf(chain.chainId)).map(operationColumns),
}));

// Who holds each of the owner timelock's roles now (granted after its deployment included).
chainGet('/timelock/roles', async (c, chain) => {
  const rows = await db
    .select()
    .from(timelockRole)
    .where(and(eq(timelockRole.chainId, chain.chainId), eq(timelockRole.granted, true)))
    .orderBy(asc(timelockRole.blockNumber));
  // Every row listed is granted: the answer leaves the flag out.
  return { roles: rows.map(({ granted: _granted, ...role }) => wire(role)) };
});

// The owner's audit log: every owner change of ECO and every step of the timelock's calls,
// newest first, each with the transaction's sender.
chainGet('/owner-log', async (c, chain) => {
  const [events, operations] = await Promise.all([
    db
      .select()
      .from(ownerEvent)
      .where(eq(ownerEvent.chainId, chain.chainId))
      .orderBy(desc(ownerEvent.blockNumber), desc(ownerEvent.logIndex)),
    operationsOf(chain.chainId),
  ]);
  return {
    events: events.map((event) => ({ ...wire(event), to: event.to ?? zeroAddress })),
    operations: operations.map(operationColumns),
  };
});

// What the founders' vesting wallets released, newest first.
chainGet('/vesting/releases', async (c, chain) => {
  const rows = await db
    .select()
    .from(vestingRelease)
    .where(eq(vestingRelease.chainId, chain.chainId))
    .orderBy(desc(vestingRelease.blockNumber));
  return { releases: rows.map(wire) };
});

type DonationRow = typeof donation.$inferSelect;
type CampaignRow = typeof campaign.$inferSelect;

// Campaign ids are uint256 on the chain; the wire type names them (and ledger versions) as JSON
// numbers, exact below 2^53. The owner timelock registers ids (from 1); nobody else can make one.
const campaignWire = (row: DonationRow | CampaignRow) => ({
  ...wire(row),
  campaignId: Number(row.campaignId),
});

// Every registered campaign by id, with what EcoDonations forwarded to it.
chainGet('/campaigns', async (c, chain) => {
  const rows = await db
    .select()
    .from(campaign)
    .where(eq(campaign.chainId, chain.chainId))
    .orderBy(asc(campaign.campaignId));
  return { campaigns: rows.map(campaignWire) };
});

/** Most donations one campaign answer lists. */
const MAX_CAMPAIGN_DONATIONS = 100;

// One campaign's totals and its latest donations (`?limit=`, 1 to 100, default 10).
chainGet('/campaigns/:campaignId', async (c, chain) => {
  const raw = c.req.param('campaignId') ?? '';
  // Ids start at 1 (the contract refuses 0) and stay below 2^53, so a JSON number names them.
  if (!/^[1-9]\d{0,14}$/.test(raw)) {
    return problem(
      c,
      400,
      'bad_campaign_id',
      'The campaign id must be a whole number from 1, like 1, without leading zeros.',
    );
  }
  const campaignId = BigInt(raw);
  const limit = limitOf(c, 10, MAX_CAMPAIGN_DONATIONS);
  if (limit instanceof Response) return limit;
  const [[row], donations] = await Promise.all([
    db
      .select()
      .from(campaign)
      .where(and(eq(campaign.chainId, chain.chainId), eq(campaign.campaignId, campaignId))),
    db
      .select()
      .from(donation)
      .where(and(eq(donation.chainId, chain.chainId), eq(donation.campaignId, campaignId)))
      .orderBy(desc(donation.blockNumber), desc(donation.logIndex))
      .limit(limit),
  ]);
  if (!row) {
    return problem(
      c,
      404,
      'unknown_campaign',
      `Campaign ${raw} is not registered with EcoDonations on chain ${chain.chainId}.`,
    );
  }
  return {
    campaign: campaignWire(row),
    donations: donations.map(campaignWire),
  };
});

/** Most rows an account's donations or the fund wallet's flows answer lists (`?limit=`). */
const MAX_LIST = 1_000;

// The account's donations, newest first (`?limit=`, 1 to 1,000, default 1,000).
chainGet('/accounts/:address/donations', async (c, chain) => {
  const account = addressOf(c);
  if (account instanceof Response) return account;
  const limit = limitOf(c, MAX_LIST, MAX_LIST);
  if (limit instanceof Response) return limit;
  const rows = await db
    .select()
    .from(donation)
    .where(and(eq(donation.chainId, chain.chainId), eq(donation.donor, account)))
    .orderBy(desc(donation.blockNumber), desc(donation.logIndex))
    .limit(limit);
  return {
    account: account.toLowerCase(),
    donations: rows.map(campaignWire),
  };
});

// The fund wallet's ether since ECO's deployment: its opening balance, the sums, and the flows
// newest first (`?limit=`, 1 to 1,000, default 1,000; the sums always count every flow).
chainGet('/fund-wallet', async (c, chain) => {
  const limit = limitOf(c, MAX_LIST, MAX_LIST);
  if (limit instanceof Response) return limit;
  const [[row], flows] = await Promise.all([
    // The sums and the block they were read at come from one statement, so one snapshot: the
    // site compares them with the chain's balance at that block, and a block indexed between
    // two reads would make them disagree.
    db
      .select({
        state: fundWallet,
        checkpoint: checkpointOf(chain.chainId),
      })
      .from(fundWallet)
      .where(eq(fundWallet.chainId, chain.chainId)),
    db
      .select()
      .from(fundFlow)
      .where(eq(fundFlow.chainId, chain.chainId))
      .orderBy(desc(fundFlow.order), desc(fundFlow.direction))
      .limit(limit),
  ]);
  const state = row?.state;
  if (!state) {
    // Written by the indexer's setup, before the first block, unless the wallet is left out.
    return problem(
      c,
      404,
      'fund_wallet_not_indexed',
      followsFundWallet
        ? `The fund wallet of chain ${chain.chainId} is not indexed yet.`
        : 'This indexer leaves the fund wallet out (INDEXER_FUND_WALLET=false).',
    );
  }
  return {
    indexed: row.checkpoint ? decodeIndexedBlock(row.checkpoint) : chain.indexed,
    wallet: state.wallet,
    openingBlock: state.openingBlock,
    openingBalance: state.openingBalance,
    totals: {
      in: state.totalIn,
      out: state.totalOut,
      fee: state.totalFee,
      withdrawn: state.totalWithdrawn,
    },
    flows: flows.map(wire),
  };
});

// Every published version of the carbon ledger, newest first.
chainGet('/ledger', async (c, chain) => {
  const registry = findEcoDeployment(chain.chainId)?.carbonLedgerRegistry.address;
  if (!registry) {
    return problem(c, 404, 'unknown_chain', `This indexer does not read chain ${chain.chainId}.`);
  }
  const rows = await db
    .select()
    .from(ledgerVersion)
    .where(and(eq(ledgerVersion.chainId, chain.chainId), eq(ledgerVersion.registry, registry)))
    .orderBy(desc(ledgerVersion.version));
  return {
    registry: registry.toLowerCase(),
    versions: rows.map(({ registry: _registry, ...row }) => ({
      ...wire(row),
      version: Number(row.version),
    })),
  };
});

export default app;
