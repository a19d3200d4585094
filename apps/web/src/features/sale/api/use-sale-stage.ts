import { ecoTokenAbi } from '@eco/contracts';
import type { Address } from 'viem';
import { useReadContracts } from 'wagmi';
import type { SaleStageKey } from '@/stores/sale-dialog';
import { stageNumber } from '../purchase-math';

/**
 * Price, open state and remaining allocation of a stage, plus the referral rate and the
 * partners' merkle root: one multicall.
 */
export function useSaleStage(address: Address | undefined, chainId: number, stage: SaleStageKey) {
  const base = { address, abi: ecoTokenAbi, chainId } as const;
  const id = stageNumber[stage];
  return useReadContracts({
    contracts: [
      { ...base, functionName: 'tokenPrice', args: [id] },
      { ...base, functionName: 'isSaleOpen', args: [id] },
      { ...base, functionName: 'mintableFor', args: [id] },
      { ...base, functionName: 'referralRewardBps' },
      { ...base, functionName: 'merkleRootOfPartners' },
    ],
    allowFailure: false,
    query: {
      enabled: Boolean(address),
      select: ([price, open, remaining, referralRewardBps, partnersRoot]) => ({
        price,
        open,
        remaining,
        referralRewardBps,
        partnersRoot,
      }),
    },
  });
}
