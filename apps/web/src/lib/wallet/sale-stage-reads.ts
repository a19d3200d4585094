import { ecoTokenAbi, SaleStage, saleStages } from '@eco/contracts';
import { zeroAddress, type Address, type MulticallResults } from 'viem';

// The one read of the sale stages' state, shared by the token page, the Buy dialog, the
// eligibility check and the offer's results. Each puts these calls into its own single multicall beside what else it
// reads, so the stages cost no request of their own.

/** One stage's views, typed by the ABI. */
function stageCalls(eco: Address, stage: number, wallet: Address, chainId?: number) {
  const base = { address: eco, abi: ecoTokenAbi, chainId } as const;
  return [
    { ...base, functionName: 'tokenPrice', args: [stage] },
    { ...base, functionName: 'isSaleOpen', args: [stage] },
    { ...base, functionName: 'allocationOf', args: [stage] },
    { ...base, functionName: 'soldIn', args: [stage] },
    { ...base, functionName: 'walletCapOf', args: [stage] },
    { ...base, functionName: 'saleScheduleOf', args: [stage] },
    { ...base, functionName: 'boughtBy', args: [stage, wallet] },
    { ...base, functionName: 'purchaseCount', args: [stage] },
  ] as const;
}

type StageResults = MulticallResults<ReturnType<typeof stageCalls>, false>;

const callsPerStage = stageCalls(zeroAddress, 0, zeroAddress).length;

/**
 * Every stage's views, in contract order, for one multicall; `wallet`'s purchases per stage
 * (the zero address, who bought nothing, when there is none). `chainId` is for wagmi. Spelled out
 * per stage of the contract's Stage enum, not mapped over a list, so that the calls, and so the
 * multicall's answers, keep their types.
 */
export function saleStageContracts(eco: Address, wallet: Address = zeroAddress, chainId?: number) {
  return [
    ...stageCalls(eco, SaleStage.Partners, wallet, chainId),
    ...stageCalls(eco, SaleStage.Private, wallet, chainId),
    ...stageCalls(eco, SaleStage.Public, wallet, chainId),
  ] as const;
}

/**
 * Names the answers to saleStageContracts (the first of `results`, in its order): what the
 * contract says about each sale stage, at one block. `price` is wei per whole ECO; `sold` counts
 * purchases, rewards and owner mints; `walletCap` is the most one address may buy in the stage
 * and `bought` what `wallet` has bought there; `opensAt` and `closesAt` are when the stage opens
 * and closes by itself, in seconds since the epoch (0 = by hand); `purchases` counts every purchase
 * ever made in the stage, withdrawn and refunded ones too.
 */
export function parseSaleStages(results: readonly unknown[]) {
  return saleStages.map(({ key }, i) => {
    // One stage's answers, in stageCalls' order; slicing loses the tuple's types, the ABI's.
    const [price, open, allocation, sold, walletCap, [opensAt, closesAt], bought, purchases] =
      results.slice(i * callsPerStage, (i + 1) * callsPerStage) as StageResults;
    const remaining = allocation - sold;
    return {
      key,
      price,
      open,
      allocation,
      sold,
      remaining,
      walletCap,
      bought,
      opensAt,
      closesAt,
      purchases,
    };
  });
}

/** What the contract says about one sale stage, at one block. */
export type SaleStageState = ReturnType<typeof parseSaleStages>[number];
