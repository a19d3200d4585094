import { ecoText } from '@/lib/format';
import { useState } from 'react';
import { InputField } from '@/components/ui/form/field';
import { useOwnerAction } from '../hooks/use-owner-action';
import { useOwnerContext } from '../hooks/use-owner-context';
import { parseAddress, parseTokenAmount } from '../owner-input';
import { saleStages, shortAddress } from '../owner-format';
import { ActionCard, ActionForm, SelectField } from './action-card';
import { AddressField } from './address-field';

/** mint: ECO out of a stage's unsold allocation, e.g. for a purchase settled off-chain. */
export function MintAction() {
  const { state } = useOwnerContext();
  const action = useOwnerAction();
  const [stageKey, setStageKey] = useState(saleStages[2]!.key);
  const [to, setTo] = useState('');
  const [amount, setAmount] = useState('');
  const [errors, setErrors] = useState<{ to?: string; amount?: string }>({});
  const stage = saleStages.find((s) => s.key === stageKey) ?? saleStages[2]!;
  const figures = state.token.stages[stage.key];
  const remaining = figures.allocation - figures.sold;

  const edit = (set: (value: string) => void) => (value: string) => {
    set(value);
    setErrors({});
    action.edited();
  };

  const onReview = async () => {
    const recipient = parseAddress(to, 'recipient');
    const tokens = parseTokenAmount(amount, {
      label: 'amount',
      unit: 'ECO',
      max: {
        value: remaining,
        error: `The amount is more than the ${ecoText(remaining)} left in the ${stage.label} allocation.`,
      },
    });
    if (!recipient.ok || !tokens.ok) {
      setErrors({
        to: recipient.ok ? undefined : recipient.error,
        amount: tokens.ok ? undefined : tokens.error,
      });
      return;
    }
    await action.review(
      { functionName: 'mint', args: [stage.number, recipient.value, tokens.value] },
      [
        {
          label: `Sold in ${stage.label}`,
          from: ecoText(figures.sold),
          to: ecoText(figures.sold + tokens.value),
        },
        {
          label: `Left in ${stage.label}`,
          from: ecoText(remaining),
          to: ecoText(remaining - tokens.value),
        },
        {
          label: `ECO sent to ${shortAddress(recipient.value)}`,
          from: '0',
          to: ecoText(tokens.value),
        },
      ],
      `${ecoText(tokens.value)} minted to ${shortAddress(recipient.value)}.`,
    );
  };

  return (
    <ActionCard
      title="Mint"
      description="Mints ECO out of a sale stage's unsold allocation, for example for a purchase paid off-chain. It counts as sold in that stage."
    >
      <ActionForm action={action} onReview={onReview} submitLabel="Review mint">
        <SelectField
          label="From the allocation of"
          value={stageKey}
          onChange={edit((value) => setStageKey(value as typeof stageKey))}
          options={saleStages.map((s) => ({ value: s.key, label: s.label }))}
          hint={`${ecoText(remaining)} left in this stage.`}
        />
        <AddressField
          label="Recipient"
          value={to}
          onChange={(event) => edit(setTo)(event.target.value)}
          error={errors.to}
        />
        <InputField
          label="Amount (ECO)"
          inputMode="decimal"
          autoComplete="off"
          value={amount}
          onChange={(event) => edit(setAmount)(event.target.value)}
          error={errors.amount}
        />
      </ActionForm>
    </ActionCard>
  );
}
