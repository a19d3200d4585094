import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { findEcoDeployment } from '@eco/contracts';
import { codeFingerprints } from '@eco/contracts/code-fingerprints';
import { checkCode } from '@eco/contracts/verification';
import { useQuery } from '@tanstack/react-query';
import type { Address } from 'viem';
import { usePublicClient } from 'wagmi';

/**
 * Every contract of a deployment, by the name of its source in this repository; `label` is what
 * the page calls it, read with `i18n._` in the page's language.
 */
function deployedContracts(chainId: number): {
  label: MessageDescriptor;
  contract: keyof typeof codeFingerprints;
  address: Address;
}[] {
  const deployment = findEcoDeployment(chainId);
  if (!deployment) return [];
  return [
    { label: msg`ECO token`, contract: 'EcoToken', address: deployment.address },
    { label: msg`Owner timelock`, contract: 'OwnerTimelock', address: deployment.timelock.address },
    { label: msg`Donations`, contract: 'EcoDonations', address: deployment.donations.address },
    {
      label: msg`Carbon ledger registry`,
      contract: 'CarbonLedgerRegistry',
      address: deployment.carbonLedgerRegistry.address,
    },
    {
      label: msg`Outflow tags registry`,
      contract: 'CarbonLedgerRegistry',
      address: deployment.outflowTagsRegistry.address,
    },
    {
      label: msg`White paper registry`,
      contract: 'CarbonLedgerRegistry',
      address: deployment.whitePaperRegistry.address,
    },
    ...deployment.foundersVestingWallets.map((address, i) => {
      const founder = i + 1;
      return {
        label: msg`Founder ${founder}'s vesting wallet`,
        contract: 'FoundersVestingWallet' as const,
        address,
      };
    }),
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
