// The indexer's read API: one GET per view of the site (and of the API's leaderboard), each
// answered from rows the indexing functions keep, with how far the indexer has read the chain
// (`indexed`), so a page can tell "history is catching up" from "nothing happened".
// Ponder adds /health, /ready, /status and /metrics, and CORS for any origin: everything here is
// public chain data. No SQL or GraphQL endpoint is opened.
import { Hono, type Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  gte,
  lt,
  lte,
  ne,
  or,
  replaceBigInts,
  sql,
  type PgColumn,
  type PgTable,
} from 'ponder';
import { db } from 'ponder:api';
import {
  buyer,
  campaign,
  campaignWallet,
  donation,
  ecoTransactionDay,
  fundFlow,
  fundWallet,
  holder,
  indexedHead,
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
import { INDEXER_PAGE, isoDaySchema, type IndexedBlock } from '@eco/shared';
import { getAddress, isAddress, zeroAddress, type Address } from 'viem';
import { parseIndexerEnv } from '../../lib/env';
import { dayOf } from '../eco-transactions';
import { emptyRow, openAt, SALE_STAGES } from '../sale-stages';
import { decodeIndexedBlock } from './checkpoint';

const app = new Hono();

/** Whether the indexer follows the fund wallet's ether (INDEXER_FUND_WALLET, lib/env.ts). */
const followsFundWallet = parseIndexerEnv(process.env).fundWallet;

/** Why a request cannot be answered, as JSON with a message a person can read: thrown. */
function problem(c: Context, status: 400 | 404, error: string, message: string) {
  return new HTTPException(status, { res: c.json({ error, message }, status) });
}

// A refused request throws its answer (problem); any other error goes on to Ponder's 500.
app.onError((error) => {
  if (error instanceof HTTPException) return error.getResponse();
  throw error;
});

/**
 * The checkpoint the tables' rows go to, as a column of `_ponder_checkpoint`: the last block
 * whose events are all in (indexedHead, written at the end of each block). Ponder's own
 * `latest_checkpoint` is not that after a restart: its crash recovery rolls the rows back to
 * `safe_checkpoint` (on a local chain, where nothing is final, to before the first block) and
 * leaves `latest_checkpoint` as it was until the runtime has indexed a block again, while /ready
 * already answers 200. Claiming it then showed a buyer an empty history as complete
 * (test/pglite-restart.test.ts). Before the first block at the head, while Ponder catches up
 * through its history, the safe checkpoint is as far as the rows are sure to go. Checkpoints are
 * fixed-width digit strings, so `least` compares them as numbers.
 */
const rowsCheckpoint = sql`coalesce(
  (select ${indexedHead.blockEnd} from ${indexedHead}
    where ${indexedHead.chainId} = _ponder_checkpoint.chain_id),
  least(latest_checkpoint, safe_checkpoint)
)`;

/** How far the indexer has read each chain, by chain id. */
async function indexedBlocks(): Promise<Map<number, IndexedBlock>> {
  // Both of Ponder's drivers (PGlite, node-postgres) answer raw SQL as { rows }.
  const { rows } = (await db.execute(
    sql`select chain_id, ${rowsCheckpoint} as checkpoint from _ponder_checkpoint`,
  )) as unknown as { rows: { chain_id: string | number; checkpoint: string }[] };
  return new Map(rows.map((row) => [Number(row.chain_id), decodeIndexedBlock(row.checkpoint)]));
}

/**
 * The chain id in the path, when the indexer reads that chain. The checkpoint row appears once
 * the chain's first block range is read.
 */
async function chainOf(c: Context): Promise<Chain> {
  const raw = c.req.param('chainId') ?? '';
  const chainId = /^\d{1,12}$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isSafeInteger(chainId)) {
    throw problem(c, 400, 'bad_chain_id', 'The chain id must be a whole number, like 1.');
  }
  const indexed = (await indexedBlocks()).get(chainId);
  if (!indexed) {
    throw problem(c, 404, 'unknown_chain', `This indexer does not read chain ${chainId}.`);
  }
  return { chainId, indexed };
}

