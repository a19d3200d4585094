import { ecoTokenAbi, MULTICALL3_ADDRESS, saleStages, type SaleStageKey } from '@eco/contracts';
import { multicall3Abi, type Address } from 'viem';
import {
  parseTokenFigures,
  TOKEN_FIGURE_CALL_COUNT,
  tokenFigureContracts,
  useLiveContractReads,
  type EcoRead,
  type TokenFigures,
} from '@/lib/wallet/token-figures';

// The owner, pending owner, fund wallet and referral cap come with the token figures.
const ownerScalars = [
  'communityWallet',
  'ecosystemWallet',
  'listingWallet',
  'marketingWallet',
  'foundersWallets',
  'merkleRootOfPartners',
  'maxTransferRate',
  'maxTransferRateBuy',
  'totalRaised',
  'totalWithdrawn',
] as const;

type OwnerScalars = { [N in (typeof ownerScalars)[number]]: EcoRead<N> };

/** What the sale holds for buyers and what may go to the fund wallet, per asset (decision 0032). */
export type HeldFunds = Record<'eth' | 'usdc', { held: bigint; withdrawable: bigint }>;

/** Where each stage stands after the sale: finalized (its purchases may be released) or cancelled. */
export type StageSettlement = Record<
  SaleStageKey,
  { finalized: boolean; cancelled: boolean; purchases: bigint; releasedUpTo: bigint }
>;

/** Everything the owner panel shows: the token page's figures and the owner-only settings. */
export type OwnerState = { token: TokenFigures } & OwnerScalars & {
    /** ETH the contract holds (sale proceeds not yet withdrawn, held or not), in wei. */
    ethBalance: bigint;
    funds: HeldFunds;
    settlement: StageSettlement;
  };

const ASSETS = [
  ['eth', 0],
  ['usdc', 1],
] as const;
const STAGE_READS = ['isFinalized', 'isCancelled', 'purchaseCount', 'releaseCursorOf'] as const;

/**
 * The token figures' calls followed by the owner's, the contract's ETH through Multicall3, the
 * held and withdrawable funds per asset, and each stage's settlement.
 */
export function ownerStateContracts(address: Address, chainId: number) {
  const base = { address, abi: ecoTokenAbi, chainId } as const;
  return [
    ...tokenFigureContracts(address, chainId),
    ...ownerScalars.map((functionName) => ({ ...base, functionName })),
    {
      address: MULTICALL3_ADDRESS,
      abi: multicall3Abi,
      chainId,
      functionName: 'getEthBalance',
      args: [address],
    } as const,
    ...ASSETS.flatMap(([, asset]) => [
      { ...base, functionName: 'heldFunds', args: [asset] } as const,
      { ...base, functionName: 'withdrawableFunds', args: [asset] } as const,
    ]),
    ...saleStages.flatMap((stage) =>
      STAGE_READS.map((functionName) => ({ ...base, functionName, args: [stage.number] }) as const),
    ),
  ];
}

/** Names the results of ownerStateContracts (in its order). */
export function parseOwnerState(results: readonly unknown[]): OwnerState {
  const token = parseTokenFigures(results.slice(0, TOKEN_FIGURE_CALL_COUNT));
  const rest = results.slice(TOKEN_FIGURE_CALL_COUNT);
  const named = Object.fromEntries(ownerScalars.map((name, i) => [name, rest[i]]));
  const money = rest.slice(ownerScalars.length + 1);
  const funds = Object.fromEntries(
    ASSETS.map(([key], i) => [
      key,
      { held: money[2 * i] as bigint, withdrawable: money[2 * i + 1] as bigint },
    ]),
  ) as HeldFunds;
  const stageResults = money.slice(2 * ASSETS.length);
  const settlement = Object.fromEntries(
    saleStages.map((stage, i) => {
      const [finalized, cancelled, purchases, releasedUpTo] = stageResults.slice(
        i * STAGE_READS.length,
        (i + 1) * STAGE_READS.length,
      );
      return [
        stage.key,
        {
          finalized: finalized as boolean,
          cancelled: cancelled as boolean,
          purchases: purchases as bigint,
          releasedUpTo: releasedUpTo as bigint,
        },
      ];
    }),
  ) as StageSettlement;
  return {
    token,
    ...(named as OwnerScalars),
    ethBalance: rest[ownerScalars.length] as bigint,
    funds,
    settlement,
  };
}

/** The owner panel's state from one batched read, read again with every new block. */
export function useOwnerState(address: Address | undefined, chainId: number) {
  return useLiveContractReads(
    address ? ownerStateContracts(address, chainId) : [],
    chainId,
    Boolean(address),
    parseOwnerState,
  );
}
