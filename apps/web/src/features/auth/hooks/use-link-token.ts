import { useSearchParams } from 'react-router';
import { useHydrated } from '@/hooks/use-hydrated';

/**
 * The `token` of a mailed link (`/verify-email?token=…`), or null when the address has none;
 * undefined while the prerendered page hydrates. The build renders these pages without a query
 * string, so reading it during hydration would render something else than the HTML being
 * adopted; React renders once more, with the token, right after.
 */
export function useLinkToken(): string | null | undefined {
  const [searchParams] = useSearchParams();
  const hydrated = useHydrated();
  return hydrated ? searchParams.get('token') : undefined;
}