function addressOf(c: Context): Address {
  const raw = c.req.param('address') ?? '';
  if (!isAddress(raw, { strict: false })) {
    throw problem(c, 400, 'bad_address', 'The address must be 0x followed by 40 hex digits.');
  }
  return getAddress(raw);
}

/**
 * `?limit=` as a whole number from 1 to `max` (`fallback` when absent), else a 400: no request
 * can make an answer grow without bound, however many rows the chain gave it.
 */
function limitOf(c: Context, fallback: number, max: number): number {
  const raw = c.req.query('limit') ?? String(fallback);
  const limit = /^\d{1,4}$/.test(raw) ? Number(raw) : NaN;
  if (!(limit >= 1 && limit <= max)) {
    throw problem(c, 400, 'bad_limit', `The limit must be a whole number from 1 to ${max}.`);
  }
  return limit;
}

/** Default and largest page of every list (`?limit=`), unless the list says otherwise. */
const { fallback: DEFAULT_PAGE, max: MAX_PAGE } = INDEXER_PAGE;

/** How one part of a cursor is written: a bigint column, an int4 column, lower-case hex, or text. */
type KeyKind = 'uint' | 'int' | 'hex' | RegExp;

type ListKeys = readonly (readonly [column: string, order: 'asc' | 'desc', kind: KeyKind])[];

/** A table of rows per chain, as ponder.schema.ts writes every listed one. */
type ChainTable = PgTable & { chainId: PgColumn; $inferSelect: { chainId: number; id?: string } };

/**
 * A list's sort keys, each a column of `table` (by its name in ponder.schema.ts) with its order,
 * together unique, so every row has one place in the list and a cursor names it exactly.
 */
interface Listing<Table extends ChainTable> {
  table: Table;
  keys: ListKeys;
  fallback?: number;
  max?: number;
  /** The answer's field the page's rows go to, each as `show` writes it (default `wire`). */
  name: string;
  show?: (row: Table['$inferSelect']) => unknown;
}

/** Longer than any cursor the API writes (four 78-digit numbers and separators). */
const MAX_CURSOR_LENGTH = 400;
const INT4_MAX = 2 ** 31 - 1;

/** A cursor part as the column holds it, or undefined when it is not one this API writes. */
function keyValue(raw: string, kind: KeyKind): bigint | number | string | undefined {
  if (kind === 'uint') return /^\d{1,78}$/.test(raw) ? BigInt(raw) : undefined;
  if (kind === 'int') {
    return /^\d{1,10}$/.test(raw) && Number(raw) <= INT4_MAX ? Number(raw) : undefined;
  }
  if (kind === 'hex') return /^0x[0-9a-f]{1,64}$/.test(raw) ? raw : undefined;
  return kind.test(raw) ? raw : undefined;
}

type Condition = ReturnType<typeof and>;

/**
 * One page of a list: the rows of its table on `chainId` that match `where` (under `name`); a bad
 * `?limit=` or `?cursor=` is a 400. Every list is paged the same way: sorted by its keys, at most
 * `limit` rows per answer, and `nextCursor` (the last row's keys, null after the last rows) to
 * pass as `?cursor=` for the rows after them. Keyset paging, not offsets: rows the
 * chain adds meanwhile neither repeat nor hide rows of the next page, and no page costs the
 * database more than its own rows. No request, however many rows anyone made the chain record,
 * gets an answer without bound.
 */
