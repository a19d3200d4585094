import type { ApiAdminPartnersResponse, ApiAdminPartnersStatusResponse } from '@eco/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/react-query';
import { useAdminPartners } from './get-admin-partners';
import { usePublishPartners } from './publish-partners';

const chainId = 31337;
const root = `0x${'ab'.repeat(32)}` as const;
const publishedList: ApiAdminPartnersResponse = {
  chainId,
  root,
  count: 3,
  publishedAt: '2026-11-23T12:00:00.000Z',
  publishedBy: 'team@eco.test',
};

const json = (body: unknown) =>
  new Response(JSON.stringify(body), {
    status: 200,
    headers: { 'content-type': 'application/json' },
  });

describe('usePublishPartners', () => {
  afterEach(() => vi.restoreAllMocks());

  // The owner panel starts reading the served list the moment the owner's session turns out to
  // be the team's, and publishes in the same render. A read that left before the publish and
  // answers after it must not stay as "no list published" (it did, for the 30 s stale time).
  it('shows the published list even when a read from before the publish answers after it', async () => {
    let answerStaleRead = () => {};
    const staleRead = new Promise<void>((resolve) => (answerStaleRead = resolve));
    let reads = 0;
    let posts = 0;
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      if (init?.method === 'POST') {
        posts += 1;
        return json(publishedList);
      }
      reads += 1;
      if (reads === 1) {
        await staleRead;
        return json({ chainId, published: null } satisfies ApiAdminPartnersStatusResponse);
      }
      return json({ chainId, published: publishedList } satisfies ApiAdminPartnersStatusResponse);
    });

    const client = createQueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(
      () => ({ served: useAdminPartners(chainId, true), publish: usePublishPartners() }),
      { wrapper },
    );
    await waitFor(() => expect(reads).toBe(1));

    act(() => result.current.publish.mutate({ chainId, root, partners: [] }));
    await waitFor(() => expect(posts).toBe(1));
    answerStaleRead();

    await waitFor(() => expect(result.current.publish.isSuccess).toBe(true));
    await waitFor(() => expect(result.current.served.isFetching).toBe(false));
    expect(result.current.served.data?.published).toEqual(publishedList);
  });
});
