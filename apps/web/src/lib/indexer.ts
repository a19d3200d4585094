// The indexer's read API (apps/indexer): every history the site shows (purchases, referral
// rewards, the owner's audit log, the timelock's calls) comes from it in one request per view,
// never from log scans over RPC. What must be live to the block (balances, prices, stage state)
// stays a multicall read.
import { INDEXER_PAGE, type IndexedBlock, type IndexedDonation, type Paged } from '@eco/shared';
import { useInfiniteQuery, useQuery, type QueryKey, type QueryMeta } from '@tanstack/react-query';
import { getAddress, isHash, type Hash } from 'viem';
import { usePublicClient } from 'wagmi';
import { readIndexer } from './indexer-read';

export { IndexerUnavailableError, readIndexer } from './indexer-read';

/** `path` asking for the page after `cursor` (null: the first page) of at most `limit` rows. */
export function pagePath(path: string, cursor: string | null, limit?: number): string {
  const query = new URLSearchParams();
  if (limit !== undefined) query.set('limit', String(limit));
  if (cursor !== null) query.set('cursor', cursor);
  const search = query.toString();
  if (!search) return path;
  return `${path}${path.includes('?') ? '&' : '?'}${search}`;
}

/**
 * Pages a view reads of a list whose whole history it needs (a reconciliation, the owner's
 * audit log): 10 pages of 1,000 rows. Lists only the owner's roles write grow by a few rows a
 * month; a list longer than this is an error the page shows, never a silently shortened history.
 */
export const MAX_LIST_PAGES = 10;

/** A list had more rows than MAX_LIST_PAGES pages hold. */
export class IndexerListTooLongError extends Error {
  constructor(path: string) {
    super(`The list at ${path} is longer than ${MAX_LIST_PAGES * INDEXER_PAGE.max} rows.`);
    this.name = 'IndexerListTooLongError';
  }
}

/**
 * Every row of the list `key` at `path`, following `nextCursor` (pages of the largest size) up to
 * MAX_LIST_PAGES: the first page's answer, with the list holding every page's rows.
 */
export async function readWholeList<T extends { indexed: IndexedBlock } & Paged, K extends keyof T>(
  chainId: number,
  path: string,
  key: K,
  signal?: AbortSignal,
): Promise<T> {
  const first = await readIndexer<T>(chainId, pagePath(path, null, INDEXER_PAGE.max), signal);
  const rows = [...(first[key] as unknown[])];
  let cursor = first.nextCursor;
  for (let pages = 1; cursor !== null; pages++) {
    if (pages >= MAX_LIST_PAGES) throw new IndexerListTooLongError(path);
    const next = await readIndexer<T>(chainId, pagePath(path, cursor, INDEXER_PAGE.max), signal);
    rows.push(...(next[key] as unknown[]));
    cursor = next.nextCursor;
  }
  return { ...first, [key]: rows, nextCursor: null };
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
 * eth_blockNumber), with how far the answer lags behind that head. With `wholeList`, that list of
 * the answer is read whole (readWholeList).
 */
export async function readHistory<T extends { indexed: IndexedBlock }>(
  client: { getBlockNumber(options: { cacheTime: number }): Promise<bigint> },
  chainId: number,
  path: string,
  signal?: AbortSignal,
  wholeList?: keyof T,
): Promise<{ answer: T; lag: HistoryLag }> {
  const [answer, head] = await Promise.all([
    wholeList === undefined
      ? readIndexer<T>(chainId, path, signal)
      : readWholeList<T & Paged, keyof T>(chainId, path, wholeList, signal),
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
  wholeList,
  toData,
  select,
  meta,
}: {
  chainId: number;
  queryKey: QueryKey;
  path: string;
  enabled?: boolean;
  /** A list of the answer the view needs whole: read page by page (readWholeList). */
  wholeList?: keyof A;
  toData: (answer: A, client: ChainClient) => D | Promise<D>;
  select?: (data: D & HistoryLag) => S;
  /** `{ persist: false }` for a verdict that must be the chain's now (lib/query-provider.tsx). */
  meta?: QueryMeta;
}) {
  const client = usePublicClient({ chainId });
  return useQuery({
    queryKey,
    enabled: Boolean(client) && enabled,
    ...historyQueryOptions,
    meta,
    queryFn: async ({ signal }): Promise<D & HistoryLag> => {
      if (!client) throw new Error('The chain client is not ready.');
      const { answer, lag } = await readHistory<A>(client, chainId, path, signal, wholeList);
      return { ...(await toData(answer, client)), ...lag };
    },
    select,
  });
}

/** What a paged history view shows: the rows of the pages read so far and the first answer. */
export type HistoryPages<A, Row> = {
  /** The first page's answer (its totals count every row, not only the pages read). */
  first: A;
  rows: Row[];
} & HistoryLag;

/**
 * A history view of a list anyone can make long (an account's purchases, rewards, donations): its
 * first page (`limit` rows) beside the chain's head, and `fetchNextPage` for the page after the
 * rows shown ("Show more"). Refetches read the pages shown again, each after the one before, so
 * rows the chain added meanwhile push the others down without a gap.
 */
export function useHistoryPages<A extends { indexed: IndexedBlock } & Paged, Row>({
  chainId,
  queryKey,
  path,
  limit,
  enabled = true,
  rowsOf,
}: {
  chainId: number;
  queryKey: QueryKey;
  path: string;
  limit: number;
  enabled?: boolean;
  /** The page's rows as the view shows them; may throw on a malformed answer. */
  rowsOf: (answer: A) => Row[];
}) {
  const client = usePublicClient({ chainId });
  type Page = { answer: A; rows: Row[] } & HistoryLag;
  return useInfiniteQuery({
    queryKey,
    enabled: Boolean(client) && enabled,
    ...historyQueryOptions,
    // The history rhythm, from how far the first page lags.
    refetchInterval: (query) =>
      historyRefetchInterval({
        state: { status: query.state.status, data: query.state.data?.pages[0] },
      }),
    initialPageParam: null as string | null,
    queryFn: async ({ pageParam, signal }): Promise<Page> => {
      if (!client) throw new Error('The chain client is not ready.');
      const { answer, lag } = await readHistory<A>(
        client,
        chainId,
        pagePath(path, pageParam, limit),
        signal,
      );
      return { answer, rows: rowsOf(answer), ...lag };
    },
    getNextPageParam: (page: Page) => page.answer.nextCursor ?? undefined,
    select: (data): HistoryPages<A, Row> => {
      const [first, ...more] = data.pages;
      if (!first) throw new Error('No page read.');
      return {
        first: first.answer,
        rows: data.pages.flatMap((page) => page.rows),
        // The first page says how far the history reaches; the later ones only continue it.
        behind: first.behind || more.some((page) => page.behind),
        catchingUp: first.catchingUp,
      };
    },
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
export const donationRow = (d: IndexedDonation) => ({
  hash: checkedHash(d.transactionHash),
  /** Tells apart two donations of one transaction (a contract can donate twice in one call). */
  logIndex: d.logIndex,
  campaignId: d.campaignId,
  donor: getAddress(d.donor),
  /** Wei. */
  amount: BigInt(d.amount),
  /** The donor's own words as the chain holds them: untrusted text, shown as text only. */
  memo: d.memo,
  /** ms since the epoch. */
  timestamp: Number(d.timestamp) * 1000,
});
export type DonationRow = ReturnType<typeof donationRow>;