async function listPage<Table extends ChainTable>(
  c: Context,
  chainId: number,
  { table, keys, fallback = DEFAULT_PAGE, max = MAX_PAGE, name, show = wire }: Listing<Table>,
  ...where: Condition[]
): Promise<Record<string, unknown>> {
  const limit = limitOf(c, fallback, max);
  const columns = keys.map(([name]) => (table as unknown as Record<string, PgColumn>)[name]!);
  const raw = c.req.query('cursor');
  let after: Condition;
  if (raw !== undefined) {
    const parts = raw.length <= MAX_CURSOR_LENGTH ? raw.split('.') : [];
    const values = parts.map((part, i) => (keys[i] ? keyValue(part, keys[i][2]) : undefined));
    if (values.length !== keys.length || values.some((value) => value === undefined)) {
      throw problem(
        c,
        400,
        'bad_cursor',
        'The cursor must be the nextCursor of an earlier page of this list.',
      );
    }
    // After (k1, k2, ...) in the list's order: k1 past it, or k1 equal and k2 past it, and so on.
    after = or(
      ...keys.map(([, order], i) =>
        and(
          ...columns.slice(0, i).map((column, j) => eq(column, values[j])),
          (order === 'desc' ? lt : gt)(columns[i]!, values[i]),
        ),
      ),
    );
  }
  const rows = (await db
    .select()
    // Drizzle cannot type a select from a table still generic: these rows are the table's own.
    .from<PgTable>(table)
    .where(and(eq(table.chainId, chainId), ...where, after))
    .orderBy(...keys.map(([, order], i) => (order === 'desc' ? desc : asc)(columns[i]!)))
    // Read `limit + 1` rows: the one past the page says whether more exist.
    .limit(limit + 1)) as Table['$inferSelect'][];
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  const nextCursor =
    rows.length > limit && last
      ? keys.map(([column]) => String(last[column] as bigint | number | string)).join('.')
      : null;
  return { [name]: page.map(show), nextCursor };
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
  handler: (c: Context, chain: Chain) => Promise<Record<string, unknown>>,
) {
  app.get(`/chains/:chainId${path}`, async (c) => {
    const chain = await chainOf(c);
    const body = await handler(c, chain);
    c.header('Cache-Control', 'no-store');
    const json = replaceBigInts({ ...chain, ...body }, (value) => value.toString());
    return c.json(json as Record<string, unknown>);
  });
}

/** The checkpoint of `chainId`'s rows, read in the same statement as the rows beside it. */
const checkpointOf = (id: number) =>
  sql<string | null>`(select ${rowsCheckpoint} from _ponder_checkpoint where chain_id = ${id})`;

// How far the indexer has read the chain, and nothing else.
chainGet('', () => Promise.resolve({}));

/** GET a list and nothing else: the rows of `listing`'s table on the chain that match `where`. */
function listGet<Table extends ChainTable>(
  path: string,
  listing: Listing<Table>,
  ...where: Condition[]
) {
  chainGet(path, (c, { chainId }) => listPage(c, chainId, listing, ...where));
}

/**
 * Purchases, donations and owner changes newest first: block, then position in the block (unique
 * on a chain).
 */
const NEWEST_EVENT_FIRST: ListKeys = [
  ['blockNumber', 'desc', 'uint'],
  ['logIndex', 'desc', 'int'],
];

// The portfolio: the account's purchases, newest first, a page at a time, with totals over all of
// them. Its referral rewards are a list of their own (below): anyone can name any account as
// referrer, and those rows must not bury the account's own purchases.
chainGet('/accounts/:address/purchases', async (c, chain) => {
  const account = addressOf(c);
  const [page, [totals]] = await Promise.all([
    listPage(
      c,
      chain.chainId,
      { table: purchase, keys: NEWEST_EVENT_FIRST, name: 'purchases' },
      eq(purchase.buyer, account),
    ),
    db
      .select()
      .from(buyer)
      .where(and(eq(buyer.chainId, chain.chainId), eq(buyer.address, account))),
  ]);
  return {
    account,
    ...page,
    totals: {
      purchases: totals?.purchases ?? 0,
      amount: totals?.tokens ?? 0n,
      cost: totals?.spent ?? 0n,
      costUsdc: totals?.spentUsdc ?? 0n,
    },
  };
});

// The purchases that paid the account a referral reward, newest first, a page at a time, with
// totals over all of them (the contract names no referrer when it pays no reward).
chainGet('/accounts/:address/rewards', async (c, chain) => {
  const account = addressOf(c);
  const [page, [totals]] = await Promise.all([
    listPage(
      c,
      chain.chainId,
      { table: purchase, keys: NEWEST_EVENT_FIRST, name: 'rewards' },
      eq(purchase.referrer, account),
      gt(purchase.reward, 0n),
    ),
    db
      .select()
      .from(referrerTotal)
      .where(and(eq(referrerTotal.chainId, chain.chainId), eq(referrerTotal.referrer, account))),
  ]);
  return {
    account,
    ...page,
    totals: {
      purchases: totals?.purchases ?? 0,
      rewards: totals?.rewards ?? 0n,
      rewardsPaid: totals?.rewardsPaid ?? 0n,
    },
  };
});

