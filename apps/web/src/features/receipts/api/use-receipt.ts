import { findEcoDeployment } from '@eco/contracts';
import { describeTransaction, readTransaction } from '@eco/contracts/receipt';
import type { DescribedTransaction } from '@eco/contracts/receipt';
import { useQuery } from '@tanstack/react-query';
import type { Client, Hash } from 'viem';

/**
 * How often a pending transaction is read again: the wallet's polling interval (POLLING_INTERVAL
 * in lib/wallet/config.ts, not imported: that module loads wagmi, which a receipt does not need).
 */
export const RECEIPT_POLL_MS = 4_000;

/**
 * The transaction `hash` on `chainId` as its receipt describes it (null: the node knows no such
 * transaction), read from the chain itself so the receipt never waits for the indexer. One
 * batched request (two when the node's receipts carry no block time); a pending transaction is
 * read again every `pollMs` while the tab is visible, so the page turns into the receipt once it
 * is mined.
 */
export function useReceipt({
  chainId,
  hash,
  client,
  pollMs = RECEIPT_POLL_MS,
}: {
  chainId: number;
  hash: Hash;
  client: Client | undefined;
  pollMs?: number;
}) {
  return useQuery({
    queryKey: ['receipt', chainId, hash],
    enabled: Boolean(client),
    // Confirmations grow with every block: a receipt read earlier is never shown as current.
    staleTime: 0,
    refetchInterval: (query) => (query.state.data?.kind === 'pending' ? pollMs : false),
    queryFn: async (): Promise<DescribedTransaction | null> => {
      if (!client) throw new Error(`chain ${chainId} is not offered by this site`);
      const reading = await readTransaction(client, hash);
      if (!reading) return null;
      return describeTransaction({ chainId, ...reading, deployment: findEcoDeployment(chainId) });
    },
  });
}
