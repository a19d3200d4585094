import { lazy, Suspense } from 'react';
import type { SaleCalendarSectionProps } from '@/features/token/components/sale-calendar-section';
import { whenPageReady } from '@/lib/page-ready';

// The sale calendar's code loads once the page is live, as the footer's does (docs/decisions/
// 0013): the home page and the token page are held to the first-load budget (0004). Until then
// React keeps the prerendered calendar (stages by name, "reading…") as it is; the prerender step
// renders it in place.
const SaleCalendar = lazy(() => whenPageReady().then(() => import('./sale-calendar-with-alerts')));

/** The sale calendar, with stage alerts, for a page's content. */
export function SaleCalendarIsland(props: Omit<SaleCalendarSectionProps, 'stageAction'>) {
  return (
    <Suspense fallback={null}>
      <SaleCalendar {...props} />
    </Suspense>
  );
}
