import { ownerTimelockAbi, PROPOSER_ROLE } from '@eco/contracts';
import type { Address } from 'viem';
import { useReadContracts } from 'wagmi';

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
