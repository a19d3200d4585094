import { ecoTokenAbi, MULTICALL3_ADDRESS, saleStages, type SaleStageKey } from '@eco/contracts';
import { multicall3Abi, type Address } from 'viem';
import {
  ASSET_FUNDS_CALL_COUNT,
  assetFundsContracts,
  parseAssetFunds,
  type AssetFunds,
  type SaleAssetKey,
} from '@/lib/wallet/money-back-reads';
import {
  parseTokenFigures,
  TOKEN_FIGURE_CALL_COUNT,
  tokenFigureContracts,
  useLiveContractReads,
  type EcoRead,
  type TokenFigures,
} from '@/lib/wallet/token-figures';

// The owner, pending owner, fund wallet and referral cap come with the token figures, and so do
// each stage's USDC price, minimum raise, cancelled and finalized.
const ownerScalars = [
  'communityWallet',
  'ecosystemWallet',
  'listingWallet',
  'marketingWallet',
  'foundersWallets',
  'merkleRootOfPartners',
  'maxTransferRate',
  'maxTransferRateBuy',
  // The USDC the sale takes (the zero address: ETH only).
  'usdc',
] as const;

type OwnerScalars = { [N in (typeof ownerScalars)[number]]: EcoRead<N> };

/** Where each stage's purchases stand: how many it had, and before which index all are settled. */
export type StageSettlement = Record<SaleStageKey, { purchases: bigint; releasedUpTo: bigint }>;

/** Everything the owner panel shows: the token page's figures and the owner-only settings. */
export type OwnerState = { token: TokenFigures } & OwnerScalars & {
    /** ETH the contract holds (sale proceeds not yet withdrawn, held or not), in wei. */
    ethBalance: bigint;
    /** Per asset: raised, returned, withdrawn, held for buyers and withdrawable (decision 0032). */
    funds: Record<SaleAssetKey, AssetFunds>;
    settlement: StageSettlement;
  };

const STAGE_READS = ['purchaseCount', 'releaseCursorOf'] as const;

/**
 * The token figures' calls followed by the owner's, the contract's ETH through Multicall3, the
 * money per asset, and how far each stage's purchases are settled.
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
    ...assetFundsContracts(address, chainId),
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
  const stageResults = money.slice(ASSET_FUNDS_CALL_COUNT);
  const settlement = Object.fromEntries(
    saleStages.map((stage, i) => {
      const [purchases, releasedUpTo] = stageResults.slice(
        i * STAGE_READS.length,
        (i + 1) * STAGE_READS.length,
      ) as [bigint, bigint];
      return [stage.key, { purchases, releasedUpTo }];
    }),
  ) as StageSettlement;
  return {
    token,
    ...(named as OwnerScalars),
    ethBalance: rest[ownerScalars.length] as bigint,
    funds: parseAssetFunds(money),
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
