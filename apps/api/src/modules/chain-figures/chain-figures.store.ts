import type { ApiChainFigures } from '@eco/shared';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { inTransaction } from '../../db/database';
import { chainFigures } from '../../db/schema';
import type { ChainHead } from './chain-figures.chain';

/** The latest reading of one chain, as every API process shares it. */
export interface StoredFigures {
  blockNumber: bigint;
  blockHash: string;
  answer: ApiChainFigures;
  /** How long ago (ms, by the database's clock) some process last asked the node for its head. */
  headAgeMs: number;
}

// The database's clock, not each process's: processes on several machines agree on it.
const columns = {
  blockNumber: chainFigures.blockNumber,
  blockHash: chainFigures.blockHash,
  answer: chainFigures.answer,
  headAgeMs: sql<number>`(extract(epoch from now() - ${chainFigures.headCheckedAt}) * 1000)::float8`,
};

const rowOf = (rows: { answer: unknown; headAgeMs: number | string }[]) => {
  const row = rows[0] as (Omit<StoredFigures, 'answer'> & { answer: unknown }) | undefined;
  return row && { ...row, answer: row.answer as ApiChainFigures, headAgeMs: Number(row.headAgeMs) };
};

/** The chain's latest reading, or undefined before any. */
export async function readStoredFigures(
  db: Db,
  chainId: number,
): Promise<StoredFigures | undefined> {
  return rowOf(
    await db.select(columns).from(chainFigures).where(eq(chainFigures.chainId, chainId)),
  );
}

/**
 * When the head was asked for: `sinceMs` before the database's now. The time of the question,
 * not of its answer: a process polling every second finds its own row a full second old at its
 * next poll, however long the node took to answer.
 */
const askedAt = (sinceMs: number) =>
  sql`now() - ${Math.max(0, Math.round(sinceMs))}::integer * interval '1 millisecond'`;

/** Notes that the node's head was asked for `sinceMs` ago (and was the stored block). */
export async function touchStoredFigures(db: Db, chainId: number, sinceMs: number): Promise<void> {
  await db
    .update(chainFigures)
    .set({ headCheckedAt: askedAt(sinceMs) })
    .where(eq(chainFigures.chainId, chainId));
}

/** Whether `stored` already shows `head` (or a later block another process saw). */
export const showsHead = (stored: StoredFigures | undefined, head: ChainHead) =>
  stored !== undefined &&
  (stored.blockNumber > head.number ||
    (stored.blockNumber === head.number && stored.blockHash === head.hash));

/**
 * The figures at `head`, read by one process only: under the chain's advisory lock (held until
 * the transaction ends, so a process that dies while reading frees it), the row is read again;
 * `headAskedAt` (performance.now()) is when the head was asked for;
 * when another process wrote this block meanwhile, that is the answer, else `read()` reads the
 * chain and its answer is stored. Processes that wait on the lock then find the row written.
 */
export async function readOnceAt(
  db: Db,
  chainId: number,
  head: ChainHead,
  read: () => Promise<ApiChainFigures>,
  headAskedAt: number = performance.now(),
): Promise<ApiChainFigures> {
  return inTransaction(db, async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`chain-figures:${chainId}`}))`);
    const stored = rowOf(
      await tx.select(columns).from(chainFigures).where(eq(chainFigures.chainId, chainId)),
    );
    if (stored && showsHead(stored, head)) return stored.answer;
    const answer = await read();
    const row = {
      blockNumber: head.number,
      blockHash: head.hash,
      answer,
      headCheckedAt: askedAt(performance.now() - headAskedAt),
    };
    await tx
      .insert(chainFigures)
      .values({ chainId, ...row })
      .onConflictDoUpdate({ target: chainFigures.chainId, set: row });
    return answer;
  });
}
