import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';

type RevealProps = {
  children: ReactNode;
  /** Where it slides in from: below, or the start or the end of the line (mirrored in RTL). */
  from?: 'up' | 'start' | 'end';
  className?: string;
  as?: 'div' | 'section' | 'li' | 'article';
};

/**
 * Fades its content in with a 30 px slide when it scrolls into view. Content starts visible, as
 * in the prerendered page (readable without JavaScript, nothing hidden from the first paint);
 * only what is still below the screen once the page runs is hidden, to slide in when it arrives.
 * The CSS drops the motion for reduced motion.
 */
export function Reveal({ children, from = 'up', className = '', as: Tag = 'div' }: RevealProps) {
  const ref = useRef<HTMLElement>(null);
  const [revealed, setRevealed] = useState(true);

  // Before the browser paints, so content below the screen never shows and then disappears.
  useLayoutEffect(() => {
    const node = ref.current;
    if (!node || typeof IntersectionObserver === 'undefined') return;
    if (node.getBoundingClientRect().top <= window.innerHeight) return;
    // Hidden at once (no fade-out), with the slide-in transition back two frames later.
    node.style.transition = 'none';
    setRevealed(false);
    let frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(() => (node.style.transition = ''));
    });
    return () => cancelAnimationFrame(frame);
  }, []);

  useEffect(() => {
    const node = ref.current;
    if (!node || revealed) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setRevealed(true);
          observer.disconnect();
        }
      },
      { rootMargin: '0px 0px -40px 0px' },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [revealed]);

  const revealing = (
    <Tag
      ref={ref as never}
      className={`reveal ${className}`}
      data-from={from}
      data-revealed={revealed ? 'true' : 'false'}
    >
      {children}
    </Tag>
  );
  // A sideways slide starts 30 px outside its column; on a phone that is past the screen's edge
  // and would make the whole document wider (scrolling sideways) until it has arrived. The
  // wrapper clips that overshoot (a few pixels of margin keep focus rings whole).
  return from === 'up' ? revealing : <div className="reveal-clip">{revealing}</div>;
}
