import { SaleStage } from '@eco/contracts';
import { parseUnits, formatUnits } from 'viem';
import type { SaleStageKey } from '@/stores/sale-dialog';

const ONE = 10n ** 18n;

/** Contract stage number of a dialog tab. */
export const stageNumber: Record<SaleStageKey, number> = {
  partners: SaleStage.Partners,
  private: SaleStage.Private,
  public: SaleStage.Public,
};

/** Parses user text into base units (18 decimals), or null when it is not a usable amount. */
export function toUnits(text: string): bigint | null {
  if (!/^\d*\.?\d*$/.test(text) || text === '' || text === '.') return null;
  const [, fraction = ''] = text.split('.');
  if (fraction.length > 18) return null;
  return parseUnits(text, 18);
}

/** Cost in wei of `amount` ECO base units at `price` wei per ECO, rounded up like the contract. */
export function costOf(amount: bigint, price: bigint): bigint {
  return (amount * price + ONE - 1n) / ONE;
}

/** The most ECO (base units) that `wei` pays for at `price`, rounded down. */
export function tokensFor(wei: bigint, price: bigint): bigint {
  return price === 0n ? 0n : (wei * ONE) / price;
}

/** ETH text for the ETH field when the ECO field changes (and the other way round). */
export function ethTextFor(ecoText: string, price: bigint): string {
  const amount = toUnits(ecoText);
  return amount === null ? '' : formatUnits(costOf(amount, price), 18);
}

/** ECO text for the ECO field from ETH text, rounded down to whole base units. */
export function ecoTextFor(ethText: string, price: bigint): string {
  const wei = toUnits(ethText);
  return wei === null ? '' : formatUnits(tokensFor(wei, price), 18);
}

/** ETH kept back for the network fee when the Max button fills the amount. */
export const GAS_RESERVE = parseUnits('0.003', 18);

/** The referral reward the contract pays for `amount` at `bps` basis points. */
export function rewardFor(amount: bigint, bps: bigint): bigint {
  return (amount * bps) / 10_000n;
}
