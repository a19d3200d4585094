// What the wallet sends to the chain: transactions it signs itself, and reads it forwards as a
// wallet's own RPC would.
import { createWalletClient, getAddress, hexToBigInt, hexToNumber, http } from 'viem';
import type { Hex } from 'viem';
import { localChain } from '../chain-fixtures';
import { fail } from './errors';
import { checkFrom, type WalletState } from './state';
import type { Reply, WalletError } from './types';

export type TxParams = Partial<
  Record<
    | 'from'
    | 'to'
    | 'data'
    | 'input'
    | 'value'
    | 'gas'
    | 'gasPrice'
    | 'maxFeePerGas'
    | 'maxPriorityFeePerGas'
    | 'nonce'
    | 'chainId',
    Hex
  >
>;

/** Sends one JSON-RPC call to anvil and returns its raw result or error. */
export async function forward(rpcUrl: string, method: string, params: unknown): Promise<Reply> {
  const res = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params: params ?? [] }),
  });
  const body = (await res.json()) as { result?: unknown; error?: WalletError };
  return body.error ? { error: body.error } : { result: body.result ?? null };
}

/** Signs `tx` with the wallet's key and sends it to the chain. */
export async function sendTransaction(state: WalletState, tx: TxParams): Promise<Hex> {
  checkFrom(state, tx.from);
  if (state.chainId !== localChain.id) {
    fail(4901, `The test wallet only sends on chain ${localChain.id}, not ${state.chainId}`);
  }
  if (tx.chainId && hexToNumber(tx.chainId) !== state.chainId) {
    fail(-32602, `chainId ${hexToNumber(tx.chainId)} does not match the wallet's ${state.chainId}`);
  }
  const big = (value?: Hex) => (value === undefined ? undefined : hexToBigInt(value));
  const common = {
    to: tx.to ? getAddress(tx.to) : undefined,
    data: tx.data ?? tx.input,
    value: big(tx.value),
    gas: big(tx.gas),
    nonce: tx.nonce === undefined ? undefined : hexToNumber(tx.nonce),
  };
  const walletClient = createWalletClient({
    account: state.account,
    chain: localChain,
    transport: http(state.rpcUrl),
  });
  // viem fills whatever the site left out (gas, fees, nonce) from anvil, then signs here.
  return tx.gasPrice
    ? walletClient.sendTransaction({ ...common, gasPrice: big(tx.gasPrice) })
    : walletClient.sendTransaction({
        ...common,
        maxFeePerGas: big(tx.maxFeePerGas),
        maxPriorityFeePerGas: big(tx.maxPriorityFeePerGas),
      });
}
