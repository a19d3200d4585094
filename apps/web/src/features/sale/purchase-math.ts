import { purchaseGasBudget, saleStageByKey, type SaleStageKey } from '@eco/contracts';
import type { PartnerGrant } from '@eco/contracts/partners';
import { USDC_DECIMALS } from '@eco/shared/format';
import { parseUnits, zeroAddress, type Address } from 'viem';
import { formatUnits, tokensFor, parseUnits as parseDecimal } from '@/lib/units';
import type { EcoWriteCall } from '@/lib/wallet/contract';
import type { PaymentAsset, TransactionInfo } from '@/lib/wallet/transaction';
import type { UsdcPermit } from '@eco/contracts/permit';

/** Decimals of each payment asset's base units: wei, and USDC's six. */
export const assetDecimals: Record<PaymentAsset, number> = { eth: 18, usdc: USDC_DECIMALS };

/** Text of the pay field as base units of its asset, or null when it is not a usable amount. */
export function parsePayment(text: string, asset: PaymentAsset): bigint | null {
  try {
    return parseDecimal(text, assetDecimals[asset]);
  } catch {
    return null;
  }
}

/** ECO text for the ECO field from the pay field's text at `price` (per whole ECO), rounded down. */
export function ecoTextFor(payText: string, price: bigint, asset: PaymentAsset = 'eth'): string {
  const units = parsePayment(payText, asset);
  return units === null ? '' : formatUnits(tokensFor(units, price), 18);
}

/** ETH kept back for the network fee when the Max button fills the amount. */
export const GAS_RESERVE = parseUnits('0.003', 18);

/** The referral reward the contract pays for `amount` at `bps` basis points. */
export function rewardFor(amount: bigint, bps: bigint): bigint {
  return (amount * bps) / 10_000n;
}

/**
 * The network fee a purchase may cost before it can be estimated, from the chain's fee estimate (0
 * while unknown) and the contract package's measured gas budget.
 */
export function purchaseNetworkFee(
  fees: { maxFeePerGas?: bigint; gasPrice?: bigint } | undefined,
  asset: PaymentAsset = 'eth',
) {
  return (fees?.maxFeePerGas ?? fees?.gasPrice ?? 0n) * purchaseGasBudget[asset];
}

/** The field the buyer typed in last: the other one is derived from it. */
export type AmountEntry = { field: 'eco' | 'pay'; text: string };

/** The ECO field's text and the amount it asks for (0 when empty or not a number). */
export function ecoEntry(
  entry: AmountEntry,
  price: bigint,
  asset: PaymentAsset = 'eth',
): { text: string; amount: bigint } {
  const text = entry.field === 'eco' ? entry.text : ecoTextFor(entry.text, price, asset);
  return { text, amount: parsePayment(text, 'eth') ?? 0n };
}

/**
 * The pay field's text: what the buyer typed there, else the cost of the ECO asked for in the
 * asset's unit, or nothing when there is no cost to quote (tokens the stage does not hold).
 */
export function payFieldText(
  entry: AmountEntry,
  cost: bigint | null,
  asset: PaymentAsset = 'eth',
): string {
  if (entry.field === 'pay') return entry.text;
  return cost === null ? '' : formatUnits(cost, assetDecimals[asset]);
}

/** What a purchase is for: the stage, the ECO bought, the asset and cost, the referrer. */
export type PurchaseInfo = Extract<TransactionInfo, { type: 'buy' }>;

/** Step 1 of 2 of a USDC purchase: the allowance. */
export type ApprovalInfo = Extract<TransactionInfo, { type: 'approve-usdc' }>;

type PurchaseTarget = {
  stage: SaleStageKey;
  amount: bigint;
  referrer: Address | undefined;
  /** The partner's allocation and proof, for the partners stage. */
  partnerGrant: PartnerGrant | undefined;
};

/** The sale function an ETH purchase calls and its arguments, checked against ECO's ABI. */
export function purchaseCall({
  stage,
  amount,
  referrer,
  partnerGrant,
}: PurchaseTarget):
  EcoWriteCall<'mintForPartners'> | EcoWriteCall<'privateSale'> | EcoWriteCall<'publicSale'> {
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

/** `buyWithUsdc`'s arguments: the stage's number, the amount, the referrer and the partner's leaf. */
function usdcArgs({ stage, amount, referrer, partnerGrant }: PurchaseTarget) {
  const partners = stage === 'partners';
  return [
    saleStageByKey[stage].number,
    amount,
    // The partners stage pays no referral rewards: no referrer is passed there.
    (partners ? undefined : referrer) ?? zeroAddress,
    partners ? (partnerGrant?.allocation ?? 0n) : 0n,
    partners ? (partnerGrant?.proof ?? []) : [],
  ] as const;
}

/** A USDC purchase spending an allowance given beforehand (or in the same batch). */
export function usdcPurchaseCall(target: PurchaseTarget) {
  return {
    functionName: 'buyWithUsdc',
    args: usdcArgs(target),
  } as const satisfies EcoWriteCall<'buyWithUsdc'>;
}

/** A USDC purchase with the buyer's EIP-2612 permit in the same transaction. */
export function usdcPermitPurchaseCall(target: PurchaseTarget, permit: UsdcPermit) {
  return {
    functionName: 'buyWithUsdcPermit',
    args: [...usdcArgs(target), permit],
  } as const satisfies EcoWriteCall<'buyWithUsdcPermit'>;
}
