import { SaleStage } from '@eco/contracts';
import { zeroAddress, type Address } from 'viem';
import { tokenFacts } from '@/content/token';
import type { SaleStageKey } from '@/content/schemas';
import { formatTokenAmount, truncateMiddle } from '@/lib/format';
import { formatUnits } from '@/lib/units';

/** The sale stages in contract order, with their contract number and published label. */
export const saleStages: readonly { key: SaleStageKey; id: SaleStage; label: string }[] = (
  ['partners', 'private', 'public'] as const
).map((key) => ({
  key,
  id: SaleStage[({ partners: 'Partners', private: 'Private', public: 'Public' } as const)[key]],
  label: tokenFacts.stages.find((stage) => stage.key === key)?.label ?? key,
}));

/** ETH amount in full precision: "0.00004 ETH". */
export const ethText = (wei: bigint) => `${formatUnits(wei, 18)} ETH`;

/** ECO amount with thousands separators: "1,000.00 ECO". */
export const ecoText = (value: bigint) => `${formatTokenAmount(value)} ECO`;

/** A short address for sentences, "none" for the zero address. */
export const shortAddress = (address: Address) =>
  address === zeroAddress ? 'none' : truncateMiddle(address);

/** An integer in units of 10^-`decimals` percent as input text: 15 per mille -> "1.5". */
export function percentInput(value: bigint, decimals: number): string {
  return formatUnits(value, decimals);
}
