import { ecoText } from '@/lib/format';
import { SelectField } from '@/components/ui/form/field';
import { useOwnerAction } from '../hooks/use-owner-action';
import { useOwnerContext } from '../hooks/use-owner-context';
import { parseAddress, parseTokenAmount } from '../owner-input';
import { change, saleStages, shortAddress } from '../owner-format';
import { ActionCard, ActionForm, AddressField, DecimalField } from './action-card';

/** mint: ECO out of a stage's unsold allocation, e.g. for a purchase settled off-chain. */
export function MintAction() {
  const { state } = useOwnerContext();
  const action = useOwnerAction({ stage: saleStages[2]!.key, to: '', amount: '' });
  const stage = saleStages.find((s) => s.key === action.values.stage) ?? saleStages[2]!;
  const figures = state.token.stages[stage.key];
  const remaining = figures.allocation - figures.sold;

  const onReview = async () => {
    const next = action.parse({
      to: parseAddress(action.values.to, 'recipient'),
      amount: parseTokenAmount(action.values.amount, {
        label: 'amount',
        unit: 'ECO',
        max: {
          value: remaining,
          error: `The amount is more than the ${ecoText(remaining)} left in the ${stage.label} allocation.`,
        },
      }),
    });
    if (!next) return;
    await action.review(
      { functionName: 'mint', args: [stage.number, next.to, next.amount] },
      [
        change(`Sold in ${stage.label}`, ecoText, figures.sold, figures.sold + next.amount),
        change(`Left in ${stage.label}`, ecoText, remaining, remaining - next.amount),
        {
          label: `ECO sent to ${shortAddress(next.to)}`,
          from: '0',
          to: ecoText(next.amount),
        },
      ],
      `${ecoText(next.amount)} minted to ${shortAddress(next.to)}.`,
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
          value={stage.key}
          onChange={(key) => action.set({ stage: key })}
          options={saleStages.map((s) => ({ value: s.key, label: s.label }))}
          hint={`${ecoText(remaining)} left in this stage.`}
        />
        <AddressField label="Recipient" {...action.field('to')} />
        <DecimalField label="Amount (ECO)" {...action.field('amount')} />
      </ActionForm>
    </ActionCard>
  );
}
