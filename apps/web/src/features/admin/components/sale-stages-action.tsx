import { ecoText } from '@/lib/format';
import { Button } from '@/components/ui/button';
import { useOwnerAction } from '../hooks/use-owner-action';
import { useOwnerContext } from '../hooks/use-owner-context';
import { change, saleStages } from '../owner-format';
import { ActionCard, ActionProgress } from './action-card';

const openOrClosed = (open: boolean) => (open ? 'open' : 'closed');

/** setSaleOpen: open or close each sale stage. */
export function SaleStagesAction() {
  const { state } = useOwnerContext();
  const action = useOwnerAction();

  return (
    <ActionCard
      title="Sale stages"
      description="Buyers can purchase only in an open stage. Closing a stage keeps what was sold."
    >
      <ul className="divide-y divide-slate-200 rounded-2xl border border-slate-200">
        {saleStages.map((stage) => {
          const figures = state.token.stages[stage.key];
          const remaining = figures.allocation - figures.sold;
          return (
            <li key={stage.key} className="flex flex-wrap items-center justify-between gap-3 p-3">
              <div className="min-w-0">
                <p className="font-semibold text-brand-950">
                  {stage.label}:{' '}
                  <span className={figures.open ? 'text-brand-700' : 'text-slate-600'}>
                    {openOrClosed(figures.open)}
                  </span>
                </p>
                <p className="text-sm text-slate-600">{ecoText(remaining)} left</p>
              </div>
              <Button
                size="sm"
                variant="outline"
                disabled={action.locked}
                onClick={() =>
                  void action.review(
                    { functionName: 'setSaleOpen', args: [stage.number, !figures.open] },
                    [change(`${stage.label} stage`, openOrClosed, figures.open, !figures.open)],
                    `the ${stage.label} stage is ${openOrClosed(!figures.open)}.`,
                  )
                }
              >
                {figures.open ? `Close ${stage.label}` : `Open ${stage.label}`}
              </Button>
            </li>
          );
        })}
      </ul>
      <ActionProgress action={action} />
    </ActionCard>
  );
}
