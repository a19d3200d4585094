import { useState } from 'react';
import { InputField } from '@/components/ui/form/field';
import { formatUnits } from '@/lib/units';
import { useOwnerAction } from '../hooks/use-owner-action';
import { useOwnerContext } from '../hooks/use-owner-context';
import { parseTokenAmount } from '../owner-input';
import { ethText, saleStages } from '../owner-format';
import { ActionCard, ActionForm, SelectField } from './action-card';

/** setTokenPrice: the price of one ECO in a sale stage, in ETH. */
export function PricesAction() {
  const { state } = useOwnerContext();
  const action = useOwnerAction();
  const [stageKey, setStageKey] = useState(saleStages[0]!.key);
  const stage = saleStages.find((s) => s.key === stageKey) ?? saleStages[0]!;
  const current = state.token.stages[stage.key].price;
  const [price, setPrice] = useState(() => formatUnits(current, 18));
  const [error, setError] = useState<string>();

  const reset = () => {
    setError(undefined);
    action.edited();
  };

  const onReview = async () => {
    const parsed = parseTokenAmount(price, { label: 'price', unit: 'ETH' });
    if (!parsed.ok) {
      setError(parsed.error);
      return;
    }
    if (parsed.value === current) {
      setError(`The ${stage.label} price is already ${ethText(current)}: nothing to change.`);
      return;
    }
    await action.review(
      { functionName: 'setTokenPrice', args: [stage.number, parsed.value] },
      [
        {
          label: `${stage.label} price per ECO`,
          from: ethText(current),
          to: ethText(parsed.value),
        },
      ],
      `the ${stage.label} price is ${ethText(parsed.value)} per ECO.`,
    );
  };

  return (
    <ActionCard
      title="Prices"
      description="What one ECO costs in each sale stage. Purchases already made keep their price."
    >
      <ActionForm action={action} onReview={onReview}>
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            label="Sale stage"
            value={stageKey}
            onChange={(value) => {
              const next = saleStages.find((s) => s.key === value) ?? saleStages[0]!;
              setStageKey(next.key);
              setPrice(formatUnits(state.token.stages[next.key].price, 18));
              reset();
            }}
            options={saleStages.map((s) => ({ value: s.key, label: s.label }))}
          />
          <InputField
            label="Price per ECO (ETH)"
            inputMode="decimal"
            autoComplete="off"
            value={price}
            onChange={(event) => {
              setPrice(event.target.value);
              reset();
            }}
            hint={`Now ${ethText(current)}.`}
            error={error}
          />
        </div>
      </ActionForm>
    </ActionCard>
  );
}
