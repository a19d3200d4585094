import type { Hex } from 'viem';

/** What an indexing function's event says about where the chain put it. */
interface LoggedEvent {
  block: { number: bigint; timestamp: bigint };
  transaction: { hash: Hex };
  log: { logIndex: number };
}

/**
 * The fields every one-row-per-event table shares: an id unique to the log (chain, transaction,
 * position in the block) and ponder.schema.ts' eventColumns.
 */
export const eventRow = (chainId: number, { block, transaction, log }: LoggedEvent) => ({
  id: `${chainId}:${transaction.hash}:${log.logIndex}`,
  chainId,
  blockNumber: block.number,
  timestamp: block.timestamp,
  transactionHash: transaction.hash,
});
