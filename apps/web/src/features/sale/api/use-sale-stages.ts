import { ecoTokenAbi, saleStages } from '@eco/contracts';
import { zeroAddress, type Address, type Hex } from 'viem';
import { useReadContracts } from 'wagmi';
import { walletLeft, type StageState } from '../sale-checks';

const callsPerStage = 6;

/**
 * Every stage's price, open state, remaining allocation, cap per wallet (with what `buyer` has
 * bought there, when known) and coming opening time, plus the referral rate and the partners' merkle root: one
 * multicall, so the dialog can choose and compare the stages.
 */
export function useSaleStages(
  address: Address | undefined,
  chainId: number,
  buyer: Address | undefined,
) {
  const base = { address, abi: ecoTokenAbi, chainId } as const;
  return useReadContracts({
    contracts: [
      ...saleStages.flatMap(({ number: id }) => [
        { ...base, functionName: 'tokenPrice', args: [id] } as const,
        { ...base, functionName: 'isSaleOpen', args: [id] } as const,
        { ...base, functionName: 'mintableFor', args: [id] } as const,
        { ...base, functionName: 'walletCapOf', args: [id] } as const,
        // Without a wallet, what the zero address bought (nothing): the cap is then all there is.
        { ...base, functionName: 'boughtBy', args: [id, buyer ?? zeroAddress] } as const,
        { ...base, functionName: 'saleScheduleOf', args: [id] } as const,
      ]),
      { ...base, functionName: 'referralRewardBps' } as const,
      { ...base, functionName: 'merkleRootOfPartners' } as const,
    ],
    allowFailure: false,
    query: {
      enabled: Boolean(address),
      select: (results) => {
        const stages = saleStages.map(({ key }, i): StageState => {
          const [price, open, remaining, walletCap, bought, [opensAt]] = results.slice(
            i * callsPerStage,
            (i + 1) * callsPerStage,
          ) as [bigint, boolean, bigint, bigint, bigint, readonly [bigint, bigint]];
          const opensAtMs = Number(opensAt) * 1000;
          return {
            key,
            price,
            open,
            remaining,
            walletCap,
            capSource: 'wallet',
            bought: buyer === undefined ? undefined : bought,
            walletLeft: buyer === undefined ? undefined : walletLeft(walletCap, bought),
            // Read with the figures: a time already past says nothing about a closed stage.
            opensAt: !open && opensAtMs > Date.now() ? opensAtMs : undefined,
          };
        });
        const [referralRewardBps, partnersRoot] = results.slice(-2) as [bigint, Hex];
        return { stages, referralRewardBps, partnersRoot };
      },
    },
  });
}

export type SaleStagesData = NonNullable<ReturnType<typeof useSaleStages>['data']>;