// The referrers with the most rewards (then ECO, purchases, address): the team's leaderboard,
// a page at a time. A purchase since the page before can move a referrer across the cursor: a
// ranking is read from its first page.
listGet('/referrers', {
  table: referrerTotal,
  keys: [
    ['rewards', 'desc', 'uint'],
    ['tokens', 'desc', 'uint'],
    ['purchases', 'desc', 'int'],
    ['referrer', 'asc', 'hex'],
  ],
  name: 'referrers',
});
// One referrer's totals (zero when nobody has named it yet).
chainGet('/referrers/:address', async (c, chain) => {
  const referrer = addressOf(c);
  const [row] = await db
    .select()
    .from(referrerTotal)
    .where(and(eq(referrerTotal.chainId, chain.chainId), eq(referrerTotal.referrer, referrer)));
  return {
    referrer,
    purchases: row?.purchases ?? 0,
    tokens: row?.tokens ?? 0n,
    rewards: row?.rewards ?? 0n,
    rewardsPaid: row?.rewardsPaid ?? 0n,
  };
});

// The sale's history in figures: per stage, buyers, referral rewards, withdrawals and refunds
// apart, holders; the same in total. Not paged: one row per sale stage, and the contract has
// three. The rows and the block they are as of come from one statement, so /sale/results can read
// the contract at that very block and compare.
chainGet('/sale', async (_c, { chainId, indexed }) => {
  const [rows, [holders]] = await Promise.all([
    // The counters' row exists from ECO's first event (its deployment mints), a stage's from its
    // first purchase or owner mint.
    db
      .select({ stats: tokenStats, total: stageTotal, checkpoint: checkpointOf(chainId) })
      .from(tokenStats)
      .leftJoin(stageTotal, eq(stageTotal.chainId, tokenStats.chainId))
      .where(eq(tokenStats.chainId, chainId))
      .orderBy(asc(stageTotal.stage)),
    db
      .select({ value: count() })
      .from(holder)
      .where(and(eq(holder.chainId, chainId), ne(holder.balance, 0n))),
  ]);
  const [first] = rows;
  const stats = first?.stats;
  const stages = rows
    .flatMap(({ total }) => (total ? [total] : []))
    .map((s) => ({
      ...wire(s),
      // Withdrawals and refunds together, as the contract's totalsOf(asset) counts them returned.
      returnedPurchases: s.withdrawals + s.refunds,
      returnedTokens: s.withdrawalTokens + s.refundTokens,
      returnedEth: s.withdrawalEth + s.refundEth,
      returnedUsdc: s.withdrawalUsdc + s.refundUsdc,
      // What the contract's soldIn(stage) answers, if the history is complete: a withdrawn or
      // refunded purchase gives back what it bought and the reward it had reserved.
      sold:
        s.tokens +
        s.rewards +
        s.ownerMinted -
        s.withdrawalTokens -
        s.refundTokens -
        s.returnedRewards,
    }));
  type Stage = (typeof stages)[number];
  type KeyOf<V> = { [K in keyof Stage]: Stage[K] extends V ? K : never }[keyof Stage];
  const sum = (key: KeyOf<bigint>) => stages.reduce((total, s) => total + s[key], 0n);
  const tally = (key: KeyOf<number>) => stages.reduce((total, s) => total + s[key], 0);
  return {
    indexed: first?.checkpoint ? decodeIndexedBlock(first.checkpoint) : indexed,
    stages,
    purchases: tally('purchases'),
    returnedPurchases: tally('returnedPurchases'),
    withdrawals: tally('withdrawals'),
    refunds: tally('refunds'),
    tokens: sum('tokens'),
    raised: sum('raised'),
    raisedUsdc: sum('raisedUsdc'),
    returnedEth: sum('returnedEth'),
    returnedUsdc: sum('returnedUsdc'),
    withdrawalTokens: sum('withdrawalTokens'),
    withdrawalEth: sum('withdrawalEth'),
    withdrawalUsdc: sum('withdrawalUsdc'),
    refundTokens: sum('refundTokens'),
    refundEth: sum('refundEth'),
    refundUsdc: sum('refundUsdc'),
    rewards: sum('rewards'),
    ownerMinted: sum('ownerMinted'),
    returnedTokens: sum('returnedTokens'),
    returnedRewards: sum('returnedRewards'),
    sold: sum('sold'),
    // Wallets counted once however many stages they bought in (src/index.ts keeps the counts).
    buyers: stats?.buyers ?? 0,
    standingBuyers: stats?.standingBuyers ?? 0,
    holders: holders?.value ?? 0,
    transfers: stats?.transfers ?? 0,
    withdrawn: stats?.withdrawn ?? 0n,
    withdrawnUsdc: stats?.withdrawnUsdc ?? 0n,
  };
});

