// How failures reach the page: as the JSON-RPC errors (EIP-1193 codes) a real wallet returns.
import { BaseError, isHex } from 'viem';
import type { Hex } from 'viem';
import type { WalletError } from './types';

export const userRejected: WalletError = { code: 4001, message: 'User rejected the request.' };

/** A failure the wallet means to return as is: its code and message reach the page unchanged. */
export class RpcFailure extends Error {
  constructor(readonly error: WalletError) {
    super(error.message);
  }
}

export const fail = (code: number, message: string, data?: unknown): never => {
  throw new RpcFailure({ code, message, ...(data === undefined ? {} : { data }) });
};

/** Converts anything thrown while signing or sending into the JSON-RPC error the page gets. */
export function toWalletError(error: unknown): WalletError {
  if (error instanceof RpcFailure) return error.error;
  if (error instanceof BaseError) {
    // Keep anvil's code and revert data, so the site can decode custom errors as with MetaMask.
    const rpc = error.walk((cause) => typeof (cause as { code?: unknown }).code === 'number') as
      (Error & { code: number; data?: unknown }) | null;
    const data = (
      error.walk((cause) => isHex((cause as { data?: unknown }).data)) as { data?: Hex } | null
    )?.data;
    return {
      code: rpc?.code ?? -32603,
      message: error.shortMessage || error.message,
      ...(data ? { data } : {}),
    };
  }
  return { code: -32603, message: error instanceof Error ? error.message : String(error) };
}
