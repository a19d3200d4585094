import { paths } from '@/config/paths';

// A base that no real address has: a value that resolves elsewhere named another site.
const BASE = 'https://same-origin.invalid';

/**
 * The page to return to after logging in, from `?next=`: only a path on this site. Anything else
 * (another origin, `//host`, `/\host`, which browsers read as another host, a `javascript:`
 * address, control characters) gives null, so a crafted link cannot send a visitor who logs in
 * to a look-alike site. The login and sign-up pages themselves are not returned to either.
 */
export function safeNextPath(value: string | null | undefined): string | null {
  if (!value || value.length > 2000 || !value.startsWith('/')) return null;
  // Browsers treat a backslash like a slash and drop tabs and newlines while parsing.
  // eslint-disable-next-line no-control-regex
  if (/[\\\u0000-\u001f\u007f]/.test(value) || value.startsWith('//')) return null;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE) return null;
  if (url.pathname === paths.login || url.pathname === paths.signup) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The login page's address that comes back to `path` afterwards. */
export function loginPathFor(path: string): string {
  return `${paths.login}?next=${encodeURIComponent(path)}`;
}
