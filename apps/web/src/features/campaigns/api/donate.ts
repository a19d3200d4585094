import { ecoDonationsAbi, findEcoDeployment } from '@eco/contracts';
import type { WriteCall } from '@/lib/wallet/contract';

/** EcoDonations on `chainId` as deployed, or undefined where it is not deployed. */
export function donationsContract(chainId: number) {
  const donations = findEcoDeployment(chainId)?.donations;
  return donations ? ({ address: donations.address, abi: ecoDonationsAbi } as const) : undefined;
}

/**
 * `donate(campaignId, memo)`: the campaign's id in the contract and the donor's words, typed by
 * EcoDonations' generated ABI (see donate-call.test-d.ts).
 */
export function donateCall(campaignId: number, memo: string) {
  return {
    functionName: 'donate',
    args: [BigInt(campaignId), memo],
  } as const satisfies WriteCall<typeof ecoDonationsAbi, 'donate'>;
}
