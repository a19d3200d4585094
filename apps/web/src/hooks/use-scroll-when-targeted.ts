import { useEffect, type RefObject } from 'react';

/**
 * Scrolls the element `ref` holds into view when it mounts, if the address's #fragment names
 * it. For sections drawn after the page has loaded (from the chain): the browser's own jump to
 * the fragment, and the router's, came before they existed, and a link to them (the Buy dialog's
 * "what the owner can do") would otherwise leave the visitor at the top of the page.
 */
export function useScrollWhenTargeted(ref: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const element = ref.current;
    if (!element?.id || window.location.hash !== `#${element.id}`) return;
    element.scrollIntoView();
  }, [ref]);
}
