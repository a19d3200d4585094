import { ecoTokenAbi, ownerTimelockAbi } from '@eco/contracts';
import type { EcoTokenAbi } from '@eco/contracts';
import type {
  Abi,
  Address,
  ContractFunctionArgs,
  ContractFunctionName,
  ContractFunctionReturnType,
  Hash,
  Hex,
} from 'viem';
import { bytesToHex, encodeFunctionData, zeroHash } from 'viem';
import type { Config } from 'wagmi';
import {
  readContract,
  simulateContract,
  waitForTransactionReceipt,
  writeContract,
} from 'wagmi/actions';

/** ECO's functions that change state (the only ones a transaction may call). */
export type EcoWriteFunctionName = ContractFunctionName<EcoTokenAbi, 'payable' | 'nonpayable'>;
/** The arguments of one of ECO's state-changing functions, as its ABI types them. */
export type EcoWriteArgs<F extends EcoWriteFunctionName> = ContractFunctionArgs<
  EcoTokenAbi,
  'payable' | 'nonpayable',
  F
>;
/** ECO's functions that only read. */
export type EcoReadFunctionName = ContractFunctionName<EcoTokenAbi, 'pure' | 'view'>;
/** The arguments of one of ECO's read functions. */
export type EcoReadArgs<F extends EcoReadFunctionName> = ContractFunctionArgs<
  EcoTokenAbi,
  'pure' | 'view',
  F
>;

/**
 * One call of an ECO write, typed by the generated ABI: a misspelt function name or arguments of
 * the wrong types do not compile (see contract-calls.test-d.ts).
 */
export type EcoWriteCall<F extends EcoWriteFunctionName = EcoWriteFunctionName> = {
  functionName: F;
  args?: EcoWriteArgs<F>;
};

/** The value, or the "… is required" error the helpers below refuse a missing one with. */
function required<T>(value: T | undefined, name: string): T {
  if (!value) throw new Error(`${name} is required`);
  return value;
}

/** Reads a contract value; refuses a call without address, abi or function name. */
export function readContractValue<F extends EcoReadFunctionName>(
  config: Config,
  target: {
    address?: Address;
    abi?: EcoTokenAbi;
    functionName?: F;
    args?: EcoReadArgs<F>;
    chainId?: number;
  },
): Promise<ContractFunctionReturnType<EcoTokenAbi, 'pure' | 'view', F>> {
  const address = required(target.address, 'address');
  const abi = required(target.abi, 'abi');
  const functionName = required(target.functionName, 'functionName');
  return readContract(config, {
    address,
    abi,
    functionName,
    args: target.args,
    chainId: target.chainId,
  });
}

/** Simulates a write and returns the request to send, or throws the contract's revert reason. */
export async function prepareContractWrite<F extends EcoWriteFunctionName>(
  config: Config,
  target: Partial<EcoWriteCall<F>> & {
    address?: Address;
    abi?: EcoTokenAbi;
    value?: bigint;
    account?: Address;
    chainId?: number;
  },
) {
  const address = required(target.address, 'address');
  // The call was typed against ECO's ABI above; wagmi's own inference cannot follow a generic
  // function name, so the request is built over the ABI's wide type (`Abi`), which needs no cast.
  const abi: Abi = required(target.abi, 'abi');
  const functionName: string = required(target.functionName, 'functionName');
  const args = Array.isArray(target.args) ? target.args : undefined;
  const { request } = await simulateContract(config, {
    address,
    abi,
    functionName,
    args,
    value: target.value,
    account: target.account,
    chainId: target.chainId,
  });
  return request;
}

/** The owner timelock an owner call goes through, and the delay it waits. */
export type TimelockRoute = { timelock: Address; delay: bigint };

/**
 * An owner call scheduled through the owner timelock: the ECO call is simulated as the timelock
 * would make it (so the contract's refusal shows now, not after the delay), then the
 * `schedule(eco, 0, data, 0, salt, delay)` the proposer sends is simulated and returned. A fresh
 * random salt lets the same change be scheduled again after a cancel.
 */
export async function prepareScheduledWrite<F extends EcoWriteFunctionName>(
  config: Config,
  target: EcoWriteCall<F> & { address: Address; account: Address; chainId: number },
  route: TimelockRoute,
) {
  const abi: Abi = ecoTokenAbi;
  const functionName: string = target.functionName;
  const args = Array.isArray(target.args) ? target.args : undefined;
  await simulateContract(config, {
    address: target.address,
    abi,
    functionName,
    args,
    account: route.timelock,
    chainId: target.chainId,
  });
  const data = encodeFunctionData({ abi, functionName, args });
  const salt: Hex = bytesToHex(crypto.getRandomValues(new Uint8Array(32)));
  const { request } = await simulateContract(config, {
    address: route.timelock,
    abi: ownerTimelockAbi,
    functionName: 'schedule',
    args: [target.address, 0n, data, zeroHash, salt, route.delay],
    account: target.account,
    chainId: target.chainId,
  });
  return request;
}

/** Runs (`execute`) or cancels a scheduled owner call on the timelock, simulated first. */
export async function prepareTimelockWrite(
  config: Config,
  target: {
    timelock: Address;
    account: Address;
    chainId: number;
    call:
      | { functionName: 'execute'; args: readonly [Address, bigint, Hex, Hex, Hex] }
      | { functionName: 'cancel'; args: readonly [Hex] };
  },
) {
  // Typed above against the timelock's ABI; built over the wide `Abi` as prepareContractWrite is.
  const abi: Abi = ownerTimelockAbi;
  const { request } = await simulateContract(config, {
    address: target.timelock,
    abi,
    functionName: target.call.functionName,
    args: [...target.call.args],
    account: target.account,
    chainId: target.chainId,
  });
  return request;
}

/** A simulated write, ready to send: to ECO, or to the owner timelock. */
export type PreparedWrite =
  | Awaited<ReturnType<typeof prepareContractWrite>>
  | Awaited<ReturnType<typeof prepareScheduledWrite>>;

/** Sends a prepared (simulated) write and returns its transaction hash. */
export function sendContractWrite(
  config: Config,
  request: PreparedWrite | undefined,
): Promise<Hash> {
  // Each member of the union was built by simulateContract for its own ABI; writeContract's
  // parameter type cannot follow the union, so it is widened here.
  return writeContract(config, required(request, 'request') as Parameters<typeof writeContract>[1]);
}

/** Waits until a transaction is mined and returns its receipt (status success or reverted). */
export function waitForTransaction(config: Config, hash: Hash | undefined, chainId?: number) {
  return waitForTransactionReceipt(config, { hash: required(hash, 'hash'), chainId });
}
