import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { ApiUser } from '@eco/shared';
import { meQueryKey } from '../api/get-me';
import { forgetSignedIn, rememberSignedIn } from './session-cache';

const user: ApiUser = {
  id: 'u1',
  name: 'Fred Friend',
  email: 'fred@example.com',
  emailVerified: true,
  walletAddress: null,
  affiliateCode: 'fred-42',
  createdAt: '2026-01-01T00:00:00.000Z',
};

/** A `me` request in flight, answered when the test says. */
function meInFlight(queryClient: QueryClient) {
  let answer!: (me: ApiUser | null) => void;
  const done = queryClient
    .query({
      queryKey: meQueryKey,
      queryFn: () => new Promise<ApiUser | null>((resolve) => (answer = resolve)),
    })
    .catch(() => undefined);
  return { answer: (me: ApiUser | null) => answer(me), done };
}

// A page asks who is signed in on every load; a logout or login can finish while that request is
// still on its way. Its answer describes the session before the change and must not undo it (the
// browser tests once saw a logged-out portfolio keep the account's referral panel this way).
describe('the session cache', () => {
  it('an answer asked before the logout does not sign the visitor back in', async () => {
    const queryClient = new QueryClient();
    const request = meInFlight(queryClient);
    await forgetSignedIn(queryClient);
    request.answer(user);
    await request.done;
    expect(queryClient.getQueryData(meQueryKey)).toBeNull();
  });

  it('an answer asked before the login does not sign the visitor out again', async () => {
    const queryClient = new QueryClient();
    const request = meInFlight(queryClient);
    await rememberSignedIn(queryClient, user);
    request.answer(null);
    await request.done;
    expect(queryClient.getQueryData(meQueryKey)).toEqual(user);
  });

  it("drops the account's own queries on either change", async () => {
    const queryClient = new QueryClient();
    const affiliate = { queryKey: ['affiliate'], meta: { account: true } };
    await queryClient.query({ ...affiliate, queryFn: () => ({ code: 'old' }) });
    await forgetSignedIn(queryClient);
    expect(queryClient.getQueryData(['affiliate'])).toBeUndefined();
    await queryClient.query({ ...affiliate, queryFn: () => ({ code: 'mine' }) });
    await rememberSignedIn(queryClient, user);
    expect(queryClient.getQueryData(['affiliate'])).toBeUndefined();
  });
});
