import { describe, expect, it, vi } from 'vitest';
import { env } from '@/config/env';
import {
  historyLag,
  historyRefetchInterval,
  IndexerListTooLongError,
  MAX_LIST_PAGES,
  pagePath,
  readWholeList,
} from './indexer';

describe('the indexer’s lag', () => {
  it('reads again when a block is missing, and says it is catching up past two', () => {
    const at = (number: number) => ({ number, timestamp: 0 });
    expect(historyLag(at(100), 100n)).toEqual({ behind: false, catchingUp: false });
    expect(historyLag(at(99), 100n)).toEqual({ behind: true, catchingUp: false });
    expect(historyLag(at(98), 100n)).toEqual({ behind: true, catchingUp: false });
    expect(historyLag(at(97), 100n)).toEqual({ behind: true, catchingUp: true });
    // An indexer ahead of the RPC the page asked (another provider): not behind.
    expect(historyLag(at(105), 100n)).toEqual({ behind: false, catchingUp: false });
  });

  it('reads a history again only while it is behind or could not be read', () => {
    expect(historyRefetchInterval({ state: { status: 'error' } })).toBe(3_000);
    expect(
      historyRefetchInterval({ state: { status: 'success', data: { catchingUp: true } } }),
    ).toBe(3_000);
    expect(
      historyRefetchInterval({ state: { status: 'success', data: { catchingUp: false } } }),
    ).toBe(false);
    expect(
      historyRefetchInterval({
        state: { status: 'success', data: { behind: true, catchingUp: false } },
      }),
    ).toBe(1_000);
    expect(historyRefetchInterval({ state: { status: 'pending' } })).toBe(false);
  });
});

describe('paged lists of the indexer', () => {
  it('asks for a page by limit and cursor, keeping the query the path has', () => {
    expect(pagePath('/campaigns', null)).toBe('/campaigns');
    expect(pagePath('/campaigns', null, 1000)).toBe('/campaigns?limit=1000');
    expect(pagePath('/campaigns/1?limit=5', '12.3')).toBe('/campaigns/1?limit=5&cursor=12.3');
    // A cursor is opaque: whatever it holds reaches the indexer as it was answered.
    expect(pagePath('/fund-wallet', 'a&b=c', 10)).toBe('/fund-wallet?limit=10&cursor=a%26b%3Dc');
  });

  /** A stand-in indexer whose `/rows` list has `count` rows, paged as the real one pages. */
  function standIn(count: number) {
    const requests: string[] = [];
    const prefix = `${env.VITE_INDEXER_URL}/chains/31337`;
    vi.spyOn(globalThis, 'fetch').mockImplementation((input) => {
      const text = input as string;
      requests.push(text.slice(prefix.length));
      // The indexer's URL may be a path on the site's origin.
      const url = new URL(text, 'http://site.test');
      const limit = Number(url.searchParams.get('limit') ?? 100);
      const start = Number(url.searchParams.get('cursor') ?? 0);
      const end = Math.min(start + limit, count);
      return Promise.resolve(
        Response.json({
          chainId: 31337,
          indexed: { number: 7, timestamp: 1 },
          total: count,
          rows: Array.from({ length: end - start }, (_, i) => start + i),
          nextCursor: end < count ? String(end) : null,
        }),
      );
    });
    return requests;
  }
  type Rows = { indexed: { number: number; timestamp: number }; total: number; rows: number[] } & {
    nextCursor: string | null;
  };

  it('reads a whole list by following nextCursor, in pages of the largest size', async () => {
    const requests = standIn(2_500);
    const answer = await readWholeList<Rows, 'rows'>(31337, '/rows', 'rows');
    expect(answer.rows).toEqual(Array.from({ length: 2_500 }, (_, i) => i));
    expect(answer).toMatchObject({ total: 2_500, nextCursor: null, indexed: { number: 7 } });
    expect(requests).toEqual([
      '/rows?limit=1000',
      '/rows?limit=1000&cursor=1000',
      '/rows?limit=1000&cursor=2000',
    ]);
  });

  it('fails, never shortens the list, past the pages it may read', async () => {
    const requests = standIn(MAX_LIST_PAGES * 1_000 + 1);
    await expect(readWholeList<Rows, 'rows'>(31337, '/rows', 'rows')).rejects.toBeInstanceOf(
      IndexerListTooLongError,
    );
    expect(requests).toHaveLength(MAX_LIST_PAGES);
  });
});
