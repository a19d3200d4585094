import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/react-query';
import { useAffiliateTokenStore } from '@/stores/affiliate-token';
import { useReferrer } from './use-referrer';

const referrer = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const buyer = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';

function wrapper({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={createQueryClient()}>{children}</QueryClientProvider>;
}

/** The API's answer to the code lookup, held until `release` when `held`. */
function answerLookup(status: number, body: unknown, held = false) {
  let release = () => {};
  const gate = held ? new Promise<void>((resolve) => (release = resolve)) : Promise.resolve();
  const spy = vi.spyOn(globalThis, 'fetch').mockImplementation(async () => {
    await gate;
    return new Response(JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  });
  return { spy, release: () => release() };
}

describe('useReferrer', () => {
  afterEach(() => {
    useAffiliateTokenStore.getState().removeAffiliateToken();
    vi.restoreAllMocks();
  });

  it('names no referrer and waits for nothing without a stored token', () => {
    const { result } = renderHook(() => useReferrer(buyer), { wrapper });
    expect(result.current).toEqual({ referrer: undefined, pending: false });
  });

  it('takes an address token as the referrer at once', () => {
    useAffiliateTokenStore.getState().setAffiliateToken(referrer.toLowerCase());
    const { result } = renderHook(() => useReferrer(buyer), { wrapper });
    expect(result.current).toEqual({ referrer, pending: false });
  });

  it("is pending while a code's wallet is looked up, so a purchase does not leave without it", async () => {
    const lookup = answerLookup(200, { referrer }, true);
    useAffiliateTokenStore.getState().setAffiliateToken('ada-42');
    const { result } = renderHook(() => useReferrer(buyer), { wrapper });
    expect(result.current).toEqual({ referrer: undefined, pending: true });
    lookup.release();
    await waitFor(() => expect(result.current).toEqual({ referrer, pending: false }));
    expect(lookup.spy.mock.calls[0]?.[0]).toBe('/api/affiliates/ada-42');
  });

  it.each([
    [404, 'unknown_affiliate_code', 'This referral code does not exist.'],
    [409, 'referrer_has_no_wallet', 'The owner of this referral code has not linked a wallet.'],
  ])(
    'a code that cannot pay (%i) is dropped quietly: no referrer, nothing to tell the buyer',
    async (status, code, message) => {
      answerLookup(status, { error: { code, message } });
      useAffiliateTokenStore.getState().setAffiliateToken('ada-42');
      const { result } = renderHook(() => useReferrer(buyer), { wrapper });
      await waitFor(() => expect(result.current.pending).toBe(false));
      // Exactly these keys: no flag or message for the dialog to turn into text.
      expect(result.current).toEqual({ referrer: undefined, pending: false });
    },
  );

  it('never names the buyer themself (the contract would pay nothing)', () => {
    useAffiliateTokenStore.getState().setAffiliateToken(buyer);
    const { result } = renderHook(() => useReferrer(buyer), { wrapper });
    expect(result.current).toEqual({ referrer: undefined, pending: false });
  });
});
