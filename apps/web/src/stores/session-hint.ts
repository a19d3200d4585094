import { readStored, writeStored } from '@/lib/storage';

/**
 * A "this browser has signed in" flag in localStorage, never the session itself (that is the
 * HttpOnly `eco_session` cookie, which scripts cannot see).
 *
 * Why: GET /api/auth/me answers 401 when signed out and browsers log every 4xx response as a
 * console error, so asking on every page for every visitor would flood the console. Without the
 * flag the visitor is signed out without a request; a stale flag costs one 401 and is cleared.
 */
export const SESSION_HINT_KEY = 'ECO_SIGNED_IN';

const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of listeners) listener();
};

/** Calls `listener` when the flag changes, in this tab or another; returns the unsubscribe. */
export function subscribeSessionHint(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === SESSION_HINT_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** Whether this browser signed in (true when storage is disabled: then the API is asked). */
export function hasSessionHint(): boolean {
  // Storage disabled: ask the API anyway rather than never showing the account.
  const stored = readStored(SESSION_HINT_KEY);
  return stored === undefined || stored === '1';
}

/** Remembers that this browser signed in (hasSessionHint() answers true without storage). */
export function setSessionHint(): void {
  writeStored(SESSION_HINT_KEY, '1');
  notify();
}

/** Forgets the flag (after a logout, or when the API says the session is gone). */
export function clearSessionHint(): void {
  writeStored(SESSION_HINT_KEY, null);
  notify();
}
