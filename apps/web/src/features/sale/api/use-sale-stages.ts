import { ecoTokenAbi, SaleStage } from '@eco/contracts';
import type { Address } from 'viem';
import { useReadContracts } from 'wagmi';
import type { StageState } from '../sale-checks';

/**
 * Every stage's price, open state and remaining allocation, plus the referral rate and the
 * partners' merkle root: one multicall, so the dialog can choose and compare the stages.
 */
export function useSaleStages(address: Address | undefined, chainId: number) {
  const base = { address, abi: ecoTokenAbi, chainId } as const;
  const stage = (id: SaleStage) =>
    [
      { ...base, functionName: 'tokenPrice', args: [id] },
      { ...base, functionName: 'isSaleOpen', args: [id] },
      { ...base, functionName: 'mintableFor', args: [id] },
    ] as const;
  return useReadContracts({
    contracts: [
      ...stage(SaleStage.Partners),
      ...stage(SaleStage.Private),
      ...stage(SaleStage.Public),
      { ...base, functionName: 'referralRewardBps' },
      { ...base, functionName: 'merkleRootOfPartners' },
    ],
    allowFailure: false,
    query: {
      enabled: Boolean(address),
      select: ([
        partnersPrice,
        partnersOpen,
        partnersRemaining,
        privatePrice,
        privateOpen,
        privateRemaining,
        publicPrice,
        publicOpen,
        publicRemaining,
        referralRewardBps,
        partnersRoot,
      ]) => ({
        stages: [
          {
            key: 'partners',
            price: partnersPrice,
            open: partnersOpen,
            remaining: partnersRemaining,
          },
          { key: 'private', price: privatePrice, open: privateOpen, remaining: privateRemaining },
          { key: 'public', price: publicPrice, open: publicOpen, remaining: publicRemaining },
        ] satisfies StageState[],
        referralRewardBps,
        partnersRoot,
      }),
    },
  });
}

export type SaleStagesData = NonNullable<ReturnType<typeof useSaleStages>['data']>;
