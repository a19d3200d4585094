import { ecoText } from '@/lib/format';
import { useOwnerContext } from '../hooks/use-owner-context';
import { StageAmountAction } from './stage-amount-action';

/** setWalletCap: the most one address may buy in a sale stage, in ECO. */
export function WalletCapAction() {
  const { state } = useOwnerContext();
  return (
    <StageAmountAction
      title="Cap per wallet"
      description="The most one address may buy in each stage (referral rewards aside). Lowering it stops further purchases by addresses above it; it takes nothing back."
      fieldLabel="Cap per wallet (ECO)"
      amount={{ label: 'cap', unit: 'ECO' }}
      current={(stage) => state.token.stages[stage].walletCap}
      text={ecoText}
      call={(stage, cap) => ({
        functionName: 'setWalletCap',
        args: [stage.number, cap] as const,
      })}
      done={(stage, cap) => ({
        label: `${stage.label} cap per wallet`,
        sentence: `one wallet may buy up to ${ecoText(cap)} in the ${stage.label} stage.`,
      })}
    />
  );
}
