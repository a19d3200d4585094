// The three history views of bench/history.ts, read both ways: the old scan (eth_getLogs from
// ECO's deployment block with readLogsInRanges, as the site and the API did) and the indexer's
// read API (one GET each). Both give a normalised answer, so the two can be compared exactly.
import { ecoOwnerEventNames, ecoTokenAbi } from '@eco/contracts';
import { createPublicClient, http, zeroAddress } from 'viem';
import type { Address } from 'viem';
import type { ReferrerTotal } from './history-chain';
import { readLogsInRanges } from './log-scan';

export type ViewName = 'portfolio' | 'leaderboard' | 'auditLog';
export const viewNames: readonly ViewName[] = ['portfolio', 'leaderboard', 'auditLog'];

/** A view's answer, reduced to what both ways must agree on. */
export interface ViewAnswer {
  /** What the table shows: "105 purchases, 131 rewards". */
  summary: string;
  /** Compared as JSON between the two ways. */
  key: unknown;
}

const count = (n: number) => n.toLocaleString('en-US');

/** `txHash:logIndex` of each row, sorted: the identity of a set of events. */
const ids = (rows: { transactionHash: string | null; logIndex: number | null }[]) =>
  rows.map((row) => `${row.transactionHash?.toLowerCase()}:${row.logIndex}`).sort();

/** Totals per referrer as sorted [referrer, purchases, tokens, rewards] rows. */
export function referrerRows(
  totals: Map<string, ReferrerTotal>,
): [string, number, string, string][] {
  return [...totals.entries()]
    .map(
      ([referrer, t]) =>
        [referrer.toLowerCase(), t.purchases, String(t.tokens), String(t.rewards)] as [
          string,
          number,
          string,
          string,
        ],
    )
    .sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
}

/** Every purchase summed per referrer, skipping those without one (the zero address). */
export function sumByReferrer(
  purchases: readonly { referrer: string; amount: bigint; reward: bigint }[],
): Map<string, ReferrerTotal> {
  const totals = new Map<string, ReferrerTotal>();
  for (const { referrer, amount, reward } of purchases) {
    if (referrer.toLowerCase() === zeroAddress) continue;
    const key = referrer.toLowerCase();
    const sum = totals.get(key) ?? { purchases: 0, tokens: 0n, rewards: 0n };
    totals.set(key, {
      purchases: sum.purchases + 1,
      tokens: sum.tokens + amount,
      rewards: sum.rewards + reward,
    });
  }
  return totals;
}

/** Events per name, sorted by name. */
function countByName(names: readonly string[]): [string, number][] {
  const counts = new Map<string, number>();
  for (const name of names) counts.set(name, (counts.get(name) ?? 0) + 1);
  return [...counts.entries()].sort((a, b) => (a[0] < b[0] ? -1 : 1));
}

const portfolioAnswer = (purchases: string[], rewards: string[]): ViewAnswer => ({
  summary: `${count(purchases.length)} purchases, ${count(rewards.length)} rewards`,
  key: { purchases, rewards },
});
const leaderboardAnswer = (totals: Map<string, ReferrerTotal>): ViewAnswer => {
  const rows = referrerRows(totals);
  return {
    summary: `${count(rows.length)} referrers, ${count(rows.reduce((sum, row) => sum + row[1], 0))} referred purchases`,
    key: rows,
  };
};
const auditAnswer = (names: string[]): ViewAnswer => ({
  summary: `${count(names.length)} owner events`,
  key: countByName(names),
});

/** ECO's owner events, as the old audit log filtered the ABI. */
const auditEventAbi = ecoTokenAbi.filter(
  (item) => item.type === 'event' && (ecoOwnerEventNames as readonly string[]).includes(item.name),
);

/**
 * The old way: readLogsInRanges from the deployment block through `rpcUrl`, with the transport
 * settings the API used (10 s timeout, one retry; viem does not retry a refused range).
 */
export function oldScanViews(rpcUrl: string, eco: Address, fromBlock: bigint, account: Address) {
  const client = createPublicClient({
    transport: http(rpcUrl, { timeout: 10_000, retryCount: 1 }),
  });
  const latest = () => client.getBlockNumber({ cacheTime: 0 });
  const base = {
    address: eco,
    abi: ecoTokenAbi,
    eventName: 'TokensPurchased',
    strict: true,
  } as const;
  const views: Record<ViewName, () => Promise<ViewAnswer>> = {
    // use-purchase-history.ts: two queries at once, by the buyer and the referrer topics.
    portfolio: async () => {
      const [bought, referred] = await Promise.all([
        readLogsInRanges(
          fromBlock,
          (range) => client.getContractEvents({ ...base, ...range, args: { buyer: account } }),
          latest,
        ),
        readLogsInRanges(
          fromBlock,
          (range) => client.getContractEvents({ ...base, ...range, args: { referrer: account } }),
          latest,
        ),
      ]);
      return portfolioAnswer(ids(bought), ids(referred.filter((log) => log.args.reward > 0n)));
    },
    // affiliate.chain.ts: every purchase since the deployment, summed per referrer.
    leaderboard: async () => {
      const events = await readLogsInRanges(
        fromBlock,
        (range) => client.getContractEvents({ ...base, ...range }),
        latest,
      );
      return leaderboardAnswer(sumByReferrer(events.map((event) => event.args)));
    },
    // use-audit-log.ts: one query matching every owner event of ECO.
    auditLog: async () => {
      const logs = await readLogsInRanges(
        fromBlock,
        (range) => client.getLogs({ address: eco, events: auditEventAbi, ...range }),
        latest,
      );
      return auditAnswer(logs.map((log) => log.eventName));
    },
  };
  return views;
}

interface IndexedPurchase {
  transactionHash: string;
  logIndex: number;
}

async function getJson<T>(url: string, onRequest: () => void): Promise<T> {
  onRequest();
  const res = await fetch(url);
  if (!res.ok) throw new Error(`GET ${url}: HTTP ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/** The indexer's way: one GET per view; `onRequest` counts each request sent. */
export function indexerViews(
  indexerUrl: string,
  chainId: number,
  account: Address,
  onRequest: () => void,
) {
  const chain = `${indexerUrl}/chains/${chainId}`;
  const views: Record<ViewName, () => Promise<ViewAnswer>> = {
    portfolio: async () => {
      const body = await getJson<{ purchases: IndexedPurchase[]; rewards: IndexedPurchase[] }>(
        `${chain}/accounts/${account}/purchases`,
        onRequest,
      );
      return portfolioAnswer(ids(body.purchases), ids(body.rewards));
    },
    leaderboard: async () => {
      const body = await getJson<{
        referrers: { referrer: string; purchases: number; tokens: string; rewards: string }[];
      }>(`${chain}/referrers`, onRequest);
      return leaderboardAnswer(
        new Map(
          body.referrers.map((r) => [
            r.referrer,
            { purchases: r.purchases, tokens: BigInt(r.tokens), rewards: BigInt(r.rewards) },
          ]),
        ),
      );
    },
    auditLog: async () => {
      const body = await getJson<{ events: { eventName: string }[] }>(
        `${chain}/owner-log`,
        onRequest,
      );
      return auditAnswer(body.events.map((event) => event.eventName));
    },
  };
  return views;
}
