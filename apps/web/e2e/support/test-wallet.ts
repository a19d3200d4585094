/**
 * The ECO test wallet: an EIP-1193 wallet injected into a Playwright page and announced through
 * EIP-6963, as a browser extension would be. Its parts, one concern each, are in wallet/:
 * - page-provider.ts: the page holds only a thin provider; every request crosses to this Node
 *   process through a binding,
 * - state.ts: where the key lives, with the chain and the connection,
 * - methods.ts: how each request is answered; it signs locally,
 * - chain.ts: it talks to anvil directly, so its traffic is not counted by the RPC proxy (only
 *   the site's own reads are), and it survives reloads with no network route in the page,
 * - interceptors.ts: the user at the prompts (reject, fail or hold the next request),
 * - errors.ts: failures shaped as a real wallet's JSON-RPC errors,
 * - install.ts: installTestWallet, which puts it together and returns the test's handle.
 */
export { testWalletInfo } from './wallet/identity';
export { installTestWallet } from './wallet/install';
export type {
  HeldRequest,
  TestWallet,
  TestWalletOptions,
  WalletError,
  WalletRequest,
} from './wallet/types';
