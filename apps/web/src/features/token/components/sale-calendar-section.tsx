import { lazy, Suspense, useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { useNearScreen } from '@/hooks/use-near-screen';
import { whenPageReady } from '@/lib/page-ready';
import type { CalendarStage } from './sale-calendar';
import { SaleCalendarPlaceholder } from './sale-calendar-placeholder';

// The calendar's figures come from this site's server (decision 0040), with no wallet code: a
// lazy component, out of the page's own chunk, loaded when the page wants it (`load`).
const LiveSaleCalendar = lazy(() => import('./live-sale-calendar'));

export type SaleCalendarSectionProps = {
  /** See SaleCalendar: what the page puts at the foot of each stage. */
  stageAction?: (stage: CalendarStage) => ReactNode;
  headingLevel?: 3 | 4;
  /**
   * When to load the live calendar and read its figures: 'now' on a page that reads them anyway
   * (the token page), 'when-visible' on a content page held to the first-load budget (the home
   * page): once the page is live and the calendar scrolls near the screen, so a visit that never
   * gets there loads none of its code and asks for no figures.
   */
  load?: 'now' | 'when-visible';
};

/**
 * Whether to show the live calendar in the element `ref` holds: right after the first render
 * (never in it, so the prerendered placeholder is what hydrates) for 'now'; for 'when-visible',
 * once the page is live and the element comes within 200 px of the screen (at once where
 * IntersectionObserver is missing). Never false again after that.
 */
export function useLoadCalendar(
  ref: RefObject<HTMLElement | null>,
  load: SaleCalendarSectionProps['load'] = 'now',
): boolean {
  const near = useNearScreen(ref, { rootMargin: '200px 0px', enabled: load === 'when-visible' });
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (load === 'now') {
      setReady(true);
      return;
    }
    if (!near) return;
    let cancelled = false;
    void whenPageReady().then(() => {
      if (!cancelled) setReady(true);
    });
    return () => void (cancelled = true);
  }, [load, near]);
  return ready;
}

/** The sale calendar: a placeholder as prerendered, the chain's figures once they are read. */
export function SaleCalendarSection({
  stageAction,
  headingLevel = 3,
  load = 'now',
}: SaleCalendarSectionProps) {
  const ref = useRef<HTMLDivElement>(null);
  const live = useLoadCalendar(ref, load);
  const placeholder = <SaleCalendarPlaceholder headingLevel={headingLevel} />;
  return (
    <div ref={ref}>
      {live ? (
        <Suspense fallback={placeholder}>
          <LiveSaleCalendar stageAction={stageAction} headingLevel={headingLevel} />
        </Suspense>
      ) : (
        placeholder
      )}
    </div>
  );
}
