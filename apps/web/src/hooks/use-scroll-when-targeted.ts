import { useEffect, useRef, type RefObject } from 'react';

/** Whether the address's #fragment names `id` (false while prerendering). */
export function isTargeted(id: string): boolean {
  return typeof window !== 'undefined' && window.location.hash === `#${id}`;
}

/**
 * Scrolls the element `ref` holds into view once, when `settled` (what is above it has its final
 * height), if the address's #fragment names it. For sections drawn after the page has loaded
 * (from the chain): the browser's own jump to the fragment, and the router's, came before they
 * existed, and a link to them (the Buy dialog's "what the owner can do") would otherwise leave
 * the visitor at the top of the page, or, scrolled too early, above a section that then grew.
 */
export function useScrollWhenTargeted(ref: RefObject<HTMLElement | null>, settled = true) {
  const done = useRef(false);
  useEffect(() => {
    const element = ref.current;
    if (done.current || !settled || !element?.id || !isTargeted(element.id)) return;
    done.current = true;
    element.scrollIntoView();
  }, [ref, settled]);
}
