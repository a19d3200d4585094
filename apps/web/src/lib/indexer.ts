// The indexer's read API (apps/indexer): every history the site shows (purchases, referral
// rewards, the owner's audit log, the timelock's calls) comes from it in one request per view,
// never from log scans over RPC. What must be live to the block (balances, prices, stage state)
// stays a multicall read.
import type { IndexedBlock, IndexedDonation } from '@eco/shared';
import { useQuery, type QueryKey } from '@tanstack/react-query';
import { getAddress, isHash, type Address, type Hash } from 'viem';
import { usePublicClient } from 'wagmi';
import { env } from '@/config/env';

/** The indexer did not answer (down, restarting, or not reading this chain yet). */
export class IndexerUnavailableError extends Error {
  constructor(readonly status: number) {
    super('The history is catching up with the chain.');
    this.name = 'IndexerUnavailableError';
  }
}

/** Long enough for a slow link, short enough that a page says "catching up" without a wait. */
const TIMEOUT_MS = 8_000;

/** GETs `/chains/{chainId}{path}` from the indexer; throws IndexerUnavailableError on any failure. */
export async function readIndexer<T extends { indexed: IndexedBlock }>(
  chainId: number,
  path: string,
  signal?: AbortSignal,
): Promise<T> {
  const timeout = AbortSignal.timeout(TIMEOUT_MS);
  let response: Response;
  try {
    response = await fetch(`${env.VITE_INDEXER_URL}/chains/${chainId}${path}`, {
      signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
      headers: { accept: 'application/json' },
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new IndexerUnavailableError(0);
  }
  if (!response.ok) throw new IndexerUnavailableError(response.status);
  const body = (await response.json().catch(() => null)) as T | null;
  if (!body || typeof body.indexed !== 'object') throw new IndexerUnavailableError(response.status);
  return body;
}

/**
 * Blocks the indexer may trail the chain's head by before a page says it is catching up: it reads
 * a new block within a polling interval, so a block or two behind is its normal state.
 */
export const INDEXER_LAG_BLOCKS = 2n;

/** How history read at `indexed` stands against the chain's head the page just read. */
export type HistoryLag = {
  /** It misses the newest block(s): read it again shortly (a transaction just sent, say). */
  behind: boolean;
  /** It misses more than a poll's worth: say so on the page. */
  catchingUp: boolean;
};

export function historyLag(indexed: IndexedBlock, head: bigint): HistoryLag {
  const lag = head - BigInt(indexed.number);
  return { behind: lag > 0n, catchingUp: lag > INDEXER_LAG_BLOCKS };
}

/**
 * Refetch rhythm of a history query: every second while it misses the newest blocks (the indexer
 * reads them within its polling interval), every few seconds while the indexer is down or far
 * behind, so the page fills in by itself; otherwise only when something invalidates it.
 */
export function historyRefetchInterval(query: {
  state: { status: string; data?: unknown };
}): number | false {
  // Loosely typed so it fits any query's options without fixing its data type by inference.
  const data = query.state.data as Partial<HistoryLag> | undefined;
  if (query.state.status === 'error' || data?.catchingUp) return 3_000;
  return data?.behind ? 1_000 : false;
}

/** What every history query shares: read on each visit, no retries, the refetch rhythm above. */
export const historyQueryOptions = {
  staleTime: 0,
  retry: false,
  refetchInterval: historyRefetchInterval,
} as const;

/**
 * One view's history: the indexer's answer at `path` and, beside it, the chain's head (one
 * eth_blockNumber), with how far the answer lags behind that head.
 */
export async function readHistory<T extends { indexed: IndexedBlock }>(
  client: { getBlockNumber(options: { cacheTime: number }): Promise<bigint> },
  chainId: number,
  path: string,
  signal?: AbortSignal,
): Promise<{ answer: T; lag: HistoryLag }> {
  const [answer, head] = await Promise.all([
    readIndexer<T>(chainId, path, signal),
    client.getBlockNumber({ cacheTime: 0 }),
  ]);
  return { answer, lag: historyLag(answer.indexed, head) };
}

type ChainClient = NonNullable<ReturnType<typeof usePublicClient>>;

/**
 * A history view's query: the indexer's answer at `path` beside the chain's head, turned into the
 * view's data by `toData` (which may read the chain at the answer's block with `client`), with the
 * lag beside it and the history refetch rhythm. Keys start with 'eco', so every transaction the
 * site sends reads it again; `select` must be stable.
 */
export function useHistory<
  A extends { indexed: IndexedBlock },
  D extends object,
  S = D & HistoryLag,
>({
  chainId,
  queryKey,
  path,
  enabled = true,
  toData,
  select,
}: {
  chainId: number;
  queryKey: QueryKey;
  path: string;
  enabled?: boolean;
  toData: (answer: A, client: ChainClient) => D | Promise<D>;
  select?: (data: D & HistoryLag) => S;
}) {
  const client = usePublicClient({ chainId });
  return useQuery({
    queryKey,
    enabled: Boolean(client) && enabled,
    ...historyQueryOptions,
    queryFn: async ({ signal }): Promise<D & HistoryLag> => {
      if (!client) throw new Error('The chain client is not ready.');
      const { answer, lag } = await readHistory<A>(client, chainId, path, signal);
      return { ...(await toData(answer, client)), ...lag };
    },
    select,
  });
}

/**
 * A hash that is not one would make a receipt link point anywhere on the site: an answer with one
 * is no usable answer (the page then says the history is catching up).
 */
export function checkedHash(hash: string): Hash {
  if (!isHash(hash)) throw new Error('The indexer answered a malformed transaction hash.');
  return hash;
}

/** One Donated event of EcoDonations: a campaign's latest gifts, an account's donations. */
export type DonationRow = {
  hash: Hash;
  /** Tells apart two donations of one transaction (a contract can donate twice in one call). */
  logIndex: number;
  campaignId: number;
  donor: Address;
  /** Wei. */
  amount: bigint;
  /** The donor's own words as the chain holds them: untrusted text, shown as text only. */
  memo: string;
  /** ms since the epoch. */
  timestamp: number;
};

export const donationRow = (d: IndexedDonation): DonationRow => ({
  hash: checkedHash(d.transactionHash),
  logIndex: d.logIndex,
  campaignId: d.campaignId,
  donor: getAddress(d.donor),
  amount: BigInt(d.amount),
  memo: d.memo,
  timestamp: Number(d.timestamp) * 1000,
});
