import { ownerTimelockAbi, type EcoTokenAbi } from '@eco/contracts';
import type { Abi, Address, ContractFunctionArgs, ContractFunctionName, Hex } from 'viem';
import { bytesToHex, encodeFunctionData, zeroHash } from 'viem';
import type { Config } from 'wagmi';
import { simulateContract } from 'wagmi/actions';

type Writes = 'payable' | 'nonpayable';

/** A contract's functions that change state (the only ones a transaction may call). */
export type WriteFunctionName<A extends Abi> = ContractFunctionName<A, Writes>;

/**
 * One call of a contract's state-changing function, typed by its generated `as const` ABI as
 * scaffold-eth-2's `useScaffoldWriteContract` types it: a misspelt function name or arguments of
 * the wrong types do not compile (see contract-calls.test-d.ts).
 */
export type WriteCall<A extends Abi, F extends WriteFunctionName<A> = WriteFunctionName<A>> = {
  functionName: F;
  args?: ContractFunctionArgs<A, Writes, F>;
};

/** ECO's state-changing functions, and one call of them. */
export type EcoWriteFunctionName = WriteFunctionName<EcoTokenAbi>;
export type EcoWriteCall<F extends EcoWriteFunctionName = EcoWriteFunctionName> = WriteCall<
  EcoTokenAbi,
  F
>;

/** The owner timelock an owner call goes through, and the delay it waits. */
export type TimelockRoute = { timelock: Address; delay: bigint };

/** A transaction: a call of the contract at `address` (of `abi`), sent by `account` on `chainId`. */
export type ContractCall<A extends Abi, F extends WriteFunctionName<A>> = WriteCall<A, F> & {
  abi: A;
  address: Address;
  chainId: number;
  account: Address;
  value?: bigint;
  /** An owner call the owner timelock makes: scheduled now, run after its delay. */
  via?: TimelockRoute;
};

/**
 * Simulates a call as `account` would send it and returns the request to send, or throws the
 * contract's refusal (decoded with the call's ABI, so its errors have names).
 *
 * With `via`, the call is first simulated as the timelock would make it (so the contract's
 * refusal shows now, not after the delay), then the `schedule(target, 0, data, 0, salt, delay)`
 * the proposer sends is simulated and returned. A fresh random salt lets the same change be
 * scheduled again after a cancel.
 */
export async function prepareWrite<const A extends Abi, F extends WriteFunctionName<A>>(
  config: Config,
  call: ContractCall<A, F>,
) {
  // The call was typed against its ABI above; wagmi cannot infer a generic function name, so the
  // request is built over the ABI's wide type (`Abi`), which needs no cast.
  const { address, value, account, chainId, via } = call;
  const abi: Abi = call.abi;
  const functionName: string = call.functionName;
  const args = Array.isArray(call.args) ? call.args : undefined;
  const simulate = (from: Address) =>
    simulateContract(config, { abi, address, functionName, args, value, account: from, chainId });
  if (!via) return (await simulate(account)).request;
  await simulate(via.timelock);
  const data = encodeFunctionData({ abi, functionName, args });
  const salt: Hex = bytesToHex(crypto.getRandomValues(new Uint8Array(32)));
  const { request } = await simulateContract(config, {
    address: via.timelock,
    abi: ownerTimelockAbi,
    functionName: 'schedule',
    args: [address, 0n, data, zeroHash, salt, via.delay],
    account,
    chainId,
  });
  return request;
}

/** A simulated write, ready to send. */
export type PreparedWrite = Awaited<ReturnType<typeof prepareWrite<Abi, string>>>;