const DAY_MS = 86_400_000;
/** A UTC day (days since 1970-01-01) as YYYY-MM-DD. */
const dayText = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);
/** The longest `?days=` window: a century, far past any chain's age, only to bound the input. */
const MAX_DAYS = 36_525;

/** `?{name}=` as a UTC day, when it is a real date written YYYY-MM-DD; else a 400. */
function dayParam(c: Context, name: 'from' | 'to'): number | undefined {
  const raw = c.req.query(name);
  if (raw === undefined) return undefined;
  if (!isoDaySchema.safeParse(raw).success) {
    throw problem(c, 400, 'bad_date', `The ${name} date must be a real date written YYYY-MM-DD.`);
  }
  return Date.parse(`${raw}T00:00:00Z`) / DAY_MS;
}

/**
 * The period `?from=&to=` (UTC days, both included; from ECO's first transaction, resp. up to the
 * indexed block, when absent) or `?days=N` (the N days up to and including the indexed block's).
 */
function periodOf(c: Context, indexed: IndexedBlock): { from?: number; to: number } {
  const today = dayOf(BigInt(indexed.timestamp));
  const rawDays = c.req.query('days');
  if (rawDays !== undefined) {
    if (c.req.query('from') !== undefined || c.req.query('to') !== undefined) {
      throw problem(c, 400, 'bad_period', 'Ask for days, or for from and to, not both.');
    }
    const days = /^\d{1,5}$/.test(rawDays) ? Number(rawDays) : NaN;
    if (!(days >= 1 && days <= MAX_DAYS)) {
      throw problem(c, 400, 'bad_days', `The days must be a whole number from 1 to ${MAX_DAYS}.`);
    }
    return { from: today - days + 1, to: today };
  }
  const from = dayParam(c, 'from');
  const to = dayParam(c, 'to') ?? today;
  if (from !== undefined && from > to) {
    throw problem(c, 400, 'bad_period', 'The from date must not be after the to date.');
  }
  return { from, to };
}

