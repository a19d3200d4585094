import type { SaleStageKey } from '@eco/contracts';
import { formatUnits } from '@/lib/units';
import type { EcoWriteCall, EcoWriteFunctionName } from '@/lib/wallet/contract';
import { useOwnerAction } from '../hooks/use-owner-action';
import { parseTokenAmount } from '../owner-input';
import { saleStages } from '../owner-format';
import { DecimalField } from './owner-fields';
import { ActionCard, ActionForm, StageSelectField } from './action-card';

type Stage = (typeof saleStages)[number];

/**
 * An owner action that sets one 18-decimal amount per sale stage (a price, a cap per wallet): a
 * stage select, the amount field starting at the stage's current value, and the review of old
 * and new.
 */
export function StageAmountAction<F extends EcoWriteFunctionName>({
  title,
  description,
  fieldLabel,
  amount,
  current,
  text,
  call,
  done,
}: {
  title: string;
  description: string;
  fieldLabel: string;
  /** How the amount is named in refusals, and its unit. */
  amount: { label: string; unit: string };
  current: (stage: SaleStageKey) => bigint;
  text: (value: bigint) => string;
  /** The contract call, typed from the ABI for its function. */
  call: (stage: Stage, value: bigint) => EcoWriteCall<F>;
  /** What the review names the change and the sentence after "Done:". */
  done: (stage: Stage, value: bigint) => { label: string; sentence: string };
}) {
  const first = saleStages[0]!;
  const action = useOwnerAction({
    stage: first.key,
    value: formatUnits(current(first.key), 18),
  });
  const stage = saleStages.find((s) => s.key === action.values.stage) ?? first;
  const now = current(stage.key);

  const onReview = async () => {
    const next = action.parse({ value: parseTokenAmount(action.values.value, amount) });
    if (!next) return;
    if (next.value === now) {
      action.fail({
        value: `The ${stage.label} ${amount.label} is already ${text(now)}: nothing to change.`,
      });
      return;
    }
    const { label, sentence } = done(stage, next.value);
    await action.review(
      call(stage, next.value),
      [{ label, from: text(now), to: text(next.value) }],
      sentence,
    );
  };

  return (
    <ActionCard title={title} description={description}>
      <ActionForm action={action} onReview={onReview}>
        <div className="grid gap-4 sm:grid-cols-2">
          <StageSelectField
            value={stage.key}
            onChange={(next) =>
              action.set({ stage: next.key, value: formatUnits(current(next.key), 18) })
            }
          />
          <DecimalField label={fieldLabel} {...action.field('value')} hint={`Now ${text(now)}.`} />
        </div>
      </ActionForm>
    </ActionCard>
  );
}
