import { parseUnits, formatUnits } from 'viem';
import { formatUnits as formatBaseUnits, parseAmount, tokensFor } from '@/lib/units';

/** ECO text for the ECO field from ETH text, rounded down to whole base units. */
export function ecoTextFor(ethText: string, price: bigint): string {
  const wei = parseAmount(ethText);
  return wei === null ? '' : formatUnits(tokensFor(wei, price), 18);
}

/** ETH kept back for the network fee when the Max button fills the amount. */
export const GAS_RESERVE = parseUnits('0.003', 18);

/** The referral reward the contract pays for `amount` at `bps` basis points. */
export function rewardFor(amount: bigint, bps: bigint): bigint {
  return (amount * bps) / 10_000n;
}

// A purchase uses about 110k gas (see bench/contracts-gas.mjs); 150k leaves headroom.
export const PURCHASE_GAS = 150_000n;

/** The network fee a purchase may cost, from the chain's fee estimate (0 while unknown). */
export function purchaseNetworkFee(fees: { maxFeePerGas?: bigint; gasPrice?: bigint } | undefined) {
  return (fees?.maxFeePerGas ?? fees?.gasPrice ?? 0n) * PURCHASE_GAS;
}

/** The field the buyer typed in last: the other one is derived from it. */
export type AmountEntry = { field: 'eco' | 'eth'; text: string };

/** The ECO field's text and the amount it asks for (0 when empty or not a number). */
export function ecoEntry(entry: AmountEntry, price: bigint): { text: string; amount: bigint } {
  const text = entry.field === 'eco' ? entry.text : ecoTextFor(entry.text, price);
  return { text, amount: parseAmount(text) ?? 0n };
}

/**
 * The ETH field's text: what the buyer typed there, else the cost of the ECO asked for, or
 * nothing when there is no cost to quote (tokens the stage does not hold).
 */
export function ethFieldText(entry: AmountEntry, cost: bigint | null): string {
  if (entry.field === 'eth') return entry.text;
  return cost === null ? '' : formatBaseUnits(cost, 18);
}
