import type { SaleStageKey } from '@/content/schemas';
import { perMilleOfSupply, tokenFacts } from '@/content/token';
import { parseAmount, tokenCost } from '@/lib/units';

const ONE_TOKEN = 10n ** 18n;

/** One row of the estimate: a cost, or why there is none. */
export type EstimateRow =
  { kind: 'cost'; wei: bigint } | { kind: 'none' } | { kind: 'over'; limit: bigint; live: boolean };

/**
 * The estimate for `amount` (base units, null when the text is not a number) in one stage: its
 * cost at the published price, unless the amount is more than the stage still holds (live) or
 * could ever hold (its allocation, when the chain has not been read).
 */
export function estimateRow(
  stageKey: SaleStageKey,
  amount: bigint | null,
  remaining: Record<SaleStageKey, bigint> | null,
): EstimateRow {
  const stage = tokenFacts.stages.find((s) => s.key === stageKey);
  if (!stage || amount === null || amount === 0n) return { kind: 'none' };
  const live = remaining !== null;
  const limit = live
    ? remaining[stageKey]
    : BigInt(perMilleOfSupply(stage.sharePerMille)) * ONE_TOKEN;
  if (amount > limit) return { kind: 'over', limit, live };
  const price = parseAmount(stage.priceEth);
  return price === null ? { kind: 'none' } : { kind: 'cost', wei: tokenCost(amount, price) };
}
