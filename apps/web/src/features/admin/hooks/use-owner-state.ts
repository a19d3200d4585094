import { ecoTokenAbi, MULTICALL3_ADDRESS } from '@eco/contracts';
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

/** Everything the owner panel shows: the token page's figures and the owner-only settings. */
export type OwnerState = { token: TokenFigures } & OwnerScalars & {
    /** ETH the contract holds (sale proceeds not yet withdrawn), in wei. */
    ethBalance: bigint;
  };

/** The token figures' calls followed by the owner's, and the contract's ETH through Multicall3. */
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
  ];
}

/** Names the results of ownerStateContracts (in its order). */
export function parseOwnerState(results: readonly unknown[]): OwnerState {
  const token = parseTokenFigures(results.slice(0, TOKEN_FIGURE_CALL_COUNT));
  const rest = results.slice(TOKEN_FIGURE_CALL_COUNT);
  const named = Object.fromEntries(ownerScalars.map((name, i) => [name, rest[i]]));
  return {
    token,
    ...(named as OwnerScalars),
    ethBalance: rest[ownerScalars.length] as bigint,
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
