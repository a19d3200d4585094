import { useState } from 'react';
import { InputField } from '@/components/ui/form/field';
import { formatUtcDateTime } from '@/lib/format';
import { useOwnerAction } from '../hooks/use-owner-action';
import { useOwnerContext } from '../hooks/use-owner-context';
import { saleStages } from '../owner-format';
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
  const action = useOwnerAction();
  const [stageKey, setStageKey] = useState(saleStages[0]!.key);
  const stage = saleStages.find((s) => s.key === stageKey) ?? saleStages[0]!;
  const { opensAt, closesAt } = state.token.stages[stage.key];
  const [opens, setOpens] = useState(() => utcTimeInput(opensAt));
  const [closes, setCloses] = useState(() => utcTimeInput(closesAt));
  const [error, setError] = useState<string>();

  const edited = () => {
    setError(undefined);
    action.edited();
  };

  const onReview = async () => {
    const parsed = parseSaleSchedule(opens, closes, Date.now());
    if (!parsed.ok) {
      setError(parsed.error);
      return;
    }
    const next = parsed.value;
    if (next.opensAt === opensAt && next.closesAt === closesAt) {
      setError(`The ${stage.label} stage already has this schedule: nothing to change.`);
      return;
    }
    await action.review(
      { functionName: 'setSaleSchedule', args: [stage.number, next.opensAt, next.closesAt] },
      [
        { label: `${stage.label} opens`, from: timeText(opensAt), to: timeText(next.opensAt) },
        { label: `${stage.label} closes`, from: timeText(closesAt), to: timeText(next.closesAt) },
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
            value={stageKey}
            onChange={(next) => {
              setStageKey(next.key);
              setOpens(utcTimeInput(state.token.stages[next.key].opensAt));
              setCloses(utcTimeInput(state.token.stages[next.key].closesAt));
              edited();
            }}
          />
          <InputField
            label="Opens at (UTC)"
            type="datetime-local"
            value={opens}
            onChange={(event) => {
              setOpens(event.target.value);
              edited();
            }}
            hint={`Now ${timeText(opensAt)}.`}
          />
          <InputField
            label="Closes at (UTC)"
            type="datetime-local"
            value={closes}
            onChange={(event) => {
              setCloses(event.target.value);
              edited();
            }}
            hint={`Now ${timeText(closesAt)}.`}
            error={error}
          />
        </div>
      </ActionForm>
    </ActionCard>
  );
}
