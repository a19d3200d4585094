// How the wallet answers each EIP-1193 method the site calls: accounts and permissions, chains,
// signing, sending, and reads it forwards to the chain.
import { hexToNumber, isHex, numberToHex } from 'viem';
import type { Hex } from 'viem';
import { getCallsStatus, getCapabilities, sendCalls } from './batch';
import { forward, sendTransaction, type TxParams } from './chain';
import { fail } from './errors';
import { checkFrom, type WalletState } from './state';
import type { Reply } from './types';

/** Methods that need the site to be connected first (EIP-1193 4100 otherwise). */
const needsConnection = new Set([
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'wallet_getCapabilities',
  'wallet_sendCalls',
  'wallet_getCallsStatus',
]);

/** EIP-5792's methods, answered only by a wallet installed with `atomicBatches`. */
const batchMethods = new Set([
  'wallet_getCapabilities',
  'wallet_sendCalls',
  'wallet_getCallsStatus',
]);

const unsupported = (method: string) =>
  fail(4200, `The ECO test wallet does not support ${method}`);

const permissions = (state: WalletState) => [
  {
    parentCapability: 'eth_accounts',
    caveats: [{ type: 'restrictReturnedAccounts', value: [state.account.address] }],
  },
];

const switchTo = (state: WalletState, id: number): Reply => {
  if (id === state.chainId) return { result: null };
  state.chainId = id;
  return { result: null, emit: [['chainChanged', numberToHex(id)]] };
};

/**
 * Answers one request from the page. `serialised` runs one signing operation at a time, so two
 * quick sends get consecutive nonces.
 */
export async function answer(
  state: WalletState,
  method: string,
  params: unknown,
  serialised: <T>(work: () => Promise<T>) => Promise<T>,
): Promise<Reply> {
  const list = Array.isArray(params) ? (params as unknown[]) : [];
  // A wallet without them answers as for any method it lacks, before anything else.
  if (batchMethods.has(method) && !state.atomicBatches) unsupported(method);
  if (method === 'eth_signTypedData_v4' && !state.typedData) unsupported(method);
  if (needsConnection.has(method) && !state.connected) {
    fail(4100, 'The site is not connected to the test wallet: call eth_requestAccounts first');
  }
  switch (method) {
    case 'eth_accounts':
      return { result: state.connected ? [state.account.address] : [] };
    case 'eth_coinbase':
      return { result: state.connected ? state.account.address : null };
    case 'eth_requestAccounts':
      state.connected = true;
      return { result: [state.account.address] };
    case 'wallet_requestPermissions':
      state.connected = true;
      return { result: permissions(state) };
    case 'wallet_getPermissions':
      return { result: state.connected ? permissions(state) : [] };
    case 'wallet_revokePermissions':
      state.connected = false;
      return { result: null };
    case 'eth_chainId':
      return { result: numberToHex(state.chainId) };
    case 'net_version':
      return { result: String(state.chainId) };
    case 'wallet_switchEthereumChain': {
      const target = (list[0] as { chainId?: Hex } | undefined)?.chainId;
      if (!isHex(target)) return fail(-32602, 'wallet_switchEthereumChain needs { chainId }');
      const id = hexToNumber(target);
      if (!state.knownChains.has(id)) {
        fail(
          4902,
          `Unrecognized chain ID "${target}". Try adding the chain using wallet_addEthereumChain first.`,
        );
      }
      return switchTo(state, id);
    }
    case 'wallet_addEthereumChain': {
      const target = (list[0] as { chainId?: Hex } | undefined)?.chainId;
      if (!isHex(target)) return fail(-32602, 'wallet_addEthereumChain needs { chainId, … }');
      const id = hexToNumber(target);
      state.knownChains.add(id);
      return state.switchOnAdd ? switchTo(state, id) : { result: null };
    }
    case 'wallet_watchAsset':
      return { result: true };
    case 'personal_sign': {
      const [message, from] = list as [string, string];
      checkFrom(state, from);
      return {
        result: await state.account.signMessage({
          message: isHex(message) ? { raw: message } : message,
        }),
      };
    }
    case 'eth_signTypedData_v4': {
      const [from, json] = list as [string, string | object];
      checkFrom(state, from);
      const typed = (typeof json === 'string' ? JSON.parse(json) : json) as {
        domain?: Record<string, unknown>;
        types: Record<string, { name: string; type: string }[]>;
        primaryType: string;
        message: Record<string, unknown>;
      };
      // viem derives EIP712Domain from `domain` itself.
      const { EIP712Domain: _domain, ...types } = typed.types;
      return {
        result: await state.account.signTypedData({
          domain: typed.domain,
          types,
          primaryType: typed.primaryType,
          message: typed.message,
        }),
      };
    }
    case 'eth_sendTransaction':
      return {
        result: await serialised(() => sendTransaction(state, (list[0] ?? {}) as TxParams)),
      };
    case 'wallet_getCapabilities':
      return getCapabilities(state, state.batches, list);
    case 'wallet_sendCalls':
      return serialised(() => sendCalls(state, state.batches, list));
    case 'wallet_getCallsStatus':
      return getCallsStatus(state, state.batches, list);
    default:
      // Reads go to the chain, as a wallet's own RPC would; no test-node methods (anvil_*,
      // evm_*) and no signing the wallet does not implement.
      if (/^(eth|net|web3)_/.test(method) && !/^eth_sign/.test(method)) {
        return forward(state.rpcUrl, method, params);
      }
      return unsupported(method);
  }
}
