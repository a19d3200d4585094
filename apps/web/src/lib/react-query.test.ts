import { describe, expect, it } from 'vitest';
import { createQueryClient, deserializeCache, persistMaxAge, serializeCache } from './react-query';

describe('query client', () => {
  it('has the spec cache rules', () => {
    const defaults = createQueryClient().getDefaultOptions().queries;
    expect(defaults).toMatchObject({
      gcTime: 86_400_000,
      staleTime: 300_000,
      retry: false,
      refetchOnWindowFocus: false,
      networkMode: 'offlineFirst',
    });
    expect(persistMaxAge).toBe(86_400_000);
  });
});

describe('persisted cache serialization', () => {
  it('keeps bigints from chain reads', () => {
    const value = { balance: 10n ** 24n, nested: [1n, 'x', { n: 0n }], plain: 5 };
    const text = serializeCache(value);
    expect(text).not.toContain('1000000000000000000000000n');
    expect(deserializeCache(text)).toEqual(value);
  });
});
