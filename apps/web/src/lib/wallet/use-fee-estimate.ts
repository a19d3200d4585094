import { useEffect, useState } from 'react';
import { encodeFunctionData, type Abi, type Address, type Hex } from 'viem';
import { useEstimateFeesPerGas, useEstimateGas } from 'wagmi';

/** A contract call to price: what the wallet will be asked to sign. */
export type FeeCall = {
  address: Address;
  abi: Abi;
  functionName: string;
  args?: readonly unknown[];
  value: bigint;
};

/**
 * The network fee of a call before it is signed: the gas it needs (eth_estimateGas, as the
 * wallet would send it) times the most the chain may charge per gas now (maxFeePerGas, or the gas
 * price on a chain without EIP-1559). An upper figure: the fee paid is usually lower.
 */
export type FeeEstimate =
  | { status: 'idle' }
  | { status: 'estimating' }
  | { status: 'done'; gas: bigint; feePerGas: bigint; fee: bigint }
  /** The chain would not estimate it (it would revert, or the balance is short): the wallet says. */
  | { status: 'failed' };

/** How long the call must stay the same before it is estimated: no request per keystroke. */
export const FEE_ESTIMATE_DEBOUNCE_MS = 500;

/** Gas times fee per gas, from the answers of the two estimates. */
export function feeFrom(
  gas: bigint | undefined,
  fees: { maxFeePerGas?: bigint; gasPrice?: bigint } | undefined,
): { gas: bigint; feePerGas: bigint; fee: bigint } | undefined {
  const feePerGas = fees?.maxFeePerGas ?? fees?.gasPrice;
  if (gas === undefined || feePerGas === undefined) return undefined;
  return { gas, feePerGas, fee: gas * feePerGas };
}

/** `value`, once it has not changed for `ms`. */
function useSettled<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/**
 * Estimates the network fee of `call` from `account` on `chainId`; `call` undefined (an amount
 * not valid yet) estimates nothing. The call must rest for FEE_ESTIMATE_DEBOUNCE_MS first, and a
 * failed estimate is not retried: a revert would only revert again.
 */
export function useFeeEstimate({
  chainId,
  account,
  call,
}: {
  chainId: number;
  account: Address;
  call: FeeCall | undefined;
}): FeeEstimate {
  // The encoded call is the key: equal calls are one estimate, whatever object carries them.
  const data: Hex | undefined = call
    ? encodeFunctionData({ abi: call.abi, functionName: call.functionName, args: call.args })
    : undefined;
  const key = call && data ? `${call.address}|${data}|${call.value}` : '';
  const settledKey = useSettled(key, FEE_ESTIMATE_DEBOUNCE_MS);
  const ready = key !== '' && settledKey === key;
  const gas = useEstimateGas({
    chainId,
    account,
    to: call?.address,
    data,
    value: call?.value,
    query: { enabled: ready, retry: false, staleTime: 30_000 },
  });
  const fees = useEstimateFeesPerGas({ chainId, query: { enabled: key !== '' } });

  if (key === '') return { status: 'idle' };
  if (!ready || gas.isPending || fees.isPending) {
    return gas.isError || fees.isError ? { status: 'failed' } : { status: 'estimating' };
  }
  const fee = feeFrom(gas.data, fees.data);
  return fee ? { status: 'done', ...fee } : { status: 'failed' };
}
