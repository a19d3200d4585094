import type { SaleStageKey } from '@eco/contracts';
import type { PartnerGrant } from '@eco/contracts/partners';
import { parseUnits, formatUnits, type Address } from 'viem';
import { formatUnits as formatBaseUnits, parseAmount, tokensFor } from '@/lib/units';
import type { EcoWriteCall } from '@/lib/wallet/contract';
import type { TransactionInfo } from '@/lib/wallet/transaction';

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

/** What a purchase is for: the stage, the ECO bought, the ETH paid, the referrer. */
export type PurchaseInfo = Extract<TransactionInfo, { type: 'buy' }>;

/** The sale function a purchase calls and its arguments, checked against ECO's ABI. */
export function purchaseCall({
  stage,
  amount,
  referrer,
  partnerGrant,
}: {
  stage: SaleStageKey;
  amount: bigint;
  referrer: Address | undefined;
  /** The partner's allocation and proof, for the partners stage. */
  partnerGrant: PartnerGrant | undefined;
}): EcoWriteCall<'mintForPartners'> | EcoWriteCall<'privateSale'> | EcoWriteCall<'publicSale'> {
  if (stage === 'partners') {
    // Without a grant the contract refuses with NotAPartner, which the simulation reports. The
    // partners stage pays no referral rewards (docs/decisions/0033): a referrer is not passed.
    const proof = partnerGrant?.proof ?? [];
    const allocation = partnerGrant?.allocation ?? 0n;
    return { functionName: 'mintForPartners', args: [proof, allocation, amount] };
  }
  const functionName = stage === 'private' ? 'privateSale' : 'publicSale';
  return referrer ? { functionName, args: [amount, referrer] } : { functionName, args: [amount] };
}
