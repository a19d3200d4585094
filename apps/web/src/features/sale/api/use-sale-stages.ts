import {
  ecoTokenAbi,
  MULTICALL3_ADDRESS,
  minimumStates,
  SaleStage,
  walletAllowance,
} from '@eco/contracts';
import { multicall3Abi, zeroAddress, type Address, type MulticallResults } from 'viem';
import { keepPreviousData } from '@tanstack/react-query';
import { useReadContracts } from 'wagmi';
import { parseSaleStages, saleStageContracts } from '@/lib/wallet/sale-stage-reads';
import type { StageState } from '../sale-checks';

const ASSET_USDC = 1;

/** What only the Buy dialog reads of one stage: its USDC price and its minimum raise. */
function dialogStageCalls(eco: Address, stage: number, chainId: number) {
  const base = { address: eco, abi: ecoTokenAbi, chainId } as const;
  return [
    { ...base, functionName: 'priceOf', args: [stage, ASSET_USDC] },
    { ...base, functionName: 'minimumRaiseOf', args: [stage] },
  ] as const;
}

const dialogCallsPerStage = dialogStageCalls(zeroAddress, 0, 0).length;
type DialogStageResults = MulticallResults<ReturnType<typeof dialogStageCalls>, false>;

/** Spelled out per stage, as saleStageContracts is, so the answers keep their ABI types. */
const dialogContracts = (eco: Address, chainId: number) =>
  [
    ...dialogStageCalls(eco, SaleStage.Partners, chainId),
    ...dialogStageCalls(eco, SaleStage.Private, chainId),
    ...dialogStageCalls(eco, SaleStage.Public, chainId),
  ] as const;

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
      ...dialogContracts(eco, chainId),
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
        const dialogResults = results.slice(0, dialogContracts(eco, chainId).length);
        const stageResults = results.slice(dialogResults.length);
        const stages = parseSaleStages(stageResults).map((stage, i): StageState => {
          const { open, walletCap, bought } = stage;
          const [usdcPrice, [amount, deadline, counted, state]] = dialogResults.slice(
            i * dialogCallsPerStage,
            (i + 1) * dialogCallsPerStage,
          ) as DialogStageResults;
          const opensAtMs = Number(stage.opensAt) * 1000;
          return {
            ...stage,
            usdcPrice,
            minimumRaise: { amount, deadline, counted, state: minimumStates[state] ?? 'none' },
            capSource: 'wallet',
            bought: buyer === undefined ? undefined : bought,
            walletLeft: buyer === undefined ? undefined : walletAllowance(walletCap, bought).left,
            // Read with the figures: a time already past says nothing about a closed stage.
            opensAt: !open && opensAtMs > Date.now() ? opensAtMs : undefined,
          };
        });
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
