import { InputField } from '@/components/ui/form/field';
import type { SaleStageKey } from '@eco/contracts';
import { formatUtcDateTime } from '@/lib/format';
import { useOwnerAction } from '../hooks/use-owner-action';
import { useOwnerContext } from '../hooks/use-owner-context';
import { change, saleStages } from '../owner-format';
import { parseSaleSchedule, utcTimeInput } from '../owner-input';
import { ActionCard, ActionForm, StageSelectField } from './action-card';

const timeText = (seconds: bigint) =>
  seconds === 0n ? 'by hand' : formatUtcDateTime(Number(seconds) * 1000);

/**
 * setSaleSchedule: when a stage opens and closes by itself, so buyers (and the token page's
 * countdowns) can rely on the chain instead of on the team. Empty = by hand.
 */
export function SaleScheduleAction() {
  const { state } = useOwnerContext();
  const times = (key: SaleStageKey) => ({
    opens: utcTimeInput(state.token.stages[key].opensAt),
    closes: utcTimeInput(state.token.stages[key].closesAt),
  });
  const first = saleStages[0]!;
  const action = useOwnerAction({ stage: first.key, ...times(first.key) });
  const stage = saleStages.find((s) => s.key === action.values.stage) ?? first;
  const { opensAt, closesAt } = state.token.stages[stage.key];

  const onReview = async () => {
    // Either time's error goes under the closing one, the last field.
    const { closes: next } =
      action.parse({
        closes: parseSaleSchedule(action.values.opens, action.values.closes, Date.now()),
      }) ?? {};
    if (!next) return;
    if (next.opensAt === opensAt && next.closesAt === closesAt) {
      action.fail({
        closes: `The ${stage.label} stage already has this schedule: nothing to change.`,
      });
      return;
    }
    await action.review(
      { functionName: 'setSaleSchedule', args: [stage.number, next.opensAt, next.closesAt] },
      [
        change(`${stage.label} opens`, timeText, opensAt, next.opensAt),
        change(`${stage.label} closes`, timeText, closesAt, next.closesAt),
      ],
      `the ${stage.label} stage opens ${timeText(next.opensAt)} and closes ${timeText(next.closesAt)}.`,
    );
  };

  return (
    <ActionCard
      title="Sale schedule"
      description="When a stage opens and closes by itself, in UTC; leave a time empty to open or close by hand. Opening or closing a stage by hand clears its schedule."
    >
      <ActionForm action={action} onReview={onReview}>
        <div className="grid gap-4 sm:grid-cols-3">
          <StageSelectField
            value={stage.key}
            onChange={(next) => action.set({ stage: next.key, ...times(next.key) })}
          />
          <InputField
            label="Opens at (UTC)"
            type="datetime-local"
            value={action.values.opens}
            onChange={(event) => action.set({ opens: event.target.value })}
            hint={`Now ${timeText(opensAt)}.`}
          />
          <InputField
            label="Closes at (UTC)"
            type="datetime-local"
            {...action.field('closes')}
            hint={`Now ${timeText(closesAt)}.`}
          />
        </div>
      </ActionForm>
    </ActionCard>
  );
}
