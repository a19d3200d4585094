// The "user" at the wallet's prompts: a test queues a rejection, a failure or a hold for the next
// matching request (rejectNext, failNext, holdNext), and the wallet applies the first that matches.
import { RpcFailure, userRejected } from './errors';
import type { HeldRequest, WalletError, WalletRequest } from './types';

/** Methods that would open a prompt in a real wallet: the ones rejectNext() matches by default. */
export const promptMethods = new Set([
  'eth_requestAccounts',
  'wallet_requestPermissions',
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'wallet_sendCalls',
  'wallet_switchEthereumChain',
  'wallet_addEthereumChain',
  'wallet_watchAsset',
]);

export type Interceptor = {
  method?: string;
  apply: (request: WalletRequest) => Promise<void>;
};

export function matches(interceptor: Interceptor, method: string): boolean {
  if (!interceptor.method) return promptMethods.has(method);
  if (interceptor.method === method) return true;
  return interceptor.method === 'eth_requestAccounts' && method === 'wallet_requestPermissions';
}

/** Fails the matching request with `error` (4001 User rejected by default). */
export const failing = (error: WalletError = userRejected, method?: string): Interceptor => ({
  method,
  apply: () => Promise.reject(new RpcFailure(error)),
});

/** Holds the matching request until the test approves or rejects it. */
export function holding(method?: string): { interceptor: Interceptor; held: HeldRequest } {
  let arrive!: (request: WalletRequest) => void;
  let decide!: (error?: WalletError) => void;
  const arrived = new Promise<WalletRequest>((resolve) => (arrive = resolve));
  const decision = new Promise<WalletError | undefined>((resolve) => (decide = resolve));
  return {
    interceptor: {
      method,
      apply: async (request) => {
        arrive(request);
        const error = await decision;
        if (error) throw new RpcFailure(error);
      },
    },
    held: { arrived, approve: () => decide(), reject: (error) => decide(error ?? userRejected) },
  };
}
