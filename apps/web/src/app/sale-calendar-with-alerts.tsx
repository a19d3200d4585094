import { lazy, Suspense, type ReactNode } from 'react';
import type { CalendarStage } from '@/features/token/components/sale-calendar';
import { saleStageLabel } from '@/lib/wallet/sale-stage-label';
import {
  SaleCalendarSection,
  type SaleCalendarSectionProps,
} from '@/features/token/components/sale-calendar-section';

// The token feature's sale calendar with the stage-alerts feature's sign-up under each upcoming
// stage, composed here since features never import each other. The sign-up is lazy too: only a
// live calendar with an upcoming stage shows it.
const StageAlertSignup = lazy(() =>
  import('@/features/stage-alerts/components/stage-alert-signup').then((module) => ({
    default: module.StageAlertSignup,
  })),
);

/** The calendar's `stageAction`: "Tell me when this stage opens" under an upcoming stage. */
export function stageAlertAction(stage: CalendarStage): ReactNode {
  if (stage.state.kind !== 'upcoming') return null;
  return (
    <Suspense fallback={null}>
      <StageAlertSignup
        chainId={stage.chainId}
        stage={stage.number}
        stageLabel={saleStageLabel(stage.key)}
        opensAt={new Date(stage.state.opensAt)}
        headingLevel={4}
      />
    </Suspense>
  );
}

/** The sale calendar, with an opening alert to sign up for under each upcoming stage. */
export default function SaleCalendarWithAlerts(
  props: Omit<SaleCalendarSectionProps, 'stageAction'>,
) {
  return <SaleCalendarSection {...props} stageAction={stageAlertAction} />;
}
