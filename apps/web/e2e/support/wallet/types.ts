// What a test sees of the test wallet: the options it is installed with and the Node-side handle
// it drives and inspects.
import type { Address, Hex } from 'viem';

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
  /**
   * Answer EIP-5792 (wallet_getCapabilities, wallet_sendCalls, wallet_getCallsStatus) with
   * atomic batches, made atomic by delegating the account with EIP-7702 (wallet/batch.ts).
   * Default false: a wallet that lacks these newer methods (4200, as most wallets still answer).
   */
  atomicBatches?: boolean;
  /**
   * Sign EIP-712 typed data (eth_signTypedData_v4), e.g. a USDC permit (default true). false: a
   * wallet that refuses the method (4200 unsupported), as some hardware and older wallets do.
   */
  typedData?: boolean;
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

/** What the Node side answers one page request with: a result or an error, and events to emit. */
export type Reply = { result?: unknown; error?: WalletError; emit?: [string, unknown][] };
