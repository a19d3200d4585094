import {
  carbonLedgerRegistryAbi,
  ecoDonationsAbi,
  ecoTokenAbi,
  findEcoDeployment,
  ownerTimelockAbi,
} from '@eco/contracts';
import { decodeFunctionData, isAddressEqual, type Abi, type Address, type Hex } from 'viem';

/** A scheduled owner call in words: the contract it targets and the function with its arguments. */
export type DescribedCall = { contract: string; call: string };

const show = (value: unknown): string =>
  typeof value === 'bigint'
    ? value.toString()
    : Array.isArray(value)
      ? `[${value.map(show).join(', ')}]`
      : String(value);

/** `name(arg, …)` of `data` against `abi`, or undefined when it is not one of its functions. */
function decode(abi: Abi, data: Hex): string | undefined {
  try {
    const { functionName, args } = decodeFunctionData({ abi, data });
    // viem answers undefined args for a function without parameters.
    return `${functionName}(${(args ?? []).map(show).join(', ')})`;
  } catch {
    return undefined;
  }
}

/**
 * Which of our contracts a timelock call targets and what it calls, decoded with that contract's
 * ABI; a call to anything else is shown as such, with its raw data, never guessed at.
 */
export function describeCall(chainId: number, target: Address, data: Hex): DescribedCall {
  const deployment = findEcoDeployment(chainId);
  const known: [Address | undefined, string, Abi][] = [
    [deployment?.address, 'ECO token', ecoTokenAbi],
    [deployment?.donations.address, 'Donations', ecoDonationsAbi],
    [deployment?.carbonLedgerRegistry.address, 'Carbon ledger registry', carbonLedgerRegistryAbi],
    [deployment?.timelock.address, 'Owner timelock', ownerTimelockAbi],
  ];
  for (const [address, contract, abi] of known) {
    if (address && isAddressEqual(address, target)) {
      return { contract, call: decode(abi, data) ?? `unknown function, data ${data}` };
    }
  }
  return { contract: `Another contract (${target})`, call: `data ${data}` };
}

/** An event's arguments as `name: value` pairs, in the order the event declares them. */
export function eventArgs(args: Record<string, string | boolean | number>): string {
  return Object.entries(args)
    .map(([name, value]) => `${name}: ${String(value)}`)
    .join(', ');
}
