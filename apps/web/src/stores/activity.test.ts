import { beforeEach, describe, expect, it } from 'vitest';
import type { Address, Hash } from 'viem';
import { TRANSACTIONS_KEY, hasPendingTransaction } from './wallet-ui';
import {
  SETTLED_KEPT,
  activityOf,
  parseActivity,
  pruneActivity,
  serializeActivity,
  useActivityStore,
  type ActivityRecord,
  type TransactionRecord,
} from './activity';

const alice: Address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const bob: Address = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';
const hash = (n: number): Hash => `0x${n.toString(16).padStart(64, '0')}`;

const buy = (n: number, change: Partial<TransactionRecord> = {}): TransactionRecord => ({
  kind: 'transaction',
  id: hash(n),
  chainId: 31337,
  account: alice,
  info: {
    type: 'buy',
    stage: 'public',
    amount: 10n ** 21n,
    asset: 'eth',
    cost: 123_456_789_012_345_678n,
  },
  sentAt: 1_000 + n,
  status: 'confirmed',
  ...change,
});

beforeEach(() => {
  window.localStorage.clear();
  useActivityStore.setState({ records: [] });
});

describe('stored activity', () => {
  it('keeps amounts exact through storage (bigint as text)', () => {
    const records = [buy(1, { status: 'pending' })];
    const text = serializeActivity(records);
    expect(text).toContain('"$bigint":"123456789012345678"');
    expect(parseActivity(text)).toEqual(records);
  });

  it('leaves out what it cannot read, and never throws on storage it did not write', () => {
    expect(parseActivity(null)).toEqual([]);
    expect(parseActivity('not json')).toEqual([]);
    expect(parseActivity('{"a":1}')).toEqual([]);
    const good = buy(2);
    const bad = [
      { ...good, id: '0x12' },
      { ...good, status: 'exploded' },
      { ...good, account: 'alice' },
      { ...good, info: { type: 'steal' } },
      { ...good, chainId: '1' },
      // Checked to the last field: what a transaction was for, and what the node told of it.
      { ...good, info: { type: 'buy', stage: 'public', amount: '10', asset: 'eth', cost: 1n } },
      { ...good, info: { type: 'buy', stage: 'presale', amount: 1n, asset: 'eth', cost: 1n } },
      { ...good, info: { type: 'buy', stage: 'public', amount: 1n, asset: 'dai', cost: 1n } },
      {
        ...good,
        info: {
          type: 'return',
          kind: 'steal',
          stage: 'public',
          index: 0n,
          amount: 1n,
          asset: 'eth',
          cost: 1n,
        },
      },
      { ...good, info: { type: 'owner-action', changes: [{ label: 'Fee' }], summary: '' } },
      { ...good, sent: { from: alice, nonce: 1.5, to: null, value: 0n, input: '0x' } },
      { ...good, replacement: { hash: hash(3), reason: 'lost' } },
      { kind: 'add-token', id: 'a', chainId: 1, account: alice, sentAt: 1, status: 'pending' },
    ];
    const added: ActivityRecord = {
      kind: 'add-token',
      id: 'add-token-1',
      chainId: 31337,
      account: alice,
      sentAt: 5,
      status: 'confirmed',
    };
    expect(parseActivity(serializeActivity([good, added, ...(bad as ActivityRecord[])]))).toEqual([
      good,
      added,
    ]);
  });

  it('keeps every pending record and the newest settled ones of each chain and account', () => {
    const many = Array.from({ length: SETTLED_KEPT + 5 }, (_, n) => buy(n + 1));
    const pendingOld = buy(0, { status: 'pending', sentAt: 0 });
    const bobs = buy(999, { account: bob });
    const kept = pruneActivity([pendingOld, ...many, bobs]);
    expect(kept.filter((r) => r.account === alice && r.status !== 'pending')).toHaveLength(
      SETTLED_KEPT,
    );
    expect(kept).toContainEqual(pendingOld);
    expect(kept).toContainEqual(bobs);
    // Newest first, and the oldest settled were the ones dropped.
    expect(kept[0]?.sentAt).toBe(Math.max(...kept.map((r) => r.sentAt)));
    expect(kept.some((r) => r.id === hash(1))).toBe(false);
  });

  it("lists one chain's and account's records, whatever the address's letter case", () => {
    const records = [buy(1), buy(2, { account: bob }), buy(3, { chainId: 1 })];
    expect(activityOf(records, 31337, alice.toLowerCase() as Address).map((r) => r.id)).toEqual([
      hash(1),
    ]);
  });
});

describe('useActivityStore', () => {
  it('writes every change to storage, so a reload finds a pending transaction', () => {
    expect(hasPendingTransaction()).toBe(false);
    useActivityStore.getState().put(buy(1, { status: 'pending' }));
    expect(parseActivity(window.localStorage.getItem(TRANSACTIONS_KEY))).toHaveLength(1);
    expect(hasPendingTransaction()).toBe(true);
    useActivityStore.getState().update(31337, hash(1), { status: 'confirmed' });
    expect(hasPendingTransaction()).toBe(false);
    expect(useActivityStore.getState().records[0]?.status).toBe('confirmed');
  });

  it("starts each change from storage, so another tab's records are kept", () => {
    useActivityStore.getState().put(buy(1, { status: 'pending' }));
    // Another tab adds one behind this tab's back.
    const stored = parseActivity(window.localStorage.getItem(TRANSACTIONS_KEY));
    window.localStorage.setItem(TRANSACTIONS_KEY, serializeActivity([buy(2), ...stored]));
    useActivityStore.getState().put(buy(3));
    expect(
      useActivityStore
        .getState()
        .records.map((r) => r.id)
        .sort(),
    ).toEqual([hash(1), hash(2), hash(3)]);
  });

  it("takes another tab's change from the storage event", () => {
    window.localStorage.setItem(TRANSACTIONS_KEY, serializeActivity([buy(7)]));
    window.dispatchEvent(new StorageEvent('storage', { key: TRANSACTIONS_KEY }));
    expect(useActivityStore.getState().records.map((r) => r.id)).toEqual([hash(7)]);
  });

  it('clears the settled records of one chain and account only', () => {
    const { put, clearSettled } = useActivityStore.getState();
    put(buy(1));
    put(buy(2, { status: 'pending' }));
    put(buy(3, { account: bob }));
    clearSettled(31337, alice);
    expect(
      useActivityStore
        .getState()
        .records.map((r) => r.id)
        .sort(),
    ).toEqual([hash(2), hash(3)]);
  });
});
