import { useEffect, useRef, useState, type FocusEvent } from 'react';
import { useLocation } from 'react-router';

/**
 * Open/closed state of a disclosure (a button and the panel it shows) that closes the way a
 * visitor expects: on navigation, on a pointer down or a focus move outside `containerRef`, and
 * with `close(true)` (Escape) handing the focus back to `buttonRef`.
 */
export function useDisclosure<C extends HTMLElement>() {
  const [open, setOpen] = useState(false);
  const containerRef = useRef<C>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();

  useEffect(() => setOpen(false), [pathname]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!containerRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  return {
    open,
    setOpen,
    containerRef,
    buttonRef,
    close: (focusButton = false) => {
      setOpen(false);
      if (focusButton) buttonRef.current?.focus();
    },
    /** For the container's onBlur: focus left the disclosure. */
    onBlur: (event: FocusEvent) => {
      if (!containerRef.current?.contains(event.relatedTarget)) setOpen(false);
    },
  };
}
