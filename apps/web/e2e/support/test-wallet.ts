import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import {
  BaseError,
  createWalletClient,
  getAddress,
  hexToBigInt,
  hexToNumber,
  http,
  isAddressEqual,
  isHex,
  numberToHex,
} from 'viem';
import type { Address, Hex, PrivateKeyAccount } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { anvilUrl, createFundedAccount, localChain } from './chain-fixtures';

/**
 * An EIP-1193 wallet injected into a Playwright page and announced through EIP-6963, as a
 * browser extension would be. The page holds only a thin provider; every request crosses to
 * this Node process through a binding, where the key lives, signs locally and talks to anvil
 * directly (port 18545). So the wallet survives reloads, needs no network route in the page,
 * and its traffic is not counted by the RPC proxy: only the site's own reads are.
 */

/** EIP-6963 identity of the wallet. */
export const testWalletInfo = {
  name: 'ECO Test Wallet',
  rdns: 'org.greenplaneteco.testwallet',
  icon:
    'data:image/svg+xml,' +
    encodeURIComponent(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#15803d"/><path d="M9 16h14M16 9v14" stroke="#fff" stroke-width="3"/></svg>',
    ),
} as const;

/** Options of installTestWallet. */
export interface TestWalletOptions {
  /** The wallet's key; default: a fresh account funded with 1000 ETH. */
  privateKey?: Hex;
  /** Chain the wallet starts on (default 31337). Only 31337 can send transactions. */
  chainId?: number;
  /** Start connected, as if the site had been approved earlier (eth_accounts answers at once). */
  preconnected?: boolean;
  /** Also set window.ethereum (default false: EIP-6963 only). */
  windowEthereum?: boolean;
  /** wallet_addEthereumChain also switches to the chain, as MetaMask does and wagmi expects (default true). */
  switchOnAdd?: boolean;
  /** The node the wallet signs on and reads from: the e2e anvil unless a benchmark runs its own. */
  rpcUrl?: string;
}

/** A JSON-RPC error as the wallet returns it to the page. */
export interface WalletError {
  code: number;
  message: string;
  data?: unknown;
}

/** One request the page made, and how it ended (`error` unset: answered, or still pending). */
export interface WalletRequest {
  method: string;
  params: unknown;
  error?: WalletError;
}

/** A request held by holdNext: the test decides when and how the "user" answers it. */
export interface HeldRequest {
  /** Resolves when the page sends the matching request. */
  arrived: Promise<WalletRequest>;
  /** Lets the request go on as if the user approved it. */
  approve(): void;
  /** Fails it with 4001 (or `error`). */
  reject(error?: WalletError): void;
}

/** The Node side of an installed wallet, for the test to drive and inspect. */
export interface TestWallet {
  readonly address: Address;
  readonly privateKey: Hex;
  readonly chainId: number;
  readonly connected: boolean;
  /** EIP-6963 uuid of this installation. */
  readonly uuid: string;
  /** Every request the page made so far, optionally only those of `method`. */
  requests(method?: string): WalletRequest[];
  /**
   * The next request of `method` (default: the next one that would show a prompt: connect, sign,
   * send, switch/add chain, watch asset) fails with 4001 User rejected the request.
   * 'eth_requestAccounts' also matches wallet_requestPermissions: both are the connect prompt.
   */
  rejectNext(method?: string): void;
  /** Like rejectNext with any error, e.g. { code: -32603, message: 'Internal error' }. */
  failNext(error: WalletError, method?: string): void;
  /** Holds the next matching request (rejectNext's matching) until the test approves or rejects. */
  holdNext(method?: string): HeldRequest;
  /** The user switches network in the wallet: emits chainChanged. */
  setChain(chainId: number): Promise<void>;
  /** The user switches account in the wallet: emits accountsChanged if connected. */
  setAccount(privateKey: Hex): Promise<void>;
  /** The user disconnects the site in the wallet: emits accountsChanged []. */
  disconnect(): Promise<void>;
}

/** Methods that would open a prompt in a real wallet: the ones rejectNext() matches by default. */
const promptMethods = new Set([
  'eth_requestAccounts',
  'wallet_requestPermissions',
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'wallet_switchEthereumChain',
  'wallet_addEthereumChain',
  'wallet_watchAsset',
]);

/** Methods that need the site to be connected first (EIP-1193 4100 otherwise). */
const needsConnection = new Set(['personal_sign', 'eth_signTypedData_v4', 'eth_sendTransaction']);

