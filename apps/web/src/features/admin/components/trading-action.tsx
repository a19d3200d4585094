import { TriangleAlert } from 'lucide-react';
import { InputField } from '@/components/ui/form/field';
import { useOwnerAction } from '../hooks/use-owner-action';
import { useOwnerContext } from '../hooks/use-owner-context';
import { ActionCard, ActionForm } from './action-card';

const PHRASE = 'enable trading';

/** enableTrading: one way, so the owner types a confirmation first. */
export function TradingAction() {
  const { state } = useOwnerContext();
  const action = useOwnerAction({ typed: '' });

  if (state.token.tradingEnabled && action.status.step !== 'done') {
    return (
      <ActionCard title="Trading">
        <p className="rounded-2xl bg-brand-50 p-4 text-sm text-brand-950">
          Trading on market pairs is enabled for everyone. This cannot be undone.
        </p>
      </ActionCard>
    );
  }

  const onReview = async () => {
    if (action.values.typed.trim().toLowerCase() !== PHRASE) {
      action.fail({ typed: `Type “${PHRASE}” to confirm. Nothing was sent.` });
      return;
    }
    await action.review(
      { functionName: 'enableTrading' },
      [
        {
          label: 'Trading on market pairs',
          from: 'only for excluded wallets',
          to: 'everyone, for good',
        },
      ],
      'trading is enabled for everyone.',
    );
  };

  return (
    <ActionCard
      title="Trading"
      description="Until trading is enabled, ECO moves only from or to wallets excluded from fees (such as the listing wallet adding liquidity): no wallet-to-wallet transfer and no trade on any pair."
    >
      <p className="flex gap-2 rounded-2xl bg-red-50 p-4 text-sm text-red-950">
        <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <span>Enabling trading is one-way: the contract has no function to disable it again.</span>
      </p>
      <ActionForm action={action} onReview={onReview} submitLabel="Review: enable trading">
        <InputField
          label={`Type “${PHRASE}” to confirm`}
          autoComplete="off"
          {...action.field('typed')}
        />
      </ActionForm>
    </ActionCard>
  );
}
