import type { SaleStageKey } from '@eco/contracts';
import { useState } from 'react';
import { InputField } from '@/components/ui/form/field';
import { formatUnits } from '@/lib/units';
import type { EcoWriteFunctionName } from '@/lib/wallet/contract';
import { useOwnerAction, type OwnerCall } from '../hooks/use-owner-action';
import { parseTokenAmount } from '../owner-input';
import { saleStages } from '../owner-format';
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
  call: (stage: Stage, value: bigint) => OwnerCall<F>;
  /** What the review names the change and the sentence after "Done:". */
  done: (stage: Stage, value: bigint) => { label: string; sentence: string };
}) {
  const action = useOwnerAction();
  const [stageKey, setStageKey] = useState(saleStages[0]!.key);
  const stage = saleStages.find((s) => s.key === stageKey) ?? saleStages[0]!;
  const now = current(stage.key);
  const [value, setValue] = useState(() => formatUnits(now, 18));
  const [error, setError] = useState<string>();

  const reset = () => {
    setError(undefined);
    action.edited();
  };

  const onReview = async () => {
    const parsed = parseTokenAmount(value, amount);
    if (!parsed.ok) {
      setError(parsed.error);
      return;
    }
    if (parsed.value === now) {
      setError(`The ${stage.label} ${amount.label} is already ${text(now)}: nothing to change.`);
      return;
    }
    const { label, sentence } = done(stage, parsed.value);
    await action.review(
      call(stage, parsed.value),
      [{ label, from: text(now), to: text(parsed.value) }],
      sentence,
    );
  };

  return (
    <ActionCard title={title} description={description}>
      <ActionForm action={action} onReview={onReview}>
        <div className="grid gap-4 sm:grid-cols-2">
          <StageSelectField
            value={stageKey}
            onChange={(next) => {
              setStageKey(next.key);
              setValue(formatUnits(current(next.key), 18));
              reset();
            }}
          />
          <InputField
            label={fieldLabel}
            inputMode="decimal"
            autoComplete="off"
            value={value}
            onChange={(event) => {
              setValue(event.target.value);
              reset();
            }}
            hint={`Now ${text(now)}.`}
            error={error}
          />
        </div>
      </ActionForm>
    </ActionCard>
  );
}
