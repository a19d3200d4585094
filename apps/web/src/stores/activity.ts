import { isHash, isHex, type Address, type Hash, type Hex } from 'viem';
import * as z from 'zod/mini';
import { create } from 'zustand';
import { bigintJson } from '@/lib/bigint-json';
import { readStored, writeStored } from '@/lib/storage';
import { address, replacementReason, transactionInfoSchema } from '@/lib/wallet/transaction';
import { TRANSACTIONS_KEY } from './wallet-ui';

/**
 * Every transaction the site sent, kept in the browser (localStorage) per chain and account from
 * the moment the wallet returns its hash until it is final, with what it was for: after a reload
 * the pending ones are watched again (follow-transaction.ts) and the wallet menu lists them under
 * "Recent activity". Like the Uniswap interface's transaction store, but the record survives the
 * tab: a purchase pending for a minute is not forgotten because its buyer reloaded the page.
 */

const hash = z.custom<Hash>((value) => typeof value === 'string' && isHash(value));
const common = {
  chainId: z.int(),
  account: address,
  /** When the wallet returned the hash or answered (ms since the epoch, the visitor's clock). */
  sentAt: z.number(),
  settledAt: z.optional(z.number()),
};

/** Where a recorded transaction stands. */
const activityStatus = z.enum([
  'pending',
  'confirmed',
  'failed',
  'cancelled',
  'replaced',
  'not-found',
]);
export type ActivityStatus = z.infer<typeof activityStatus>;

/** The sender, nonce and call of a sent transaction: what viem needs to find its replacement. */
const sentTransaction = z.object({
  from: address,
  nonce: z.int(),
  to: z.nullable(address),
  value: z.bigint(),
  input: z.custom<Hex>((value) => typeof value === 'string' && isHex(value)),
});
export type SentTransaction = z.infer<typeof sentTransaction>;

/** A chain transaction the site sent. */
const transactionRecord = z.object({
  kind: z.literal('transaction'),
  /** The hash the wallet returned. */
  id: hash,
  ...common,
  info: transactionInfoSchema,
  status: activityStatus,
  /** Read from the node while the transaction was pending; absent when it never saw it. */
  sent: z.optional(sentTransaction),
  /** The transaction that took this one's nonce, when the wallet sped it up, cancelled or replaced it. */
  replacement: z.optional(z.object({ hash, reason: replacementReason })),
});
export type TransactionRecord = z.infer<typeof transactionRecord>;

/** A wallet request without a transaction: asking the wallet to list ECO (EIP-747). */
const walletRequestRecord = z.object({
  kind: z.literal('add-token'),
  id: z.string(),
  ...common,
  status: z.enum(['confirmed', 'failed']),
});

/** A record as stored: storage is input, so it is parsed, never trusted. */
const activityRecord = z.discriminatedUnion('kind', [transactionRecord, walletRequestRecord]);
export type ActivityRecord = z.infer<typeof activityRecord>;

/** Settled records kept per chain and account; pending ones are never dropped. */
export const SETTLED_KEPT = 20;

const activityJson = bigintJson('$bigint');

/** Reads the records from their stored text; anything unreadable is left out, never thrown. */
export function parseActivity(text: string | null | undefined): ActivityRecord[] {
  if (!text) return [];
  try {
    const parsed = activityJson.parse(text);
    if (!Array.isArray(parsed)) return [];
    return parsed.flatMap((value) => {
      const record = activityRecord.safeParse(value);
      return record.success ? [record.data] : [];
    });
  } catch {
    return [];
  }
}

/** The records as stored text. */
export function serializeActivity(records: readonly ActivityRecord[]): string {
  return activityJson.stringify(records);
}

const sameOwner = (a: ActivityRecord, b: Pick<ActivityRecord, 'chainId' | 'account'>) =>
  a.chainId === b.chainId && a.account.toLowerCase() === b.account.toLowerCase();

/**
 * Keeps every pending record and the newest SETTLED_KEPT settled ones of each chain and account,
 * newest first.
 */
export function pruneActivity(records: readonly ActivityRecord[]): ActivityRecord[] {
  const sorted = [...records].sort((a, b) => b.sentAt - a.sentAt);
  const settledSeen = new Map<string, number>();
  return sorted.filter((record) => {
    if (record.status === 'pending') return true;
    const owner = `${record.chainId}:${record.account.toLowerCase()}`;
    const seen = settledSeen.get(owner) ?? 0;
    settledSeen.set(owner, seen + 1);
    return seen < SETTLED_KEPT;
  });
}

/** Adds `record`, or replaces the one with its id on its chain. */
export function upsertActivity(
  records: readonly ActivityRecord[],
  record: ActivityRecord,
): ActivityRecord[] {
  const others = records.filter((r) => !(r.id === record.id && r.chainId === record.chainId));
  return pruneActivity([record, ...others]);
}

/** The records of one chain and account, newest first. */
export function activityOf(
  records: readonly ActivityRecord[],
  chainId: number,
  account: Address,
): ActivityRecord[] {
  return records.filter((r) => sameOwner(r, { chainId, account }));
}

const readStorage = () => parseActivity(readStored(TRANSACTIONS_KEY));

// Without storage (private mode, quota) the list lives as long as the tab.
const writeStorage = (records: readonly ActivityRecord[]) =>
  writeStored(TRANSACTIONS_KEY, records.length === 0 ? null : serializeActivity(records));

type ActivityState = {
  records: ActivityRecord[];
  /** Adds or replaces a record. */
  put: (record: ActivityRecord) => void;
  /** Changes the record `id` on `chainId`, if it is still there. */
  update: (chainId: number, id: string, change: Partial<TransactionRecord>) => void;
  /** Forgets the settled records of one chain and account. */
  clearSettled: (chainId: number, account: Address) => void;
};

/**
 * The recorded activity. Every change starts from what storage holds now, so two tabs of the
 * site never overwrite each other's records, and a change made in another tab arrives here
 * through the `storage` event.
 */
export const useActivityStore = create<ActivityState>()((set) => {
  const change = (next: (records: ActivityRecord[]) => ActivityRecord[]) => {
    const records = next(readStorage());
    writeStorage(records);
    set({ records });
  };
  return {
    records: typeof window === 'undefined' ? [] : readStorage(),
    put: (record) => change((records) => upsertActivity(records, record)),
    update: (chainId, id, patch) =>
      change((records) =>
        records.map((r) =>
          r.kind === 'transaction' && r.chainId === chainId && r.id === id ? { ...r, ...patch } : r,
        ),
      ),
    clearSettled: (chainId, account) =>
      change((records) =>
        records.filter((r) => r.status === 'pending' || !sameOwner(r, { chainId, account })),
      ),
  };
});

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === TRANSACTIONS_KEY || event.key === null) {
      useActivityStore.setState({ records: readStorage() });
    }
  });
}