const userRejected: WalletError = { code: 4001, message: 'User rejected the request.' };

class RpcFailure extends Error {
  constructor(readonly error: WalletError) {
    super(error.message);
  }
}

const fail = (code: number, message: string, data?: unknown): never => {
  throw new RpcFailure({ code, message, ...(data === undefined ? {} : { data }) });
};

type Interceptor = {
  method?: string;
  apply: (request: WalletRequest) => Promise<void>;
};

type Reply = { result?: unknown; error?: WalletError; emit?: [string, unknown][] };

function matches(interceptor: Interceptor, method: string): boolean {
  if (!interceptor.method) return promptMethods.has(method);
  if (interceptor.method === method) return true;
  return interceptor.method === 'eth_requestAccounts' && method === 'wallet_requestPermissions';
}

/** Converts anything thrown while signing or sending into the JSON-RPC error the page gets. */
function toWalletError(error: unknown): WalletError {
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

/** Sends one JSON-RPC call to anvil and returns its raw result or error. */
async function forward(rpcUrl: string, method: string, params: unknown): Promise<Reply> {
  const res = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params: params ?? [] }),
  });
  const body = (await res.json()) as { result?: unknown; error?: WalletError };
  return body.error ? { error: body.error } : { result: body.result ?? null };
}

type TxParams = Partial<
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

/** The page side, serialised into every document by addInitScript: a thin EIP-1193 provider. */
function pageScript(args: {
  binding: string;
  emitter: string;
  info: { uuid: string; name: string; icon: string; rdns: string };
  windowEthereum: boolean;
}): void {
  // Only the top document: that is where the site and wagmi live.
  if (window.top !== window) return;
  type Listener = (data: unknown) => void;
  type WalletReply = {
    result?: unknown;
    error?: { code: number; message: string; data?: unknown };
    emit?: [string, unknown][];
  };
  const win = window as unknown as Record<string, unknown>;
  const call = win[args.binding] as (request: unknown) => Promise<WalletReply>;
  const listeners = new Map<string, Set<Listener>>();
  const emit = (event: string, data: unknown) => {
    for (const listener of [...(listeners.get(event) ?? [])]) listener(data);
  };
  const provider = {
    isEcoTestWallet: true,
    async request(request: { method: string; params?: unknown }) {
      if (!request || typeof request.method !== 'string') {
        throw Object.assign(new Error('Invalid request'), { code: -32600 });
      }
      const reply = await call({ method: request.method, params: request.params });
      for (const [event, data] of reply.emit ?? []) emit(event, data);
      if (reply.error) throw Object.assign(new Error(reply.error.message), reply.error);
      return reply.result;
    },
    on(event: string, listener: Listener) {
      if (!listeners.has(event)) listeners.set(event, new Set());
      listeners.get(event)!.add(listener);
      return provider;
    },
    removeListener(event: string, listener: Listener) {
      listeners.get(event)?.delete(listener);
      return provider;
    },
    off(event: string, listener: Listener) {
      return provider.removeListener(event, listener);
    },
  };
  win[args.emitter] = emit;
  const detail = Object.freeze({ info: Object.freeze({ ...args.info }), provider });
  const announce = () =>
    window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }));
  window.addEventListener('eip6963:requestProvider', announce);
  announce();
  if (args.windowEthereum) win.ethereum = provider;
}

/**
 * Injects the test wallet into `page` (call before page.goto) and returns its Node-side handle.
 * Example: `const wallet = await installTestWallet(page); await page.goto('/');
 * wallet.rejectNext('eth_sendTransaction'); expect(wallet.requests('wallet_watchAsset')).toHaveLength(1);`
 */
