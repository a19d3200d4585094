import { findEcoDeployment } from '@eco/contracts';
import { describeTransaction, readTransaction } from '@eco/contracts/receipt';
import type { DescribedTransaction, TransactionReading } from '@eco/contracts/receipt';
import { createPublicClient, http } from 'viem';
import type { Hash } from 'viem';
import { getBlock, getBlockNumber, getChainId } from 'viem/actions';
import { CachedLookup } from '../../lib/cached-lookup';
import type { Clock } from '../../lib/clock';

/** A transaction read from the chain, described, and whether that can still change. */
export interface ReceiptRead {
  /** What the node answered, kept to describe the transaction again as of a later head block. */
  reading: TransactionReading;
  described: DescribedTransaction;
  /**
   * Its block is finalized (the node's `finalized` block is at or past it, and the node's block at
   * that height is the receipt's): the transaction can no longer be dropped, reordered or changed,
   * so everything in `described` but the head block and the confirmations is settled for good.
   */
  final: boolean;
}

/** Transactions read from the chain; null when the node knows no such transaction. */
export interface ReceiptReader {
  chainId: number;
  read(hash: Hash): Promise<ReceiptRead | null>;
  /** `reading` described as of head block `headBlockNumber` (only the confirmations move). */
  describeAt(reading: TransactionReading, headBlockNumber: bigint): DescribedTransaction;
  /** The node's newest block number, never a cached one. */
  headBlockNumber(): Promise<bigint>;
}

/**
 * The node behind RPC_URL serves another chain than ECO_CHAIN_ID: every receipt read from it
 * would describe the wrong chain's transactions, so none is given (a setting to fix, not a
 * moment to wait out).
 */
export class ReceiptChainMismatchError extends Error {
  override name = 'ReceiptChainMismatchError';
}

/**
 * How long the node's finalized block number is reused across requests: one Ethereum slot.
 * Finality moves an epoch (about 6.4 minutes) at a time, so a figure this old only delays by
 * seconds the moment a receipt counts as final, and saves a node call on every read meanwhile.
 */
const FINALIZED_TTL_MS = 12_000;

/**
 * Reads and describes transactions on `chainId` through RPC_URL, or undefined without RPC_URL.
 * The transaction, its receipt, the head block and the node's chain id go out as one JSON-RPC
 * batch: a receipt is one round trip (two when the node's receipts carry no block time). A mined
 * transaction not yet known to be final takes one more round trip to check its finality (the
 * finalized block, shared for FINALIZED_TTL_MS, and its own block's hash).
 */
export function createReceiptReader(
  rpcUrl: string | undefined,
  chainId: number,
  clock: Clock,
): ReceiptReader | undefined {
  if (!rpcUrl) return undefined;
  // Short timeout and no retry: a visitor's request waits on this.
  const client = createPublicClient({
    transport: http(rpcUrl, { timeout: 5_000, retryCount: 0, batch: true }),
  });
  const deployment = findEcoDeployment(chainId);
  const describeAt = (reading: TransactionReading, headBlockNumber: bigint) =>
    describeTransaction({ chainId, ...reading, headBlockNumber, deployment });

  // Null when the node cannot say (down, or no `finalized` tag on its chain): then nothing is
  // final, and receipts are read on every request as before.
  const finalized = new CachedLookup<bigint | null>(
    clock,
    () =>
      getBlock(client, { blockTag: 'finalized' }).then(
        (block) => block.number,
        () => null,
      ),
    () => FINALIZED_TTL_MS,
  );

  /** Whether the mined `reading`'s block is final on the node's canonical chain. */
  async function isFinal(reading: TransactionReading): Promise<boolean> {
    const { receipt } = reading;
    if (!receipt) return false;
    const finalizedNumber = await finalized.get();
    if (finalizedNumber === null || receipt.blockNumber > finalizedNumber) return false;
    // A pool of nodes can mix answers: the receipt may come from a node on a branch the others
    // dropped. Final only when the block at that height, asked again now, is the receipt's.
    try {
      const block = await getBlock(client, { blockNumber: receipt.blockNumber });
      return block.hash.toLowerCase() === receipt.blockHash.toLowerCase();
    } catch {
      return false;
    }
  }

  return {
    chainId,
    describeAt,
    headBlockNumber: () => getBlockNumber(client, { cacheTime: 0 }),
    async read(hash) {
      const [reading, nodeChainId] = await Promise.all([
        readTransaction(client, hash),
        getChainId(client),
      ]);
      if (nodeChainId !== chainId) {
        throw new ReceiptChainMismatchError(
          `RPC_URL serves chain ${nodeChainId}, but ECO_CHAIN_ID is ${chainId}.`,
        );
      }
      if (!reading) return null;
      // Described before finality is asked: a reading the node contradicts throws here.
      const described = describeAt(reading, reading.headBlockNumber);
      return { reading, described, final: await isFinal(reading) };
    },
  };
}
