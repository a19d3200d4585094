import { lazy, Suspense, useSyncExternalStore } from 'react';
import { hasSessionHint, subscribeSessionHint } from '@/stores/session-hint';

const SignedInMenu = lazy(() => import('./signed-in-menu'));

/**
 * The header's account control. Visitors who never signed in get nothing to load (the spec's
 * "Log In" entry stays); a browser that did loads the menu, which asks the API who is signed in.
 * The flag is read after hydration, so the prerendered header and the first render agree.
 */
export function AccountMenu() {
  const hinted = useSyncExternalStore(subscribeSessionHint, hasSessionHint, () => false);
  if (!hinted) return null;
  return (
    <Suspense fallback={null}>
      <SignedInMenu />
    </Suspense>
  );
}
