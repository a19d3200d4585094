import { Button } from '@/components/ui/button';
import { useOwnerAction } from '../hooks/use-owner-action';
import { useOwnerContext } from '../hooks/use-owner-context';
import { change, saleStages } from '../owner-format';
import { ActionCard, ActionProgress } from './action-card';

const standing = (s: { finalized: boolean; cancelled: boolean }) =>
  s.cancelled ? 'cancelled' : s.finalized ? 'finalized' : 'neither finalized nor cancelled';

/**
 * finalizeStage and cancelStage, each through the timelock (docs/decisions/0032): finalizing ends
 * the owner's power to cancel a stage and lets its purchases past their withdrawal periods be
 * released; cancelling stops it for good and makes every purchase in it refundable.
 */
export function StageSettlementAction() {
  const { state } = useOwnerContext();
  const action = useOwnerAction();
  return (
    <ActionCard
      title="Finalizing or cancelling a stage"
      description="Finalize a stage to let its purchases past their withdrawal periods be settled and their money withdrawn; after that it can never be cancelled. Cancel a stage, before it is finalized and before trading is enabled, to stop it for good and let every buyer in it claim a full refund."
    >
      <ul className="divide-y divide-slate-200 rounded-2xl border border-slate-200">
        {saleStages.map((stage) => {
          const settled = state.settlement[stage.key];
          const terms = state.token.stages[stage.key];
          const decided = terms.finalized || terms.cancelled;
          return (
            <li key={stage.key} className="flex flex-wrap items-center justify-between gap-3 p-3">
              <div className="min-w-0">
                <p className="font-semibold text-brand-950">
                  {stage.label}: {standing(terms)}
                </p>
                <p className="text-sm text-slate-600">
                  {settled.purchases.toString()} purchases, the first{' '}
                  {settled.releasedUpTo.toString()} settled
                </p>
              </div>
              <div className="flex flex-wrap gap-2">
                <Button
                  size="sm"
                  variant="outline"
                  disabled={action.locked || decided}
                  onClick={() =>
                    void action.review(
                      { functionName: 'finalizeStage', args: [stage.number] },
                      [
                        change(`${stage.label} stage`, standing, terms, {
                          ...terms,
                          finalized: true,
                        }),
                      ],
                      `the ${stage.label} stage is finalized: it can no longer be cancelled.`,
                    )
                  }
                >
                  {`Finalize ${stage.label}`}
                </Button>
                <Button
                  size="sm"
                  variant="outline"
                  disabled={action.locked || decided || state.token.tradingEnabled}
                  onClick={() =>
                    void action.review(
                      { functionName: 'cancelStage', args: [stage.number] },
                      [
                        change(`${stage.label} stage`, standing, terms, {
                          ...terms,
                          cancelled: true,
                        }),
                      ],
                      `the ${stage.label} stage is cancelled: every buyer in it may claim a refund.`,
                    )
                  }
                >
                  {`Cancel ${stage.label}`}
                </Button>
              </div>
            </li>
          );
        })}
      </ul>
      <ActionProgress action={action} />
    </ActionCard>
  );
}
