import { createPublicClient, fallback, http } from 'viem';
import type { Client } from 'viem';
import { rpcUrlsFor, supportedChains } from '@/lib/wallet/chains';

const clients = new Map<number, Client>();

/**
 * A client reading `chainId` through the site's own RPC endpoints (VITE_RPC_URLS, the ones the
 * wallet config uses), or undefined for a chain the site does not offer. Its requests made at
 * the same moment travel as one JSON-RPC batch: a receipt's transaction, receipt and head block
 * are one HTTP request. No wallet is needed to read a receipt, so wagmi is not loaded for it.
 */
export function receiptClient(chainId: number): Client | undefined {
  const chain = supportedChains.find((c) => c.id === chainId);
  if (!chain) return undefined;
  let client = clients.get(chainId);
  if (!client) {
    const urls = rpcUrlsFor(chainId);
    const transport =
      urls.length > 1
        ? fallback(urls.map((url) => http(url, { batch: true })))
        : http(urls[0], { batch: true });
    client = createPublicClient({ chain, transport });
    clients.set(chainId, client);
  }
  return client;
}
