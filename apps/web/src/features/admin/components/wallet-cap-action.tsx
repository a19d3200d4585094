import { useState } from 'react';
import { InputField } from '@/components/ui/form/field';
import { formatUnits } from '@/lib/units';
import { useOwnerAction } from '../hooks/use-owner-action';
import { useOwnerContext } from '../hooks/use-owner-context';
import { parseTokenAmount } from '../owner-input';
import { ecoText, saleStages } from '../owner-format';
import { ActionCard, ActionForm, SelectField } from './action-card';

/** setWalletCap: the most one address may buy in a sale stage, in ECO. */
export function WalletCapAction() {
  const { state } = useOwnerContext();
  const action = useOwnerAction();
  const [stageKey, setStageKey] = useState(saleStages[0]!.key);
  const stage = saleStages.find((s) => s.key === stageKey) ?? saleStages[0]!;
  const current = state.token.stages[stage.key].walletCap;
  const [cap, setCap] = useState(() => formatUnits(current, 18));
  const [error, setError] = useState<string>();

  const reset = () => {
    setError(undefined);
    action.edited();
  };

  const onReview = async () => {
    const parsed = parseTokenAmount(cap, { label: 'cap', unit: 'ECO' });
    if (!parsed.ok) {
      setError(parsed.error);
      return;
    }
    if (parsed.value === current) {
      setError(`The ${stage.label} cap is already ${ecoText(current)}: nothing to change.`);
      return;
    }
    await action.review(
      { functionName: 'setWalletCap', args: [stage.number, parsed.value] },
      [
        {
          label: `${stage.label} cap per wallet`,
          from: ecoText(current),
          to: ecoText(parsed.value),
        },
      ],
      `one wallet may buy up to ${ecoText(parsed.value)} in the ${stage.label} stage.`,
    );
  };

  return (
    <ActionCard
      title="Cap per wallet"
      description="The most one address may buy in each stage (referral rewards aside). Lowering it stops further purchases by addresses above it; it takes nothing back."
    >
      <ActionForm action={action} onReview={onReview}>
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            label="Sale stage"
            value={stageKey}
            onChange={(value) => {
              const next = saleStages.find((s) => s.key === value) ?? saleStages[0]!;
              setStageKey(next.key);
              setCap(formatUnits(state.token.stages[next.key].walletCap, 18));
              reset();
            }}
            options={saleStages.map((s) => ({ value: s.key, label: s.label }))}
          />
          <InputField
            label="Cap per wallet (ECO)"
            inputMode="decimal"
            autoComplete="off"
            value={cap}
            onChange={(event) => {
              setCap(event.target.value);
              reset();
            }}
            hint={`Now ${ecoText(current)}.`}
            error={error}
          />
        </div>
      </ActionForm>
    </ActionCard>
  );
}
