import { t } from '@lingui/core/macro';
import {
  carbonLedgerRegistryAbi,
  ecoDonationsAbi,
  ecoTokenAbi,
  findEcoDeployment,
  ownerTimelockAbi,
} from '@eco/contracts';
import { decodeFunctionData, isAddressEqual, type Abi, type Address, type Hex } from 'viem';
import { shortHash, truncateMiddle } from '@/lib/format';

// How a call the owner timelock holds is written on the site: decoded with the target's ABI,
// then as code ("setFees(15, 25)") for the owner panel and the public change log, or in words
// by the token page (features/token/owner-powers.ts), which falls back to this.

/** A contract call decoded from its calldata: the function and its arguments. */
export type DecodedCall = { functionName: string; args: readonly unknown[] };

/** The call `data` makes to a contract with `abi`, or undefined when it is none of its functions. */
export function decodeCall(abi: Abi, data: Hex): DecodedCall | undefined {
  try {
    const { functionName, args } = decodeFunctionData({ abi, data });
    // viem answers undefined args for a function without parameters (enableTrading, withdraw),
    // whatever its type says.

    return { functionName, args: args ?? [] };
  } catch {
    return undefined;
  }
}

/** One argument as code writes it; `short` shortens addresses and hashes to fit a sentence. */
function argText(value: unknown, short: boolean): string {
  if (Array.isArray(value)) return `[${value.map((item) => argText(item, short)).join(', ')}]`;
  if (short && typeof value === 'string' && value.startsWith('0x')) {
    return /^0x[0-9a-fA-F]{40}$/.test(value) ? truncateMiddle(value) : shortHash(value);
  }
  return String(value);
}

/**
 * A call as code writes it, with the raw arguments the contract receives (fees per mille,
 * amounts in base units): "setFees(15, 25)". `short` shortens addresses and hashes.
 */
export function callText({ functionName, args }: DecodedCall, short = true): string {
  return `${functionName}(${args.map((arg) => argText(arg, short)).join(', ')})`;
}

/** What a call that `decodeCall` could not read is called; `data` shown short when given. */
export function unknownEcoCallText(data?: Hex): string {
  if (!data) return t`A call that is not one of ECO’s functions`;
  const calldata = shortHash(data);
  return t`A call that is not one of ECO’s functions (${calldata})`;
}

/** A call to ECO as code writes it, or what it is when it is not one of ECO's functions. */
export const ecoCallText = (call: DecodedCall | undefined, data?: Hex) =>
  call ? callText(call) : unknownEcoCallText(data);

/** A scheduled owner call in words: the contract it targets and the function with its arguments. */
export type DescribedCall = { contract: string; call: string };

/**
 * Which of our contracts a timelock call targets and what it calls, decoded with that contract's
 * ABI and written in full; a call to anything else is shown as such, with its raw data, never
 * guessed at.
 */
export function describeCall(chainId: number, target: Address, data: Hex): DescribedCall {
  const deployment = findEcoDeployment(chainId);
  const known: [Address | undefined, string, Abi][] = [
    [deployment?.address, t`ECO token`, ecoTokenAbi],
    [deployment?.donations.address, t`Donations`, ecoDonationsAbi],
    [deployment?.carbonLedgerRegistry.address, t`Carbon ledger registry`, carbonLedgerRegistryAbi],
    [deployment?.outflowTagsRegistry.address, t`Outflow tags registry`, carbonLedgerRegistryAbi],
    [deployment?.whitePaperRegistry.address, t`White paper registry`, carbonLedgerRegistryAbi],
    [deployment?.timelock.address, t`Owner timelock`, ownerTimelockAbi],
  ];
  for (const [address, contract, abi] of known) {
    if (address && isAddressEqual(address, target)) {
      const call = decodeCall(abi, data);
      return { contract, call: call ? callText(call, false) : t`unknown function, data ${data}` };
    }
  }
  return { contract: t`Another contract (${target})`, call: t`data ${data}` };
}
