import type { QueryClient } from '@tanstack/react-query';
import type { ApiUser } from '@eco/shared';
import { meQueryKey } from '../api/get-me';
import { clearSessionHint, setSessionHint } from '@/stores/session-hint';

/**
 * Sets who is signed in. Queries marked `meta: { account: true }` hold one account's data (the
 * affiliate figures, ...): they are dropped, so nobody sees the previous account's data, even from
 * the persisted cache. A `me` request still on its way was asked under the previous session: it is
 * cancelled first, or its answer would undo the change (a logged-out page showing the account).
 */
async function changeSession(queryClient: QueryClient, user: ApiUser | null) {
  await queryClient.cancelQueries({ queryKey: meQueryKey });
  queryClient.removeQueries({ predicate: (query) => query.meta?.account === true });
  queryClient.setQueryData(meQueryKey, user);
}

/** After a successful login or sign-up: the header shows the account at once. */
export function rememberSignedIn(queryClient: QueryClient, user: ApiUser) {
  setSessionHint();
  return changeSession(queryClient, user);
}

/** After logout (or a sign-up that did not sign in). */
export function forgetSignedIn(queryClient: QueryClient) {
  clearSessionHint();
  return changeSession(queryClient, null);
}
