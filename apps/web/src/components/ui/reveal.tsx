import { useEffect, useRef, useState, type ReactNode } from 'react';

type RevealProps = {
  children: ReactNode;
  from?: 'up' | 'left' | 'right';
  className?: string;
  as?: 'div' | 'section' | 'li' | 'article';
};

/**
 * Fades its content in with a 30 px slide when it scrolls into view. Content is visible from the
 * start when IntersectionObserver is missing, and the CSS drops the motion for reduced motion.
 */
export function Reveal({ children, from = 'up', className = '', as: Tag = 'div' }: RevealProps) {
  const ref = useRef<HTMLElement>(null);
  const [revealed, setRevealed] = useState(() => typeof IntersectionObserver === 'undefined');

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

  return (
    <Tag
      ref={ref as never}
      className={`reveal ${className}`}
      data-from={from}
      data-revealed={revealed ? 'true' : 'false'}
    >
      {children}
    </Tag>
  );
}
