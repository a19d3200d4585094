import { indexerEcoTransactionsAnswerSchema } from '@eco/shared';
import { useHistory } from '@/lib/indexer';
import { ecoTransactionsPath } from '../eco-footprint';

/**
 * ECO's transactions over the footprint's period and since deployment, with the block they are as
 * of: one request to the indexer beside one eth_blockNumber. A malformed answer fails the query,
 * and the page then says the history is catching up rather than show a wrong figure.
 */
export function useEcoTransactions(chainId: number) {
  return useHistory({
    chainId,
    queryKey: ['eco', 'eco-transactions', chainId],
    path: ecoTransactionsPath,
    toData: (answer) => ({ answer: indexerEcoTransactionsAnswerSchema.parse(answer) }),
  });
}
