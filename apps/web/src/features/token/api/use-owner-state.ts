import {
  ecoTokenAbi,
  foundersVestingWalletAbi,
  ownerTimelockAbi,
  saleStages,
  type SaleStageKey,
} from '@eco/contracts';
import type { Address } from 'viem';
import { useReadContracts } from 'wagmi';
import { useLiveContractReads } from '@/lib/wallet/token-figures';
import { PROPOSER_ROLE } from '@/lib/wallet/owner-timelock';

/** What the owner section reads besides the token figures. */
export type OwnerState = {
  owner: Address;
  pendingOwner: Address;
  saleGuardian: Address;
  fundWallet: Address;
  maxReferralRewardBps: bigint;
  mintable: Record<SaleStageKey, bigint>;
  /** The founders' vesting schedule (the three wallets share it), in seconds since the epoch. */
  vestingCliff: bigint;
  vestingEnd: bigint;
};

const scalarNames = [
  'owner',
  'pendingOwner',
  'saleGuardian',
  'fundWallet',
  'maxReferralRewardBps',
] as const;

function ownerStateContracts(eco: Address, chainId: number, vestingWallet: Address) {
  const base = { address: eco, abi: ecoTokenAbi, chainId } as const;
  const vesting = { address: vestingWallet, abi: foundersVestingWalletAbi, chainId } as const;
  return [
    ...scalarNames.map((functionName) => ({ ...base, functionName })),
    ...saleStages.map((stage) => ({
      ...base,
      functionName: 'mintableFor' as const,
      args: [stage.number],
    })),
    { ...vesting, functionName: 'cliff' as const },
    { ...vesting, functionName: 'end' as const },
  ];
}

function parseOwnerState(results: readonly unknown[]): OwnerState {
  const [owner, pendingOwner, saleGuardian, fundWallet, maxReferralRewardBps] = results as [
    Address,
    Address,
    Address,
    Address,
    bigint,
  ];
  const mintable = Object.fromEntries(
    saleStages.map((stage, i) => [stage.key, results[scalarNames.length + i] as bigint]),
  ) as OwnerState['mintable'];
  const [vestingCliff, vestingEnd] = results.slice(scalarNames.length + saleStages.length) as [
    bigint,
    bigint,
  ];
  return {
    owner,
    pendingOwner,
    saleGuardian,
    fundWallet,
    maxReferralRewardBps,
    mintable,
    vestingCliff,
    vestingEnd,
  };
}

/**
 * Who holds the owner's powers and how far they reach now, in one multicall read again with
 * every new block, like the token figures it is shown with.
 */
export function useOwnerState(eco: Address, chainId: number, vestingWallet: Address) {
  return useLiveContractReads(
    ownerStateContracts(eco, chainId, vestingWallet),
    chainId,
    true,
    parseOwnerState,
  );
}

/**
 * Those of `candidates` (the proposers recorded at deployment) that still hold the timelock's
 * proposer role: the role can be granted and revoked (through the timelock, after its delay).
 */
export function useLiveProposers(
  timelock: Address | undefined,
  candidates: readonly Address[],
  chainId: number,
) {
  const reads = useReadContracts({
    contracts: candidates.map(
      (account) =>
        ({
          address: timelock,
          abi: ownerTimelockAbi,
          chainId,
          functionName: 'hasRole',
          args: [PROPOSER_ROLE, account],
        }) as const,
    ),
    allowFailure: false,
    query: { enabled: Boolean(timelock) && candidates.length > 0 },
  });
  const data =
    candidates.length === 0
      ? []
      : reads.data?.map((has, i) => (has ? candidates[i] : undefined)).filter(Boolean);
  return { data: data as Address[] | undefined, isError: reads.isError };
}
