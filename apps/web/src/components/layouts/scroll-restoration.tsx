import { useEffect, useLayoutEffect } from 'react';
import { NavigationType, useLocation, useNavigationType } from 'react-router';

const STORAGE_KEY = 'eco.scroll';
const positions = new Map<string, number>();

const useIsomorphicLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

/**
 * Starts each new page at the top (or at its #anchor) and gives back and forward the position
 * the visitor left, as browsers do for ordinary pages.
 */
export function ScrollRestoration() {
  const location = useLocation();
  const type = useNavigationType();

  useEffect(() => {
    try {
      const saved = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as Record<
        string,
        number
      >;
      for (const [key, y] of Object.entries(saved)) positions.set(key, y);
    } catch {
      // Storage may be unavailable (privacy mode): positions then last for this page view only.
    }
    window.history.scrollRestoration = 'manual';
    const save = () => {
      try {
        sessionStorage.setItem(STORAGE_KEY, JSON.stringify(Object.fromEntries(positions)));
      } catch {
        // As above.
      }
    };
    window.addEventListener('pagehide', save);
    return () => window.removeEventListener('pagehide', save);
  }, []);

  useIsomorphicLayoutEffect(() => {
    const key = location.key;
    if (type === NavigationType.Pop && positions.has(key)) {
      window.scrollTo(0, positions.get(key) ?? 0);
    } else if (location.hash) {
      document.getElementById(decodeURIComponent(location.hash.slice(1)))?.scrollIntoView();
    } else if (type !== NavigationType.Pop) {
      window.scrollTo(0, 0);
    }
    return () => {
      positions.set(key, window.scrollY);
    };
  }, [location.key, location.hash, type]);

  return null;
}
