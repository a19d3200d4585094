import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { invalidateChainReads } from './invalidate-chain-reads';

describe('invalidateChainReads', () => {
  it('marks chain reads stale and leaves account and content queries alone', async () => {
    const client = new QueryClient();
    for (const key of [
      ['readContracts', 1],
      ['balance', 2],
      ['eco', 'purchase-history'],
      ['auth', 'me'],
      ['affiliate'],
    ]) {
      client.setQueryData(key, 'value');
    }
    await invalidateChainReads(client);
    const stale = (key: unknown[]) => client.getQueryState(key)?.isInvalidated;
    expect(stale(['readContracts', 1])).toBe(true);
    expect(stale(['balance', 2])).toBe(true);
    expect(stale(['eco', 'purchase-history'])).toBe(true);
    expect(stale(['auth', 'me'])).toBe(false);
    expect(stale(['affiliate'])).toBe(false);
  });
});
