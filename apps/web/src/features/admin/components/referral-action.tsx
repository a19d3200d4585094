import { formatUnits } from '@/lib/units';
import { useOwnerAction } from '../hooks/use-owner-action';
import { useOwnerContext } from '../hooks/use-owner-context';
import { change } from '../owner-format';
import { formatPercent, parsePercent } from '../owner-input';
import { ActionCard, ActionForm, DecimalField } from './action-card';

/** setReferralRewardBps: the referrer's reward, in percent of the tokens bought. */
export function ReferralAction() {
  const { state } = useOwnerContext();
  const { referralRewardBps: current, maxReferralRewardBps: cap } = state.token;
  const action = useOwnerAction({ reward: formatUnits(current, 2) });

  const onReview = async () => {
    const next = action.parse({
      reward: parsePercent(action.values.reward, {
        decimals: 2,
        min: 0n,
        max: cap,
        label: 'referral reward',
      }),
    });
    if (!next) return;
    if (next.reward === current) {
      action.fail({
        reward: `The referral reward is already ${formatPercent(current, 2)}: nothing to change.`,
      });
      return;
    }
    await action.review(
      { functionName: 'setReferralRewardBps', args: [next.reward] },
      [change('Referral reward', (bps) => formatPercent(bps, 2), current, next.reward)],
      `the referral reward is ${formatPercent(next.reward, 2)} of the tokens bought.`,
    );
  };

  return (
    <ActionCard
      title="Referral reward"
      description="Paid in ECO to the referrer of a purchase, out of the same stage's allocation; the buyer pays nothing for it."
    >
      <ActionForm action={action} onReview={onReview}>
        <DecimalField
          label="Referral reward (% of the tokens bought)"
          {...action.field('reward')}
          hint={`Now ${formatPercent(current, 2)}; at most ${formatPercent(cap, 2)}.`}
        />
      </ActionForm>
    </ActionCard>
  );
}
