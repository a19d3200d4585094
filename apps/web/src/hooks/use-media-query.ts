import { useSyncExternalStore } from 'react';

/**
 * Whether the CSS media `query` matches, kept up to date (a window resized, a phone turned). For a
 * layout that must exist once, not twice with one hidden by CSS: a row whose button holds a
 * transaction's state. False where there is no matchMedia (a test's DOM).
 */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (typeof matchMedia !== 'function') return () => {};
      const list = matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => typeof matchMedia === 'function' && matchMedia(query).matches,
    () => false,
  );
}
