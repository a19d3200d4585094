import { findEcoDeployment } from '@eco/contracts';
import { describeTransaction, readTransaction } from '@eco/contracts/receipt';
import type { DescribedTransaction } from '@eco/contracts/receipt';
import { createPublicClient, http } from 'viem';
import type { Hash } from 'viem';
import { getChainId } from 'viem/actions';

/** A transaction described from the chain, or null when the node knows no such transaction. */
export interface ReceiptReader {
  chainId: number;
  describe(hash: Hash): Promise<DescribedTransaction | null>;
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
 * Reads and describes transactions on `chainId` through RPC_URL, or undefined without RPC_URL.
 * The transaction, its receipt, the head block and the node's chain id go out as one JSON-RPC
 * batch: a receipt is one round trip (two when the node's receipts carry no block time).
 */
export function createReceiptReader(
  rpcUrl: string | undefined,
  chainId: number,
): ReceiptReader | undefined {
  if (!rpcUrl) return undefined;
  // Short timeout and no retry: a visitor's request waits on this.
  const client = createPublicClient({
    transport: http(rpcUrl, { timeout: 5_000, retryCount: 0, batch: true }),
  });
  return {
    chainId,
    async describe(hash) {
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
      return describeTransaction({ chainId, ...reading, deployment: findEcoDeployment(chainId) });
    },
  };
}
