// The indexer's count of one account's purchases against the contract's own record, at one block:
// the check a test or a benchmark makes after a crash (apps/indexer/test/postgres-restart.test.ts,
// scripts/stack.test.mjs, bench/visitors.ts). It reads the contract's TokensPurchased events from
// block 0 with eth_getLogs, which a test chain answers at once; the site never reads history so.
import { ecoTokenAbi } from '@eco/contracts';
import { createPublicClient, http, type Address } from 'viem';

/** The indexer's answer for one account's purchases (src/api/index.ts), as far as compared. */
interface PurchasesAnswer {
  indexed: { number: number };
  purchases: { transactionHash: string; logIndex: number; amount: string }[];
  totals: { purchases: number; amount: string };
}

/** `${transactionHash}:${logIndex}`, the hash in lower case: one event, whoever names it. */
export type EventKey = `0x${string}:${number}`;

export interface PurchasesReconciled {
  /** The block the indexer said it had read, at which the contract's events were taken. */
  atBlock: bigint;
  /** The contract's TokensPurchased events for the account up to `atBlock`, sorted. */
  onChain: EventKey[];
  /** The indexer's purchase rows for the account, sorted (a key twice if it counted one twice). */
  indexed: EventKey[];
  /** Keys the indexer holds more than once. */
  twice: EventKey[];
  /** Events the indexer lacks. */
  missed: EventKey[];
  /** Rows the contract has no event for. */
  unknown: EventKey[];
  /** The indexer's totals, its rows' sum, and the events' count and sum (amounts in base units). */
  totals: {
    indexed: { purchases: number; amount: bigint };
    rowsAmount: bigint;
    onChain: { purchases: number; amount: bigint };
  };
  /** The indexer's count and amount, and its rows' sum, equal the contract's. */
  totalsEqual: boolean;
  /** No key twice, missed or unknown, and the totals equal. */
  whole: boolean;
}

const keyOf = (hash: string, logIndex: number): EventKey =>
  `${hash.toLowerCase() as `0x${string}`}:${logIndex}`;
const sum = (amounts: bigint[]) => amounts.reduce((a, b) => a + b, 0n);

/**
 * `buyer`'s purchases as the indexer at `indexerUrl` counts them on `chainId` (up to 1,000 rows),
 * against the TokensPurchased events of ECO at `contract`, read through `rpcUrl` up to the block
 * the indexer's answer names.
 */
export async function reconcilePurchases({
  indexerUrl,
  rpcUrl,
  chainId,
  contract,
  buyer,
}: {
  indexerUrl: string;
  rpcUrl: string;
  chainId: number;
  contract: Address;
  buyer: Address;
}): Promise<PurchasesReconciled> {
  const response = await fetch(
    `${indexerUrl}/chains/${chainId}/accounts/${buyer}/purchases?limit=1000`,
  );
  if (!response.ok) throw new Error(`the indexer answered ${response.status} for ${buyer}`);
  const answer = (await response.json()) as PurchasesAnswer;
  const atBlock = BigInt(answer.indexed.number);
  const events = await createPublicClient({ transport: http(rpcUrl) }).getContractEvents({
    address: contract,
    abi: ecoTokenAbi,
    eventName: 'TokensPurchased',
    args: { buyer },
    fromBlock: 0n,
    toBlock: atBlock,
  });
  const onChain = events.map((e) => keyOf(e.transactionHash, e.logIndex)).sort();
  const indexed = answer.purchases.map((p) => keyOf(p.transactionHash, p.logIndex)).sort();
  const onChainSet = new Set(onChain);
  const indexedSet = new Set(indexed);
  const twice = [...indexedSet].filter((k) => indexed.indexOf(k) !== indexed.lastIndexOf(k));
  const missed = onChain.filter((k) => !indexedSet.has(k));
  const unknown = [...indexedSet].filter((k) => !onChainSet.has(k));
  const totals = {
    indexed: { purchases: answer.totals.purchases, amount: BigInt(answer.totals.amount) },
    rowsAmount: sum(answer.purchases.map((p) => BigInt(p.amount))),
    onChain: { purchases: events.length, amount: sum(events.map((e) => e.args.amount ?? 0n)) },
  };
  const totalsEqual =
    totals.indexed.purchases === totals.onChain.purchases &&
    totals.indexed.amount === totals.onChain.amount &&
    totals.rowsAmount === totals.onChain.amount;
  return {
    atBlock,
    onChain,
    indexed,
    twice,
    missed,
    unknown,
    totals,
    totalsEqual,
    whole: totalsEqual && twice.length + missed.length + unknown.length === 0,
  };
}