// ECO's transactions (every transaction in which it emitted an event, counted once) over a period
// of UTC days, with the total since its first and the block it is as of: ECO's share of the
// network's footprint is this count times the network's per-transaction figures. A row per day
// is summed, never a row per transaction, so a year costs 365 rows.
chainGet('/eco-transactions', async (c, chain) => {
  const { from, to } = periodOf(c, chain.indexed);
  const day = ecoTransactionDay.day;
  const inPeriod = and(from === undefined ? undefined : gte(day, from), lte(day, to));
  const [row] = await db
    .select({
      transactions: sql<string>`coalesce(sum(${ecoTransactionDay.transactions}) filter (where ${inPeriod}), 0)`,
      total: sql<string>`coalesce(sum(${ecoTransactionDay.transactions}), 0)`,
      firstDay: sql<number | null>`min(${day})`,
      // The sums and the block they are as of, in one statement.
      checkpoint: checkpointOf(chain.chainId),
    })
    .from(ecoTransactionDay)
    .where(eq(ecoTransactionDay.chainId, chain.chainId));
  const firstDay = row?.firstDay ?? null;
  return {
    indexed: row?.checkpoint ? decodeIndexedBlock(row.checkpoint) : chain.indexed,
    from: from === undefined ? null : dayText(from),
    to: dayText(to),
    transactions: Number(row?.transactions ?? 0),
    total: Number(row?.total ?? 0),
    firstDay: firstDay === null ? null : dayText(Number(firstDay)),
  };
});

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
  // Never more rows than the contract's three stages.
  const stages = SALE_STAGES.map((stage) => {
    // No event for this stage yet: closed, no schedule (as the contract starts it).
    const row =
      rows.find((r) => r.state.stage === stage)?.state ??
      emptyRow(chain.chainId, stage, { number: 0n, timestamp: 0n });
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

const operationColumns = ({ callId, ...op }: typeof timelockOperation.$inferSelect) => ({
  id: callId,
  ...wire(op),
});

// The owner timelock's calls on ECO, oldest first, a page at a time: pending ones with the time
// they may run. A call keeps its place when it runs or is cancelled.
listGet('/timelock/operations', {
  table: timelockOperation,
  keys: [
    ['scheduledBlock', 'asc', 'uint'],
    ['scheduledLogIndex', 'asc', 'int'],
    ['timelock', 'asc', 'hex'],
    ['callId', 'asc', 'hex'],
  ],
  name: 'operations',
  show: operationColumns,
});

// Who holds each of the owner timelock's roles now (granted after its deployment included),
// oldest grant first, a page at a time. Every row listed is granted: the answer leaves the flag
// out.
listGet(
  '/timelock/roles',
  {
    table: timelockRole,
    keys: [
      ['blockNumber', 'asc', 'uint'],
      ['timelock', 'asc', 'hex'],
      ['role', 'asc', 'hex'],
      ['account', 'asc', 'hex'],
    ],
    name: 'roles',
    show: ({ granted: _granted, ...role }) => wire(role),
  },
  eq(timelockRole.granted, true),
);

// The owner's audit log: every owner change of ECO, newest first, a page at a time, each with the
// transaction's sender. The timelock's calls are their own list (/timelock/operations).
listGet('/owner-log', {
  table: ownerEvent,
  keys: NEWEST_EVENT_FIRST,
  name: 'events',
  show: (event) => ({ ...wire(event), to: event.to ?? zeroAddress }),
});

/** Event ids (event-row.ts): chain, transaction, position in the block. */
const EVENT_ID = /^\d{1,16}:0x[0-9a-f]{64}:\d{1,10}$/;

// What the founders' vesting wallets released, newest first, a page at a time (anyone may call
// release, so the list grows with anyone's transactions). The row's id breaks ties in a block.
listGet('/vesting/releases', {
  table: vestingRelease,
  keys: [
    ['blockNumber', 'desc', 'uint'],
    ['id', 'desc', EVENT_ID],
  ],
  name: 'releases',
});

type DonationRow = typeof donation.$inferSelect;
type CampaignRow = typeof campaign.$inferSelect;
type CampaignWalletRow = typeof campaignWallet.$inferSelect;

// Campaign ids are uint256 on the chain; the wire type names them (and ledger versions) as JSON
// numbers, exact below 2^53. The owner timelock registers ids (from 1); nobody else can make one.
const campaignWire = (row: DonationRow | CampaignRow | CampaignWalletRow) => ({
  ...wire(row),
  campaignId: Number(row.campaignId),
});

// Every registered campaign by id, a page at a time, with what EcoDonations forwarded to it.
listGet('/campaigns', {
  table: campaign,
  keys: [['campaignId', 'asc', 'uint']],
  name: 'campaigns',
  show: campaignWire,
});

// Every wallet each campaign's donations were sent to, oldest first, a page at a time: the site
// checks a fund wallet payment tagged to a campaign against the wallet registered when it was
// paid. Only the owner timelock adds rows (registering a campaign, changing its wallet).
listGet('/campaign-wallets', {
  table: campaignWallet,
  keys: [
    ['blockNumber', 'asc', 'uint'],
    ['logIndex', 'asc', 'int'],
  ],
  name: 'wallets',
  show: campaignWire,
});

// One campaign's totals and its donations, newest first (`?limit=`, 1 to 100, default 10: a
// campaign card shows the latest few).
chainGet('/campaigns/:campaignId', async (c, chain) => {
  const raw = c.req.param('campaignId') ?? '';
  // Ids start at 1 (the contract refuses 0) and stay below 2^53, so a JSON number names them.
  if (!/^[1-9]\d{0,14}$/.test(raw)) {
    throw problem(
      c,
      400,
      'bad_campaign_id',
      'The campaign id must be a whole number from 1, like 1, without leading zeros.',
    );
  }
  const campaignId = BigInt(raw);
  const [[row], donations] = await Promise.all([
    db
      .select()
      .from(campaign)
      .where(and(eq(campaign.chainId, chain.chainId), eq(campaign.campaignId, campaignId))),
    listPage(
      c,
      chain.chainId,
      {
        table: donation,
        keys: NEWEST_EVENT_FIRST,
        fallback: 10,
        max: 100,
        name: 'donations',
        show: campaignWire,
      },
      eq(donation.campaignId, campaignId),
    ),
  ]);
  if (!row) {
    throw problem(
      c,
      404,
      'unknown_campaign',
      `Campaign ${raw} is not registered with EcoDonations on chain ${chain.chainId}.`,
    );
  }
  return { campaign: campaignWire(row), ...donations };
});

// The account's donations, newest first, a page at a time.
chainGet('/accounts/:address/donations', async (c, chain) => {
  const account = addressOf(c);
  const page = await listPage(
    c,
    chain.chainId,
    { table: donation, keys: NEWEST_EVENT_FIRST, name: 'donations', show: campaignWire },
    eq(donation.donor, account),
  );
  return { account: account.toLowerCase(), ...page };
});

// The fund wallet's ether since ECO's deployment: its opening balance, the sums (always over every
// flow), and the flows newest first, a page at a time (anyone can send the wallet ether).
chainGet('/fund-wallet', async (c, chain) => {
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
    listPage(c, chain.chainId, {
      table: fundFlow,
      keys: [
        // Block, transaction index, position: one flow per direction at a position (fund-wallet.ts).
        ['order', 'desc', /^\d{16}-\d{8}-\d{8}$/],
        ['direction', 'desc', /^(?:in|out|fee)$/],
      ],
      name: 'flows',
    }),
  ]);
  const state = row?.state;
  if (!state) {
    // Written by the indexer's setup, before the first block, unless the wallet is left out.
    throw problem(
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
    ...flows,
  };
});

/**
 * Every version published on one of the deployment's CarbonLedgerRegistry contracts, newest
 * first, a page at a time.
 */
function publishedVersions(registryOf: (chainId: number) => Address | undefined) {
  return async (c: Context, chain: Chain) => {
    const registry = registryOf(chain.chainId);
    if (!registry) {
      throw problem(c, 404, 'unknown_chain', `This indexer does not read chain ${chain.chainId}.`);
    }
    const page = await listPage(
      c,
      chain.chainId,
      {
        table: ledgerVersion,
        keys: [['version', 'desc', 'uint']],
        name: 'versions',
        show: ({ registry: _registry, ...row }) => ({ ...wire(row), version: Number(row.version) }),
      },
      eq(ledgerVersion.registry, registry),
    );
    return { registry: registry.toLowerCase(), ...page };
  };
}

// The carbon ledger's published versions.
chainGet(
  '/ledger',
  publishedVersions((chainId) => findEcoDeployment(chainId)?.carbonLedgerRegistry.address),
);

// The published versions of the fund wallet's outflow tags (the site's tag file).
chainGet(
  '/outflow-tags',
  publishedVersions((chainId) => findEcoDeployment(chainId)?.outflowTagsRegistry.address),
);

// The white paper's published versions (the hash of its canonical JSON, /docs/eco-white-paper.json).
chainGet(
  '/white-paper',
  publishedVersions((chainId) => findEcoDeployment(chainId)?.whitePaperRegistry.address),
);

export default app;
