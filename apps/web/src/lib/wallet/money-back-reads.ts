import { ecoTokenAbi } from '@eco/contracts';
import { zeroAddress, type Address, type MulticallResults } from 'viem';

// The reads of issue 30's money back (docs/decisions/0032, 0034), shared by every page that shows
// them: each page puts these calls into its own single multicall beside what else it reads (the
// token figures, the treasury at the indexed block, the eligibility check), so they cost no
// request of their own and no read per visitor per row. Their words are in stage-terms-text.ts;
// the stages' terms are read with the other shared figures, in @eco/contracts (decision 0040).
export {
  parseStageTerms,
  STAGE_TERMS_CALL_COUNT,
  stageTermsContracts,
} from '@eco/contracts/figure-reads';

/** The payment assets, by the contract's Asset enum. */
export const saleAssets = [
  ['eth', 0],
  ['usdc', 1],
] as const;
export type SaleAssetKey = (typeof saleAssets)[number][0];

/**
 * The sale's money in one asset, in its base units: raised by purchases, returned to buyers
 * (withdrawals and refunds), withdrawn to the fund wallet, held for buyers who may still take it
 * back, and what withdraw() would send now.
 */
export type AssetFunds = {
  raised: bigint;
  returned: bigint;
  withdrawn: bigint;
  held: bigint;
  withdrawable: bigint;
};

function assetCalls(eco: Address, asset: 0 | 1, chainId?: number) {
  const base = { address: eco, abi: ecoTokenAbi, chainId } as const;
  return [
    { ...base, functionName: 'totalsOf', args: [asset] },
    { ...base, functionName: 'heldFunds', args: [asset] },
    { ...base, functionName: 'withdrawableFunds', args: [asset] },
  ] as const;
}

type AssetResults = MulticallResults<ReturnType<typeof assetCalls>, false>;
const callsPerAsset = assetCalls(zeroAddress, 0).length;

/** Both assets' totals, held and withdrawable funds, ETH first. */
export function assetFundsContracts(eco: Address, chainId?: number) {
  return [...assetCalls(eco, 0, chainId), ...assetCalls(eco, 1, chainId)] as const;
}

/** How many answers assetFundsContracts asks for. */
export const ASSET_FUNDS_CALL_COUNT = assetFundsContracts(zeroAddress).length;

/** Names the answers to assetFundsContracts (the first of `results`, in its order). */
export function parseAssetFunds(results: readonly unknown[]): Record<SaleAssetKey, AssetFunds> {
  return Object.fromEntries(
    saleAssets.map(([key], i) => {
      const [[raised, returned, withdrawn], held, withdrawable] = results.slice(
        i * callsPerAsset,
        (i + 1) * callsPerAsset,
      ) as AssetResults;
      return [key, { raised, returned, withdrawn, held, withdrawable }];
    }),
  ) as Record<SaleAssetKey, AssetFunds>;
}
