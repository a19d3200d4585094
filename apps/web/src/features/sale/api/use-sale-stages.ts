import { ecoTokenAbi, MULTICALL3_ADDRESS, walletAllowance } from '@eco/contracts';
import { multicall3Abi, zeroAddress, type Address } from 'viem';
import { keepPreviousData } from '@tanstack/react-query';
import { useReadContracts } from 'wagmi';
import {
  parseStageTerms,
  STAGE_TERMS_CALL_COUNT,
  stageTermsContracts,
} from '@/lib/wallet/money-back-reads';
import { parseSaleStages, saleStageContracts } from '@/lib/wallet/sale-stage-reads';
import type { StageState } from '../sale-checks';

/**
 * The referral rate, the partners' merkle root, whether `referrer` may be named by `buyer`, the
 * USDC token (none when its address is zero), the withdrawal period, whether trading is on and
 * the block's time,
 * and every stage's price in ETH and USDC, open state, remaining allocation, cap per wallet (with
 * what `buyer` has bought there, when known), schedule and minimum raise: one multicall, read
 * when the dialog opens and after every transaction, never per keystroke.
 */
export function useSaleStages(
  address: Address | undefined,
  chainId: number,
  buyer: Address | undefined,
  referrer: Address | undefined,
) {
  const eco = address ?? zeroAddress;
  const base = { address: eco, abi: ecoTokenAbi, chainId } as const;
  const stageContracts = saleStageContracts(eco, buyer, chainId);
  return useReadContracts({
    contracts: [
      { ...base, functionName: 'referralRewardBps' },
      { ...base, functionName: 'merkleRootOfPartners' },
      { ...base, functionName: 'usdc' },
      { ...base, functionName: 'withdrawalPeriod' },
      { ...base, functionName: 'tradingEnabled' },
      {
        address: MULTICALL3_ADDRESS,
        abi: multicall3Abi,
        chainId,
        functionName: 'getCurrentBlockTimestamp',
      },
      {
        ...base,
        functionName: 'isEligibleReferrer',
        args: [referrer ?? zeroAddress, buyer ?? zeroAddress],
      },
      ...stageTermsContracts(eco, chainId),
      // Not read without an address (the query is disabled).
      ...stageContracts,
    ],
    allowFailure: false,
    query: {
      enabled: Boolean(address),
      // A referral code resolved after opening asks again: the dialog keeps its figures meanwhile.
      placeholderData: keepPreviousData,
      select: ([
        referralRewardBps,
        partnersRoot,
        usdc,
        withdrawalPeriod,
        tradingEnabled,
        blockTime,
        referrerEligible,
        ...results
      ]) => {
        const terms = parseStageTerms(results);
        const stages = parseSaleStages(results.slice(STAGE_TERMS_CALL_COUNT)).map(
          (stage): StageState => {
            const { open, walletCap, bought } = stage;
            const opensAtMs = Number(stage.opensAt) * 1000;
            return {
              ...stage,
              usdcPrice: terms[stage.key].usdcPrice,
              minimumRaise: terms[stage.key].minimum,
              capSource: 'wallet',
              bought: buyer === undefined ? undefined : bought,
              walletLeft: buyer === undefined ? undefined : walletAllowance(walletCap, bought).left,
              // Read with the figures: a time already past says nothing about a closed stage.
              opensAt: !open && opensAtMs > Date.now() ? opensAtMs : undefined,
            };
          },
        );
        return {
          stages,
          referralRewardBps,
          partnersRoot,
          usdc: usdc === zeroAddress ? undefined : usdc,
          withdrawalPeriod,
          tradingEnabled,
          /** The chain's time (seconds) at the block these figures were read at. */
          blockTime,
          // Whom the purchase may name, by the contract's own rule (docs/decisions/0033).
          referrerEligible: referrer !== undefined && referrerEligible,
        };
      },
    },
  });
}

/** The sale as the Buy dialog reads it. */
export type SaleReads = NonNullable<ReturnType<typeof useSaleStages>['data']>;
