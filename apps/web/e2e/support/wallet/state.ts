// What the wallet holds between requests: its key, the chain it is on, whether the site is
// connected. The user's actions (setAccount, setChain, disconnect) and the page's requests both
// change it.
import { isAddressEqual } from 'viem';
import type { Abi, Address, Hex, PrivateKeyAccount } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { fail } from './errors';

/** What the wallet remembers of its EIP-5792 batches (batch.ts): the transaction each was sent as. */
export interface BatchState {
  /** The EIP-7702 delegate, deployed on the first batch. */
  executor?: Promise<{ address: Address; abi: Abi }>;
  readonly sent: Map<string, { chainId: number; hash: Hex }>;
}

export interface WalletState {
  privateKey: Hex;
  account: PrivateKeyAccount;
  chainId: number;
  connected: boolean;
  /** Chains the wallet can switch to: the local chain, where it started, and any added. */
  readonly knownChains: Set<number>;
  /** The node the wallet signs on and reads from. */
  readonly rpcUrl: string;
  /** wallet_addEthereumChain also switches to the chain. */
  readonly switchOnAdd: boolean;
  /** Answers EIP-5792 with atomic batches (TestWalletOptions.atomicBatches). */
  readonly atomicBatches: boolean;
  /** Signs EIP-712 typed data (TestWalletOptions.typedData). */
  readonly typedData: boolean;
  /** The batches sent, and the delegate that makes them atomic. */
  readonly batches: BatchState;
}

export function createWalletState(options: {
  privateKey: Hex;
  chainId: number;
  localChainId: number;
  connected: boolean;
  rpcUrl: string;
  switchOnAdd: boolean;
  atomicBatches: boolean;
  typedData: boolean;
}): WalletState {
  return {
    privateKey: options.privateKey,
    account: privateKeyToAccount(options.privateKey),
    chainId: options.chainId,
    connected: options.connected,
    knownChains: new Set<number>([options.localChainId, options.chainId]),
    rpcUrl: options.rpcUrl,
    switchOnAdd: options.switchOnAdd,
    atomicBatches: options.atomicBatches,
    typedData: options.typedData,
    batches: { sent: new Map() },
  };
}

/** The user picks another account in the wallet. */
export function switchKey(state: WalletState, privateKey: Hex): void {
  state.privateKey = privateKey;
  state.account = privateKeyToAccount(privateKey);
}

/** A request to sign or send must name the wallet's own account (4100 otherwise). */
export function checkFrom(state: WalletState, from: unknown): void {
  if (typeof from !== 'string' || !isAddressEqual(from as Address, state.account.address)) {
    fail(
      4100,
      `The test wallet does not hold ${String(from)}; its account is ${state.account.address}`,
    );
  }
}
