import type { SaleStageKey } from '@eco/contracts';
import { zeroAddress } from 'viem';
import { ecoText, ethText, usdcText } from '@/lib/format';
import { formatUnits } from '@/lib/units';
import type { EcoWriteCall, EcoWriteFunctionName } from '@/lib/wallet/contract';
import type { TokenFigures } from '@/lib/wallet/token-figures';
import { useOwnerAction } from '../hooks/use-owner-action';
import { useOwnerContext } from '../hooks/use-owner-context';
import { parseTokenAmount } from '../owner-input';
import { change, saleStages } from '../owner-format';
import { ActionCard, ActionForm, DecimalField, StageSelectField } from './action-card';

type Stage = (typeof saleStages)[number];

/**
 * An owner action that sets one amount per sale stage (a price, a cap per wallet): a stage
 * select, the amount field starting at the stage's current value, and the review of old and new.
 */
function StageAmountAction<F extends EcoWriteFunctionName>({
  title,
  description,
  fieldLabel,
  amount,
  current,
  text,
  call,
  done,
  decimals = 18,
  zero,
  refusal,
}: {
  title: string;
  description: string;
  fieldLabel: string;
  /** How the amount is named in refusals, and its unit. */
  amount: { label: string; unit: string };
  /** The amount now, from the stage's figures. */
  current: (figures: TokenFigures['stages'][SaleStageKey]) => bigint;
  text: (value: bigint) => string;
  /** The contract call, typed from the ABI for its function. */
  call: (stage: Stage, value: bigint) => EcoWriteCall<F>;
  /** What the review names the change and the sentence after "Done:". */
  done: (stage: Stage, value: bigint) => { label: string; sentence: string };
  /** The amount's decimals: 18 for ETH and ECO, 6 for USDC. */
  decimals?: number;
  /** What an amount of 0 means, when the contract takes it (a USDC price: ETH only). */
  zero?: string;
  /** Why no value can be set at all on this deployment, if so: said instead of a review. */
  refusal?: string;
}) {
  const { state } = useOwnerContext();
  const amountOf = (key: SaleStageKey) => current(state.token.stages[key]);
  const first = saleStages[0]!;
  const action = useOwnerAction({
    stage: first.key,
    value: formatUnits(amountOf(first.key), decimals),
  });
  const stage = saleStages.find((s) => s.key === action.values.stage) ?? first;
  const now = amountOf(stage.key);

  const onReview = async () => {
    if (refusal) {
      action.fail({ value: refusal });
      return;
    }
    const next = action.parse({
      value: parseTokenAmount(action.values.value, {
        ...amount,
        decimals,
        zero: zero !== undefined,
      }),
    });
    if (!next) return;
    if (next.value === now) {
      action.fail({
        value: `The ${stage.label} ${amount.label} is already ${text(now)}: nothing to change.`,
      });
      return;
    }
    const { label, sentence } = done(stage, next.value);
    await action.review(call(stage, next.value), [change(label, text, now, next.value)], sentence);
  };

  return (
    <ActionCard title={title} description={description}>
      <ActionForm action={action} onReview={onReview}>
        <div className="grid gap-4 sm:grid-cols-2">
          <StageSelectField
            value={stage.key}
            onChange={(next) =>
              action.set({ stage: next.key, value: formatUnits(amountOf(next.key), decimals) })
            }
          />
          <DecimalField
            label={fieldLabel}
            {...action.field('value')}
            hint={`Now ${text(now)}.${zero ? ` 0: ${zero}.` : ''}`}
          />
        </div>
      </ActionForm>
    </ActionCard>
  );
}

/** setTokenPrice: the price of one ECO in a sale stage, in ETH. */
export function PricesAction() {
  return (
    <StageAmountAction
      title="Prices"
      description="What one ECO costs in each sale stage. Purchases already made keep their price."
      fieldLabel="Price per ECO (ETH)"
      amount={{ label: 'price', unit: 'ETH' }}
      current={(figures) => figures.price}
      text={ethText}
      call={(stage, price) => ({
        functionName: 'setTokenPrice',
        args: [stage.number, price] as const,
      })}
      done={(stage, price) => ({
        label: `${stage.label} price per ECO`,
        sentence: `the ${stage.label} price is ${ethText(price)} per ECO.`,
      })}
    />
  );
}

/** setWalletCap: the most one address may buy in a sale stage, in ECO. */
export function WalletCapAction() {
  return (
    <StageAmountAction
      title="Cap per wallet"
      description="The most one address may buy in each stage (referral rewards aside). Lowering it stops further purchases by addresses above it; it takes nothing back."
      fieldLabel="Cap per wallet (ECO)"
      amount={{ label: 'cap', unit: 'ECO' }}
      current={(figures) => figures.walletCap}
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

/** A USDC price as the owner reads it: 0 means the stage takes no USDC. */
const usdcPriceText = (price: bigint) =>
  price === 0n ? 'ETH only (no USDC price)' : usdcText(price);

/** setUsdcPrice: the price of one ECO in a sale stage, in USDC (docs/decisions/0034). */
export function UsdcPriceAction() {
  const { state } = useOwnerContext();
  return (
    <StageAmountAction
      title="USDC prices"
      description="What one ECO costs in USDC in each sale stage, beside its ETH price. 0 sells the stage for ETH only. Purchases already made keep their price."
      fieldLabel="Price per ECO (USDC)"
      amount={{ label: 'USDC price', unit: 'USDC' }}
      decimals={6}
      zero="ETH only"
      refusal={
        state.usdc === zeroAddress
          ? 'This deployment takes no USDC (the contract has no USDC address), so no stage can have a USDC price.'
          : undefined
      }
      current={(figures) => figures.usdcPrice}
      text={usdcPriceText}
      call={(stage, price) => ({
        functionName: 'setUsdcPrice',
        args: [stage.number, price] as const,
      })}
      done={(stage, price) => ({
        label: `${stage.label} USDC price per ECO`,
        sentence:
          price === 0n
            ? `the ${stage.label} stage sells for ETH only.`
            : `the ${stage.label} USDC price is ${usdcText(price)} per ECO.`,
      })}
    />
  );
}
