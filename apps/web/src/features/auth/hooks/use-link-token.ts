import { useSyncExternalStore } from 'react';
import { useSearchParams } from 'react-router';

const noSubscription = () => () => undefined;

/**
 * The `token` of a mailed link (`/verify-email?token=…`), or null when the address has none;
 * undefined while the prerendered page hydrates. The build renders these pages without a query
 * string, so reading it during hydration would render something else than the HTML being
 * adopted; React renders once more, with the token, right after.
 */
export function useLinkToken(): string | null | undefined {
  const [searchParams] = useSearchParams();
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  return hydrated ? searchParams.get('token') : undefined;
}
