import { useEffect, useState, type RefObject } from 'react';

/**
 * Whether the element `ref` holds has come within `rootMargin` of the screen, for work a section
 * needs only once a visitor gets near it (reading the chain for a section far down the page).
 * It stays true once it is: nothing is undone when the visitor scrolls away. True at once where
 * IntersectionObserver is missing (no browser support: do the work rather than never). Pass
 * `enabled: false` until the element is rendered.
 */
export function useNearScreen(
  ref: RefObject<HTMLElement | null>,
  { rootMargin = '400px 0px', enabled = true }: { rootMargin?: string; enabled?: boolean } = {},
): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    if (!enabled || near) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    // Not rendered yet: `enabled` tells when it is, and the effect runs again then.
    const element = ref.current;
    if (!element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        setNear(true);
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [enabled, near, ref, rootMargin]);
  return near;
}
