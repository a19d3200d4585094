import type { QueryClient } from '@tanstack/react-query';

// wagmi's query keys for chain reads, and the site's own ('eco', e.g. purchase history).
const chainReadKeys = new Set(['readContract', 'readContracts', 'balance', 'eco']);

/** After a transaction: read balances, sale progress and history again, and nothing else. */
export function invalidateChainReads(queryClient: QueryClient) {
  return queryClient.invalidateQueries({
    predicate: (query) => chainReadKeys.has(String(query.queryKey[0])),
  });
}
