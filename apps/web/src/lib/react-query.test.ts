import { describe, expect, it } from 'vitest';
import { createQueryClient, persistMaxAge } from './react-query';

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
