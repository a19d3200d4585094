// ECO's transactions, for its share of the network's footprint (MiCA's sustainability indicators,
// Delegated Regulation (EU) 2025/422): every transaction in which ECO emitted an event, counted
// once, per UTC day. Every ECO handler calls countEcoTransaction, and the events no other handler
// reads get one that only counts (src/index.ts).
import type { Context } from 'ponder:registry';
import { ecoTransaction, ecoTransactionDay } from 'ponder:schema';
import type { Hex } from 'viem';

const SECONDS_PER_DAY = 86_400n;

/** The UTC day of a block time (seconds): days since 1970-01-01. */
export const dayOf = (timestamp: bigint) => Number(timestamp / SECONDS_PER_DAY);

/** Counts the event's transaction in its day, unless an earlier event of it already did. */
export async function countEcoTransaction(
  context: Context,
  event: { block: { timestamp: bigint }; transaction: { hash: Hex } },
) {
  const chainId = context.chain.id;
  const day = dayOf(event.block.timestamp);
  const added = await context.db
    .insert(ecoTransaction)
    .values({ chainId, transactionHash: event.transaction.hash })
    .onConflictDoNothing();
  // Null: this transaction is counted already.
  if (!added) return;
  await context.db
    .insert(ecoTransactionDay)
    .values({ chainId, day, transactions: 1 })
    .onConflictDoUpdate((row) => ({ transactions: row.transactions + 1 }));
}
