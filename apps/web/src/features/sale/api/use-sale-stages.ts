import { ecoTokenAbi, SaleStage } from '@eco/contracts';
import type { Address } from 'viem';
import { zeroAddress } from 'viem';
import { useReadContracts } from 'wagmi';
import { walletLeft, type StageState } from '../sale-checks';

/**
 * Every stage's price, open state, remaining allocation and cap per wallet (with what `buyer`
 * has bought there, when known), plus the referral rate and the partners' merkle root: one
 * multicall, so the dialog can choose and compare the stages.
 */
export function useSaleStages(
  address: Address | undefined,
  chainId: number,
  buyer: Address | undefined,
) {
  const base = { address, abi: ecoTokenAbi, chainId } as const;
  const stage = (id: SaleStage) =>
    [
      { ...base, functionName: 'tokenPrice', args: [id] },
      { ...base, functionName: 'isSaleOpen', args: [id] },
      { ...base, functionName: 'mintableFor', args: [id] },
      { ...base, functionName: 'walletCapOf', args: [id] },
      // Without a wallet, what the zero address bought (nothing): the cap is then all there is.
      { ...base, functionName: 'boughtBy', args: [id, buyer ?? zeroAddress] },
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
        partnersCap,
        partnersBought,
        privatePrice,
        privateOpen,
        privateRemaining,
        privateCap,
        privateBought,
        publicPrice,
        publicOpen,
        publicRemaining,
        publicCap,
        publicBought,
        referralRewardBps,
        partnersRoot,
      ]) => {
        const known = buyer !== undefined;
        return {
          stages: [
            {
              key: 'partners',
              price: partnersPrice,
              open: partnersOpen,
              remaining: partnersRemaining,
              walletCap: partnersCap,
              walletLeft: known ? walletLeft(partnersCap, partnersBought) : undefined,
            },
            {
              key: 'private',
              price: privatePrice,
              open: privateOpen,
              remaining: privateRemaining,
              walletCap: privateCap,
              walletLeft: known ? walletLeft(privateCap, privateBought) : undefined,
            },
            {
              key: 'public',
              price: publicPrice,
              open: publicOpen,
              remaining: publicRemaining,
              walletCap: publicCap,
              walletLeft: known ? walletLeft(publicCap, publicBought) : undefined,
            },
          ] satisfies StageState[],
          referralRewardBps,
          partnersRoot,
        };
      },
    },
  });
}

export type SaleStagesData = NonNullable<ReturnType<typeof useSaleStages>['data']>;
