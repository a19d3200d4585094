import { ecoTokenAbi, walletAllowance } from '@eco/contracts';
import { zeroAddress, type Address } from 'viem';
import { useReadContracts } from 'wagmi';
import { parseSaleStages, saleStageContracts } from '@/lib/wallet/sale-stage-reads';
import type { StageState } from '../sale-checks';

/**
 * The referral rate, the partners' merkle root and every stage's price, open state, remaining
 * allocation, cap per wallet (with what `buyer` has bought there, when known) and coming opening
 * time: one multicall, so the dialog can choose and compare the stages.
 */
export function useSaleStages(
  address: Address | undefined,
  chainId: number,
  buyer: Address | undefined,
) {
  const base = { address, abi: ecoTokenAbi, chainId } as const;
  return useReadContracts({
    contracts: [
      { ...base, functionName: 'referralRewardBps' },
      { ...base, functionName: 'merkleRootOfPartners' },
      // Not read without an address (the query is disabled).
      ...saleStageContracts(address ?? zeroAddress, buyer, chainId),
    ],
    allowFailure: false,
    query: {
      enabled: Boolean(address),
      select: ([referralRewardBps, partnersRoot, ...stageResults]) => {
        const stages = parseSaleStages(stageResults).map((stage): StageState => {
          const { open, walletCap, bought } = stage;
          const opensAtMs = Number(stage.opensAt) * 1000;
          return {
            ...stage,
            capSource: 'wallet',
            bought: buyer === undefined ? undefined : bought,
            walletLeft: buyer === undefined ? undefined : walletAllowance(walletCap, bought).left,
            // Read with the figures: a time already past says nothing about a closed stage.
            opensAt: !open && opensAtMs > Date.now() ? opensAtMs : undefined,
          };
        });
        return { stages, referralRewardBps, partnersRoot };
      },
    },
  });
}
