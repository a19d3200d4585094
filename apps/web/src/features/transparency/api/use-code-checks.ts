import { findEcoDeployment } from '@eco/contracts';
import { codeFingerprints } from '@eco/contracts/code-fingerprints';
import { checkCode } from '@eco/contracts/verification';
import { useQuery } from '@tanstack/react-query';
import type { Address } from 'viem';
import { usePublicClient } from 'wagmi';

/** Every contract of a deployment, by the name of its source in this repository. */
function deployedContracts(
  chainId: number,
): { label: string; contract: keyof typeof codeFingerprints; address: Address }[] {
  const deployment = findEcoDeployment(chainId);
  if (!deployment) return [];
  return [
    { label: 'ECO token', contract: 'EcoToken', address: deployment.address },
    { label: 'Owner timelock', contract: 'OwnerTimelock', address: deployment.timelock.address },
    { label: 'Donations', contract: 'EcoDonations', address: deployment.donations.address },
    {
      label: 'Carbon ledger registry',
      contract: 'CarbonLedgerRegistry',
      address: deployment.carbonLedgerRegistry.address,
    },
    {
      label: 'Outflow tags registry',
      contract: 'CarbonLedgerRegistry',
      address: deployment.outflowTagsRegistry.address,
    },
    {
      label: 'White paper registry',
      contract: 'CarbonLedgerRegistry',
      address: deployment.whitePaperRegistry.address,
    },
    ...deployment.foundersVestingWallets.map((address, i) => ({
      label: `Founder ${i + 1}'s vesting wallet`,
      contract: 'FoundersVestingWallet' as const,
      address,
    })),
  ];
}

/**
 * The code at each of the deployment's addresses (eth_getCode) compared, in the browser, with
 * what this repository's build says it must be: the same code apart from the values filled in at
 * deployment (immutables), and the same metadata hash (same sources, compiler and settings).
 */
export function useCodeChecks(chainId: number) {
  const client = usePublicClient({ chainId });
  return useQuery({
    queryKey: ['eco', 'code-checks', chainId],
    enabled: Boolean(client),
    staleTime: 0,
    // A verdict on the code must be the chain's now, never one restored from storage.
    meta: { persist: false },
    retry: false,
    queryFn: async () => {
      if (!client) throw new Error('The chain client is not ready.');
      const rows = deployedContracts(chainId);
      const codes = await Promise.all(rows.map(({ address }) => client.getCode({ address })));
      return rows.map((row, i) => ({
        ...row,
        check: checkCode(codes[i], codeFingerprints[row.contract]),
      }));
    },
  });
}