export async function installTestWallet(
  page: Page,
  options: TestWalletOptions = {},
): Promise<TestWallet> {
  const uuid = randomUUID();
  const id = uuid.replaceAll('-', '');
  const binding = `__ecoTestWallet_${id}`;
  const emitter = `__ecoTestWalletEmit_${id}`;

  const rpcUrl = options.rpcUrl ?? anvilUrl;
  let privateKey = options.privateKey ?? (await createFundedAccount()).privateKey;
  let account: PrivateKeyAccount = privateKeyToAccount(privateKey);
  let chainId = options.chainId ?? localChain.id;
  let connected = options.preconnected ?? false;
  // Chains the wallet can switch to: the local chain, where it started, and any added.
  const knownChains = new Set<number>([localChain.id, chainId]);
  const log: WalletRequest[] = [];
  const interceptors: Interceptor[] = [];
  // One signing operation at a time, so two quick sends get consecutive nonces.
  let signing: Promise<unknown> = Promise.resolve();
  const serialised = <T>(work: () => Promise<T>): Promise<T> => {
    const next = signing.then(work, work);
    signing = next.catch(() => undefined);
    return next;
  };

  const walletClient = () =>
    createWalletClient({ account, chain: localChain, transport: http(rpcUrl) });

  const checkFrom = (from: unknown) => {
    if (typeof from !== 'string' || !isAddressEqual(from as Address, account.address)) {
      fail(
        4100,
        `The test wallet does not hold ${String(from)}; its account is ${account.address}`,
      );
    }
  };

  const permissions = () => [
    {
      parentCapability: 'eth_accounts',
      caveats: [{ type: 'restrictReturnedAccounts', value: [account.address] }],
    },
  ];

  const switchTo = (id: number): Reply => {
    if (id === chainId) return { result: null };
    chainId = id;
    return { result: null, emit: [['chainChanged', numberToHex(id)]] };
  };

  const sendTransaction = async (tx: TxParams): Promise<Hex> => {
    checkFrom(tx.from);
    if (chainId !== localChain.id) {
      fail(4901, `The test wallet only sends on chain ${localChain.id}, not ${chainId}`);
    }
    if (tx.chainId && hexToNumber(tx.chainId) !== chainId) {
      fail(-32602, `chainId ${hexToNumber(tx.chainId)} does not match the wallet's ${chainId}`);
    }
    const big = (value?: Hex) => (value === undefined ? undefined : hexToBigInt(value));
    const common = {
      to: tx.to ? getAddress(tx.to) : undefined,
      data: tx.data ?? tx.input,
      value: big(tx.value),
      gas: big(tx.gas),
      nonce: tx.nonce === undefined ? undefined : hexToNumber(tx.nonce),
    };
    // viem fills whatever the site left out (gas, fees, nonce) from anvil, then signs here.
    return tx.gasPrice
      ? walletClient().sendTransaction({ ...common, gasPrice: big(tx.gasPrice) })
      : walletClient().sendTransaction({
          ...common,
          maxFeePerGas: big(tx.maxFeePerGas),
          maxPriorityFeePerGas: big(tx.maxPriorityFeePerGas),
        });
  };

  const answer = async (method: string, params: unknown): Promise<Reply> => {
    const list = Array.isArray(params) ? (params as unknown[]) : [];
    if (needsConnection.has(method) && !connected) {
      fail(4100, 'The site is not connected to the test wallet: call eth_requestAccounts first');
    }
    switch (method) {
      case 'eth_accounts':
        return { result: connected ? [account.address] : [] };
      case 'eth_coinbase':
        return { result: connected ? account.address : null };
      case 'eth_requestAccounts':
        connected = true;
        return { result: [account.address] };
      case 'wallet_requestPermissions':
        connected = true;
        return { result: permissions() };
      case 'wallet_getPermissions':
        return { result: connected ? permissions() : [] };
      case 'wallet_revokePermissions':
        connected = false;
        return { result: null };
      case 'eth_chainId':
        return { result: numberToHex(chainId) };
      case 'net_version':
        return { result: String(chainId) };
      case 'wallet_switchEthereumChain': {
        const target = (list[0] as { chainId?: Hex } | undefined)?.chainId;
        if (!isHex(target)) return fail(-32602, 'wallet_switchEthereumChain needs { chainId }');
        const id = hexToNumber(target);
        if (!knownChains.has(id)) {
          fail(
            4902,
            `Unrecognized chain ID "${target}". Try adding the chain using wallet_addEthereumChain first.`,
          );
        }
        return switchTo(id);
      }
      case 'wallet_addEthereumChain': {
        const target = (list[0] as { chainId?: Hex } | undefined)?.chainId;
        if (!isHex(target)) return fail(-32602, 'wallet_addEthereumChain needs { chainId, … }');
        const id = hexToNumber(target);
        knownChains.add(id);
        return (options.switchOnAdd ?? true) ? switchTo(id) : { result: null };
      }
      case 'wallet_watchAsset':
        return { result: true };
      case 'personal_sign': {
        const [message, from] = list as [string, string];
        checkFrom(from);
        return {
          result: await account.signMessage({
            message: isHex(message) ? { raw: message } : message,
          }),
        };
      }
      case 'eth_signTypedData_v4': {
        const [from, json] = list as [string, string | object];
        checkFrom(from);
        const typed = (typeof json === 'string' ? JSON.parse(json) : json) as {
          domain?: Record<string, unknown>;
          types: Record<string, { name: string; type: string }[]>;
          primaryType: string;
          message: Record<string, unknown>;
        };
        // viem derives EIP712Domain from `domain` itself.
        const { EIP712Domain: _domain, ...types } = typed.types;
        return {
          result: await account.signTypedData({
            domain: typed.domain,
            types,
            primaryType: typed.primaryType,
            message: typed.message,
          } as Parameters<PrivateKeyAccount['signTypedData']>[0]),
        };
      }
      case 'eth_sendTransaction':
        return { result: await serialised(() => sendTransaction((list[0] ?? {}) as TxParams)) };
      default:
        // Reads go to the chain, as a wallet's own RPC would; no test-node methods (anvil_*,
        // evm_*) and no signing the wallet does not implement.
        if (/^(eth|net|web3)_/.test(method) && !/^eth_sign/.test(method)) {
          return forward(rpcUrl, method, params);
        }
        return fail(4200, `The ECO test wallet does not support ${method}`);
    }
  };

  const handle = async (request: { method: string; params?: unknown }): Promise<Reply> => {
    const entry: WalletRequest = { method: request.method, params: request.params ?? [] };
    log.push(entry);
    try {
      const index = interceptors.findIndex((interceptor) => matches(interceptor, entry.method));
      if (index >= 0) await interceptors.splice(index, 1)[0]!.apply(entry);
      const reply = await answer(entry.method, entry.params);
      if (reply.error) entry.error = reply.error;
      return reply;
    } catch (error) {
      entry.error = toWalletError(error);
      return { error: entry.error };
    }
  };

  await page.exposeBinding(binding, (_source, request: { method: string; params?: unknown }) =>
    handle(request),
  );
  const scriptArgs = {
    binding,
    emitter,
    info: { uuid, ...testWalletInfo },
    windowEthereum: options.windowEthereum ?? false,
  };
  await page.addInitScript(pageScript, scriptArgs);
  // Installed after a navigation: inject into the current document too. wagmi keeps listening
  // for EIP-6963 announcements, so it still finds a wallet that arrives late.
  if (page.url() !== 'about:blank') await page.evaluate(pageScript, scriptArgs);

  // Events the test triggers reach whatever document is loaded now; a page that is navigating or
  // closed has no listeners to tell, and the next document asks eth_accounts/eth_chainId anyway.
  const emitToPage = async (event: string, data: unknown) => {
    await page
      .evaluate(
        ([name, event, data]) =>
          (window as unknown as Record<string, ((e: string, d: unknown) => void) | undefined>)[
            name as string
          ]?.(event as string, data),
        [emitter, event, data] as const,
      )
      .catch(() => undefined);
  };

  return {
    get address() {
      return account.address;
    },
    get privateKey() {
      return privateKey;
    },
    get chainId() {
      return chainId;
    },
    get connected() {
      return connected;
    },
    uuid,
    requests: (method) => log.filter((entry) => !method || entry.method === method),
    rejectNext: (method) => {
      interceptors.push({ method, apply: () => Promise.reject(new RpcFailure(userRejected)) });
    },
    failNext: (error, method) => {
      interceptors.push({ method, apply: () => Promise.reject(new RpcFailure(error)) });
    },
    holdNext: (method) => {
      let arrive!: (request: WalletRequest) => void;
      let decide!: (error?: WalletError) => void;
      const arrived = new Promise<WalletRequest>((resolve) => (arrive = resolve));
      const decision = new Promise<WalletError | undefined>((resolve) => (decide = resolve));
      interceptors.push({
        method,
        apply: async (request) => {
          arrive(request);
          const error = await decision;
          if (error) throw new RpcFailure(error);
        },
      });
      return { arrived, approve: () => decide(), reject: (error) => decide(error ?? userRejected) };
    },
    setChain: async (id) => {
      knownChains.add(id);
      if (id === chainId) return;
      chainId = id;
      await emitToPage('chainChanged', numberToHex(id));
    },
    setAccount: async (key) => {
      privateKey = key;
      account = privateKeyToAccount(key);
      if (connected) await emitToPage('accountsChanged', [account.address]);
    },
    disconnect: async () => {
      connected = false;
      await emitToPage('accountsChanged', []);
    },
  };
}
