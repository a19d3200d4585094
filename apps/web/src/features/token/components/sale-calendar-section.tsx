import { lazy, useEffect, useRef, type ReactNode, type RefObject } from 'react';
import { WalletBoundary } from '@/components/wallet-boundary';
import { useNearScreen } from '@/hooks/use-near-screen';
import { whenPageReady } from '@/lib/page-ready';
import { useWalletUiStore } from '@/stores/wallet-ui';
import type { CalendarStage } from './sale-calendar';
import { SaleCalendarPlaceholder } from './sale-calendar-placeholder';

// The calendar reads the chain, so it needs the wallet stack (wagmi, viem): a lazy component
// inside a WalletBoundary (docs/decisions/0003), out of the page's own chunk.
const LiveSaleCalendar = lazy(() => import('./live-sale-calendar'));

export type SaleCalendarSectionProps = {
  /** See SaleCalendar: what the page puts at the foot of each stage. */
  stageAction?: (stage: CalendarStage) => ReactNode;
  headingLevel?: 3 | 4;
  /**
   * When to load the wallet stack and read the chain: 'now' on a page that reads it anyway (the
   * token page), 'when-visible' on a content page held to the first-load budget (the home page):
   * once the page is live and the calendar scrolls near the screen, so a visit that never gets
   * there loads no wallet code and sends the chain nothing.
   */
  load?: 'now' | 'when-visible';
};

/**
 * Activates the wallet stack (useWalletUiStore) for the element `ref` holds: at once for 'now';
 * for 'when-visible', once the page is live and the element comes within 200 px of the screen
 * (at once where IntersectionObserver is missing). Never again after that: activation lasts.
 */
export function useActivateWallet(
  ref: RefObject<HTMLElement | null>,
  load: SaleCalendarSectionProps['load'] = 'now',
) {
  const activate = useWalletUiStore((state) => state.activate);
  const near = useNearScreen(ref, { rootMargin: '200px 0px', enabled: load === 'when-visible' });
  useEffect(() => {
    if (load === 'now') {
      activate();
      return;
    }
    if (!near) return;
    let cancelled = false;
    void whenPageReady().then(() => {
      if (!cancelled) activate();
    });
    return () => void (cancelled = true);
  }, [activate, load, near]);
}

/** The sale calendar: a placeholder as prerendered, the chain's figures once they are read. */
export function SaleCalendarSection({
  stageAction,
  headingLevel = 3,
  load = 'now',
}: SaleCalendarSectionProps) {
  const ref = useRef<HTMLDivElement>(null);
  useActivateWallet(ref, load);
  return (
    <div ref={ref}>
      <WalletBoundary fallback={<SaleCalendarPlaceholder headingLevel={headingLevel} />}>
        <LiveSaleCalendar stageAction={stageAction} headingLevel={headingLevel} />
      </WalletBoundary>
    </div>
  );
}
