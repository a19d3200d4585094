import { findEcoDeployment } from '@eco/contracts';
import type { IndexedDonation, IndexerDonationsAnswer } from '@eco/shared';
import { useQuery } from '@tanstack/react-query';
import { isHash, type Address, type Hash } from 'viem';
import { usePublicClient } from 'wagmi';
import { historyQueryOptions, readHistory } from '@/lib/indexer';

export type DonationRow = {
  hash: Hash;
  /** Tells apart two donations of one transaction. */
  logIndex: number;
  campaignId: number;
  /** Wei. */
  amount: bigint;
  /** The memo as the chain holds it: text only, even the donor's own (a script may have sent it). */
  memo: string;
  /** ms since the epoch. */
  timestamp: number;
};

/**
 * A hash that is not one would make the receipt link point anywhere on the site: an answer with
 * one is no usable answer (the page then says the history is catching up).
 */
function checkedHash(hash: string): Hash {
  if (!isHash(hash)) throw new Error('The indexer answered a malformed transaction hash.');
  return hash;
}

const toRow = (d: IndexedDonation): DonationRow => ({
  hash: checkedHash(d.transactionHash),
  logIndex: d.logIndex,
  campaignId: d.campaignId,
  amount: BigInt(d.amount),
  memo: d.memo,
  timestamp: Number(d.timestamp) * 1000,
});

/**
 * The account's donations through EcoDonations, newest first: the portfolio's second request to
 * the indexer (the purchases are the first; the indexer answers them on separate routes), beside
 * one eth_blockNumber for the lag. Under 'eco', so read again after a transaction.
 */
export function useDonationHistory(account: Address | undefined, chainId: number) {
  const client = usePublicClient({ chainId });
  return useQuery({
    queryKey: ['eco', 'donation-history', chainId, account],
    // Where no donations contract is deployed there is nothing to ask the indexer about.
    enabled: Boolean(client && account && findEcoDeployment(chainId)?.donations),
    ...historyQueryOptions,
    queryFn: async ({ signal }) => {
      if (!client || !account) throw new Error('The wallet is not ready.');
      const { answer, lag } = await readHistory<IndexerDonationsAnswer>(
        client,
        chainId,
        `/accounts/${account}/donations`,
        signal,
      );
      return { donations: answer.donations.map(toRow), ...lag };
    },
  });
}
