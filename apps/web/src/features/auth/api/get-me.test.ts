import { describe, expect, it, vi } from 'vitest';
import type { ApiUser } from '@eco/shared';
import { SESSION_HINT_KEY, hasSessionHint, setSessionHint } from '@/stores/session-hint';
import { getMe } from './get-me';

const user: ApiUser = {
  id: 'u1',
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  emailVerified: true,
  walletAddress: null,
  affiliateCode: 'ada-42',
  createdAt: '2026-01-01T00:00:00.000Z',
};

function answer(status: number, body: unknown) {
  return vi.spyOn(globalThis, 'fetch').mockResolvedValue(
    new Response(JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    }),
  );
}

describe('getMe', () => {
  it('is signed out without asking when this browser never signed in', async () => {
    const fetchSpy = answer(200, { user });
    await expect(getMe()).resolves.toBeNull();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('returns the account when the session is valid', async () => {
    setSessionHint();
    const fetchSpy = answer(200, { user });
    await expect(getMe()).resolves.toEqual(user);
    expect(fetchSpy.mock.calls[0]?.[0]).toBe('/api/auth/me');
    expect(hasSessionHint()).toBe(true);
  });

  it('treats 401 as signed out and forgets the flag, so the next page asks nothing', async () => {
    setSessionHint();
    answer(401, { error: { code: 'not_signed_in', message: 'Log in first.' } });
    await expect(getMe()).resolves.toBeNull();
    expect(window.localStorage.getItem(SESSION_HINT_KEY)).toBeNull();
  });

  it('lets other failures through as errors (the header then keeps what it knew)', async () => {
    setSessionHint();
    answer(503, { error: { code: 'unavailable', message: 'The database does not answer.' } });
    await expect(getMe()).rejects.toMatchObject({ status: 503 });
    expect(hasSessionHint()).toBe(true);
  });
});
