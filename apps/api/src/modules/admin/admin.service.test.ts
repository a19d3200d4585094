import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Address } from 'viem';
import { openDatabase } from '../../db/database';
import type { Database } from '../../db/database';
import { ApiError } from '../../lib/errors';
import { ChainUnavailableError } from '../affiliate/affiliate.chain';
import type { ReferralTotalsReader } from '../affiliate/affiliate.chain';
import { partnerEntries, referralLeaderboard } from './admin.service';

const a = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const b = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';
const c = '0x90F79bf6EB2c4f870365E785982E1f101E93b906';

const reader = (
  totals: [Address, { count: number; tokens: bigint; rewards: bigint }][],
): ReferralTotalsReader => ({
  chainId: 31337,
  readTop: async () => ({
    totals: new Map(totals),
    indexed: { number: 42, timestamp: 1_700_000_000 },
  }),
});

describe('admin service, without HTTP', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({ memory: true });
  });
  afterAll(() => database.close());

  it('partnerEntries checksums, reads allocations in ECO and names bad entries by position', () => {
    expect(
      partnerEntries([
        { address: a.toLowerCase(), allocation: '100' },
        { address: ` ${b} `, allocation: ' 0.5 ' },
      ]),
    ).toEqual([
      { address: a, allocation: 100n * 10n ** 18n },
      { address: b, allocation: 5n * 10n ** 17n },
    ]);
    const refusal = (entries: unknown[]) => {
      let refused: unknown;
      try {
        partnerEntries(entries);
      } catch (error) {
        refused = error;
      }
      expect(refused).toBeInstanceOf(ApiError);
      return (refused as ApiError).message;
    };
    expect(
      refusal([
        { address: a, allocation: '1' },
        { address: 'nope', allocation: '1' },
        { address: c, allocation: '0' },
        a,
        42,
      ]),
    ).toBe(
      'These 4 entries are not a wallet address (0x followed by 40 hex characters) with an allocation in ECO above 0: #2 {"address":"nope","allocation":"1"}, #3 {"address":"0x90F79bf6EB2c4f870365E785982E1f101E93b906","allocation":"0"}, #4 "0x70997970C51812dc3A010C7d01b50e0d17dc79C8", #5 42.',
    );
    expect(
      refusal([
        { address: a, allocation: '1' },
        { address: a.toLowerCase(), allocation: '1' },
      ]),
    ).toBe(`Each partner can be listed once, with one allocation; listed more than once: ${a}.`);
  });

  it('ranks referrers by rewards, then tokens, then purchases, and keeps the top `limit`', async () => {
    const ctx = {
      db: database.db,
      referralsReader: reader([
        [c, { count: 9, tokens: 100n, rewards: 4n }],
        [a, { count: 1, tokens: 500n, rewards: 20n }],
        [b, { count: 2, tokens: 500n, rewards: 20n }],
      ]),
    };
    const board = await referralLeaderboard(ctx, 2, () => {});
    expect(board.available).toBe(true);
    expect(board.indexed).toEqual({ number: 42, timestamp: 1_700_000_000 });
    expect(board.items.map((item) => [item.referrer, item.purchases])).toEqual([
      [b, 2],
      [a, 1],
    ]);
    expect(board.items[0]).toMatchObject({ tokens: '500', rewards: '20', code: null });
  });

  it('says why there is no leaderboard instead of failing', async () => {
    const none = await referralLeaderboard(
      { db: database.db, referralsReader: undefined },
      5,
      () => {},
    );
    expect(none).toMatchObject({ available: false, items: [] });
    expect(none.note).toContain('no INDEXER_URL');

    const errors: unknown[] = [];
    const failing = (error: Error): ReferralTotalsReader => ({
      chainId: 31337,
      readTop: () => Promise.reject(error),
    });
    const known = await referralLeaderboard(
      { db: database.db, referralsReader: failing(new ChainUnavailableError('No contract here.')) },
      5,
      (error) => errors.push(error),
    );
    expect(known.note).toBe('No contract here.');
    const outage = await referralLeaderboard(
      { db: database.db, referralsReader: failing(new Error('socket hang up')) },
      5,
      (error) => errors.push(error),
    );
    expect(outage.note).toBe('The purchase history could not be read right now. Try again later.');
    const behind = new Error('connect ECONNREFUSED');
    const down = await referralLeaderboard(
      {
        db: database.db,
        referralsReader: failing(new ChainUnavailableError('Catching up.', { cause: behind })),
      },
      5,
      (error) => errors.push(error),
    );
    expect(down).toMatchObject({ available: false, items: [], note: 'Catching up.' });
    // The unexpected failure and the outage behind a note are logged; a plain reason is not.
    expect(errors).toEqual([expect.objectContaining({ message: 'socket hang up' }), behind]);
  });
});
