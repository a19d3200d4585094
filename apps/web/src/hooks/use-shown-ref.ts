import { useEffect, useRef } from 'react';

/**
 * True while the component that asks is mounted: a dialog tells a transaction's outcome itself
 * while it shows, and hands it to a toast once it is closed (read it when the outcome arrives).
 */
export function useShownRef() {
  const shown = useRef(true);
  useEffect(() => {
    shown.current = true;
    return () => {
      shown.current = false;
    };
  }, []);
  return shown;
}
