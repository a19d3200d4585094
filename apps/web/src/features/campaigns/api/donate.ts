import { ecoDonationsAbi, findEcoDeployment } from '@eco/contracts';
import type { Abi, Address, ContractFunctionArgs, ContractFunctionName } from 'viem';
import type { Config } from 'wagmi';
import { simulateContract } from 'wagmi/actions';

export type EcoDonationsAbi = typeof ecoDonationsAbi;

/** EcoDonations' functions that take ether. */
export type DonationsPayableFunction = ContractFunctionName<EcoDonationsAbi, 'payable'>;

/** One call of EcoDonations' payable function, typed by its generated ABI (see donate-call.test-d.ts). */
export type DonationsCall<F extends DonationsPayableFunction = DonationsPayableFunction> = {
  functionName: F;
  args: ContractFunctionArgs<EcoDonationsAbi, 'payable', F>;
};

/** EcoDonations on `chainId` as deployed, or undefined where it is not deployed. */
export function donationsContract(chainId: number) {
  const donations = findEcoDeployment(chainId)?.donations;
  return donations ? ({ address: donations.address, abi: ecoDonationsAbi } as const) : undefined;
}

/** `donate(campaignId, memo)`: the campaign's id in the contract and the donor's words. */
export function donateCall(campaignId: number, memo: string): DonationsCall<'donate'> {
  return { functionName: 'donate', args: [BigInt(campaignId), memo] };
}

/**
 * Simulates a donation as the donor's wallet would send it and returns the request to send, or
 * throws the contract's refusal (decoded with EcoDonations' ABI, so its errors have names).
 */
export async function prepareDonation(
  config: Config,
  target: {
    address: Address;
    account: Address;
    chainId: number;
    campaignId: number;
    memo: string;
    value: bigint;
  },
) {
  // The call is typed against EcoDonations' ABI by donateCall; the request is built over the
  // ABI's wide type (`Abi`), as the ECO helpers in lib/wallet/contract.ts build theirs, so it is
  // one of the requests the shared transaction flow sends.
  const call = donateCall(target.campaignId, target.memo);
  const abi: Abi = ecoDonationsAbi;
  const functionName: string = call.functionName;
  const { request } = await simulateContract(config, {
    address: target.address,
    abi,
    functionName,
    args: [...call.args],
    value: target.value,
    account: target.account,
    chainId: target.chainId,
  });
  return request;
}
