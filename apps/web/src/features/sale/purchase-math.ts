import { parseUnits, formatUnits } from 'viem';
import { parseAmount, tokenCost, tokensFor } from '@/lib/units';

/** ETH text for the ETH field when the ECO field changes (and the other way round). */
export function ethTextFor(ecoText: string, price: bigint): string {
  const amount = parseAmount(ecoText);
  return amount === null ? '' : formatUnits(tokenCost(amount, price), 18);
}

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
