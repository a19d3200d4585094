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
  holder,
  ownerEvent,
  purchase,
  referrerTotal,
  stageTotal,
  timelockOperation,
  timelockRole,
  tokenStats,
  vestingRelease,
} from 'ponder:schema';
import { getAddress, isAddress, zeroAddress, type Address } from 'viem';
import { decodeIndexedBlock, type IndexedBlock } from './checkpoint';

const app = new Hono();

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
async function chainOf(c: Context): Promise<{ chainId: number; indexed: IndexedBlock } | Response> {
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

/** JSON with every bigint as a decimal string; history changes every block, so never cached. */
function answer(c: Context, body: Record<string, unknown>) {
  c.header('Cache-Control', 'no-store');
  return c.json(replaceBigInts(body, (value) => value.toString()) as Record<string, unknown>);
}

app.get('/chains/:chainId', async (c) => {
  const chain = await chainOf(c);
  if (chain instanceof Response) return chain;
  return answer(c, { chainId: chain.chainId, indexed: chain.indexed });
});

// The portfolio: the account's purchases, and the purchases that paid it a referral reward.
app.get('/chains/:chainId/accounts/:address/purchases', async (c) => {
  const chain = await chainOf(c);
  if (chain instanceof Response) return chain;
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
  const row = (p: (typeof rows)[number]) => ({
    transactionHash: p.transactionHash,
    blockNumber: p.blockNumber,
    logIndex: p.logIndex,
    timestamp: p.timestamp,
    buyer: p.buyer,
    stage: p.stage,
    amount: p.amount,
    cost: p.cost,
    referrer: p.referrer,
    reward: p.reward,
  });
  const same = (a: Address) => a.toLowerCase() === account.toLowerCase();
  return answer(c, {
    chainId: chain.chainId,
    indexed: chain.indexed,
    account,
    purchases: rows.filter((p) => same(p.buyer)).map(row),
    rewards: rows.filter((p) => same(p.referrer) && p.reward > 0n).map(row),
  });
});

/** Most rows one leaderboard answer holds: every answer stays small however many referrers. */
const MAX_REFERRERS = 1_000;

// The referrers with the most rewards (then ECO, purchases, address): the team's leaderboard.
// `?limit=` (1 to 1,000, default 100) bounds the answer.
app.get('/chains/:chainId/referrers', async (c) => {
  const chain = await chainOf(c);
  if (chain instanceof Response) return chain;
  const raw = c.req.query('limit') ?? '100';
  const limit = /^\d{1,4}$/.test(raw) ? Number(raw) : NaN;
  if (!(limit >= 1 && limit <= MAX_REFERRERS)) {
    return problem(
      c,
      400,
      'bad_limit',
      `The limit must be a whole number from 1 to ${MAX_REFERRERS}.`,
    );
  }
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
  return answer(c, {
    chainId: chain.chainId,
    indexed: chain.indexed,
    referrers: rows.map(({ referrer, purchases, tokens, rewards }) => ({
      referrer,
      purchases,
      tokens,
      rewards,
    })),
  });
});

// One referrer's totals (zero when nobody has named it yet).
app.get('/chains/:chainId/referrers/:address', async (c) => {
  const chain = await chainOf(c);
  if (chain instanceof Response) return chain;
  const referrer = addressOf(c);
  if (referrer instanceof Response) return referrer;
  const [row] = await db
    .select()
    .from(referrerTotal)
    .where(and(eq(referrerTotal.chainId, chain.chainId), eq(referrerTotal.referrer, referrer)));
  return answer(c, {
    chainId: chain.chainId,
    indexed: chain.indexed,
    referrer,
    purchases: row?.purchases ?? 0,
    tokens: row?.tokens ?? 0n,
    rewards: row?.rewards ?? 0n,
  });
});

// The sale's history in figures: per stage, buyers, referral rewards, withdrawals, holders.
app.get('/chains/:chainId/sale', async (c) => {
  const chain = await chainOf(c);
  if (chain instanceof Response) return chain;
  const { chainId } = chain;
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
  return answer(c, {
    chainId,
    indexed: chain.indexed,
    stages: stages.map(({ stage, purchases, tokens, raised, rewards, ownerMinted }) => ({
      stage,
      purchases,
      tokens,
      raised,
      rewards,
      ownerMinted,
      // What the contract's soldIn(stage) answers, if the history is complete.
      sold: tokens + rewards + ownerMinted,
    })),
    purchases: stages.reduce((total, s) => total + s.purchases, 0),
    tokens: sum((s) => s.tokens),
    raised: sum((s) => s.raised),
    rewards: sum((s) => s.rewards),
    buyers: buyers?.value ?? 0,
    holders: holders?.value ?? 0,
    transfers: stats?.transfers ?? 0,
    withdrawn: stats?.withdrawn ?? 0n,
  });
});

const operationColumns = (op: typeof timelockOperation.$inferSelect) => {
  const { chainId: _chainId, callId, ...rest } = op;
  return { id: callId, ...rest };
};

// The owner timelock's calls on ECO, oldest first: pending ones with the time they may run.
app.get('/chains/:chainId/timelock/operations', async (c) => {
  const chain = await chainOf(c);
  if (chain instanceof Response) return chain;
  const rows = await db
    .select()
    .from(timelockOperation)
    .where(eq(timelockOperation.chainId, chain.chainId))
    .orderBy(asc(timelockOperation.scheduledBlock), asc(timelockOperation.scheduledLogIndex));
  return answer(c, {
    chainId: chain.chainId,
    indexed: chain.indexed,
    operations: rows.map(operationColumns),
  });
});

// Who holds each of the owner timelock's roles now (granted after its deployment included).
app.get('/chains/:chainId/timelock/roles', async (c) => {
  const chain = await chainOf(c);
  if (chain instanceof Response) return chain;
  const rows = await db
    .select()
    .from(timelockRole)
    .where(and(eq(timelockRole.chainId, chain.chainId), eq(timelockRole.granted, true)))
    .orderBy(asc(timelockRole.blockNumber));
  return answer(c, {
    chainId: chain.chainId,
    indexed: chain.indexed,
    roles: rows.map(({ timelock, role, account, blockNumber }) => ({
      timelock,
      role,
      account,
      blockNumber,
    })),
  });
});

// The owner's audit log: every owner change of ECO and every step of the timelock's calls,
// newest first, each with the transaction's sender.
app.get('/chains/:chainId/owner-log', async (c) => {
  const chain = await chainOf(c);
  if (chain instanceof Response) return chain;
  const [events, operations] = await Promise.all([
    db
      .select()
      .from(ownerEvent)
      .where(eq(ownerEvent.chainId, chain.chainId))
      .orderBy(desc(ownerEvent.blockNumber), desc(ownerEvent.logIndex)),
    db
      .select()
      .from(timelockOperation)
      .where(eq(timelockOperation.chainId, chain.chainId))
      .orderBy(asc(timelockOperation.scheduledBlock), asc(timelockOperation.scheduledLogIndex)),
  ]);
  return answer(c, {
    chainId: chain.chainId,
    indexed: chain.indexed,
    events: events.map(({ chainId: _chainId, id: _id, to, ...event }) => ({
      ...event,
      to: to ?? zeroAddress,
    })),
    operations: operations.map(operationColumns),
  });
});

// What the founders' vesting wallets released, newest first.
app.get('/chains/:chainId/vesting/releases', async (c) => {
  const chain = await chainOf(c);
  if (chain instanceof Response) return chain;
  const rows = await db
    .select()
    .from(vestingRelease)
    .where(eq(vestingRelease.chainId, chain.chainId))
    .orderBy(desc(vestingRelease.blockNumber));
  return answer(c, {
    chainId: chain.chainId,
    indexed: chain.indexed,
    releases: rows.map(({ chainId: _chainId, id: _id, ...release }) => release),
  });
});

export default app;
