import type { Abi, Address, Hash } from 'viem';
import type { Config } from 'wagmi';
import {
  readContract,
  simulateContract,
  waitForTransactionReceipt,
  writeContract,
} from 'wagmi/actions';

type ContractTarget = { address?: Address; abi?: Abi; functionName?: string };

function requireTarget(target: ContractTarget): asserts target is Required<ContractTarget> {
  if (!target.address) throw new Error('address is required');
  if (!target.abi) throw new Error('abi is required');
  if (!target.functionName) throw new Error('functionName is required');
}

/** Reads a contract value; refuses a call without address, abi or function name. */
export function readContractValue(
  config: Config,
  target: ContractTarget & { args?: readonly unknown[] },
): Promise<unknown> {
  requireTarget(target);
  return readContract(config, target as Parameters<typeof readContract>[1]);
}

/** Simulates a write and returns the request to send, or throws the contract's revert reason. */
export async function prepareContractWrite(
  config: Config,
  target: ContractTarget & {
    args?: readonly unknown[];
    value?: bigint;
    account?: Address;
    chainId?: number;
  },
) {
  requireTarget(target);
  const { request } = await simulateContract(
    config,
    target as Parameters<typeof simulateContract>[1],
  );
  return request;
}

/** Sends a prepared (simulated) write and returns its transaction hash. */
export function sendContractWrite(
  config: Config,
  request: Awaited<ReturnType<typeof prepareContractWrite>> | undefined,
): Promise<Hash> {
  if (!request) throw new Error('request is required');
  return writeContract(config, request as Parameters<typeof writeContract>[1]);
}

/** Waits until a transaction is mined and returns its receipt (status success or reverted). */
export function waitForTransaction(config: Config, hash: Hash | undefined, chainId?: number) {
  if (!hash) throw new Error('hash is required');
  return waitForTransactionReceipt(config, { hash, chainId });
}
