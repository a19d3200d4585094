import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * False while React adopts a prerendered page's markup (hydration), true from then on, and true
 * from the first render of anything rendered in the browser alone. Whatever the build could not
 * know (the visitor's account, the address's query string) is shown only once this is true, so
 * hydration renders what the build rendered; React renders once more right after.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
