import { ethText } from '@/lib/format';
import { useOwnerContext } from '../hooks/use-owner-context';
import { StageAmountAction } from './stage-amount-action';

/** setTokenPrice: the price of one ECO in a sale stage, in ETH. */
export function PricesAction() {
  const { state } = useOwnerContext();
  return (
    <StageAmountAction
      title="Prices"
      description="What one ECO costs in each sale stage. Purchases already made keep their price."
      fieldLabel="Price per ECO (ETH)"
      amount={{ label: 'price', unit: 'ETH' }}
      current={(stage) => state.token.stages[stage].price}
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
