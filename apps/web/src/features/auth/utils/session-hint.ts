/**
 * A "this browser has signed in" flag in localStorage, never the session itself (that is the
 * HttpOnly `eco_session` cookie, which scripts cannot see).
 *
 * Why: GET /api/auth/me answers 401 when signed out and browsers log every 4xx response as a
 * console error, so asking on every page for every visitor would flood the console. Without the
 * flag the visitor is signed out without a request; a stale flag costs one 401 and is cleared.
 */
export const SESSION_HINT_KEY = 'ECO_SIGNED_IN';

export function hasSessionHint(): boolean {
  try {
    return window.localStorage.getItem(SESSION_HINT_KEY) === '1';
  } catch {
    // Storage disabled: ask the API anyway rather than never showing the account.
    return true;
  }
}

export function setSessionHint(): void {
  try {
    window.localStorage.setItem(SESSION_HINT_KEY, '1');
  } catch {
    // Nothing to remember; hasSessionHint() answers true without storage.
  }
}

export function clearSessionHint(): void {
  try {
    window.localStorage.removeItem(SESSION_HINT_KEY);
  } catch {
    // Nothing stored.
  }
}
