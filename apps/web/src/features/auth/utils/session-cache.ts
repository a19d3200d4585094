import type { QueryClient } from '@tanstack/react-query';
import type { ApiUser } from '@eco/shared';
import { meQueryKey } from '../api/get-me';
import { clearSessionHint, setSessionHint } from '@/stores/session-hint';

/**
 * Queries marked `meta: { account: true }` hold one account's data (the affiliate figures, ...).
 * They are dropped whenever the signed-in account changes, so nobody sees the previous
 * account's data, even from the persisted cache.
 */
function removeAccountQueries(queryClient: QueryClient) {
  queryClient.removeQueries({ predicate: (query) => query.meta?.account === true });
}

/** After a successful login or sign-up: the header shows the account at once. */
export function rememberSignedIn(queryClient: QueryClient, user: ApiUser) {
  setSessionHint();
  removeAccountQueries(queryClient);
  queryClient.setQueryData(meQueryKey, user);
}

/** After logout (or a sign-up that did not sign in). */
export function forgetSignedIn(queryClient: QueryClient) {
  clearSessionHint();
  removeAccountQueries(queryClient);
  queryClient.setQueryData(meQueryKey, null);
}
