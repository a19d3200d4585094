import { ecoDonationsAbi } from '@eco/contracts';
import { zeroAddress, type Address } from 'viem';
import { useReadContract } from 'wagmi';
import { donationsContract } from './donate';

/** Where a campaign stands in EcoDonations on one chain. */
export type CampaignRegistration =
  | { status: 'no-contract' }
  | { status: 'unregistered' }
  | { status: 'inactive'; wallet: Address }
  | { status: 'active'; wallet: Address };

/**
 * `campaign(id)` of EcoDonations on `chainId`, read live: the wallet the contract forwards a
 * donation to and whether it takes donations now. The chain is the authority (the owner timelock
 * can move a wallet or stop a campaign), so nothing here comes from content.
 */
export function useCampaignRegistration(chainId: number, campaignId: number) {
  const contract = donationsContract(chainId);
  const read = useReadContract({
    address: contract?.address,
    abi: ecoDonationsAbi,
    functionName: 'campaign',
    args: [BigInt(campaignId)],
    chainId,
    // Read on every opening: a wallet moved or a campaign stopped since must show at once.
    query: { enabled: Boolean(contract), staleTime: 0 },
  });
  const registration: CampaignRegistration | undefined = !contract
    ? { status: 'no-contract' }
    : read.data === undefined
      ? undefined
      : read.data[0] === zeroAddress
        ? { status: 'unregistered' }
        : { status: read.data[1] ? 'active' : 'inactive', wallet: read.data[0] };
  return { registration, contract, isError: read.isError, refetch: read.refetch };
}
