// Installs the test wallet into a page and hands the test its Node-side handle.
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { numberToHex } from 'viem';
import { anvilUrl, createFundedAccount, localChain } from '../chain-fixtures';
import { toWalletError } from './errors';
import { testWalletInfo } from './identity';
import { failing, holding, matches, type Interceptor } from './interceptors';
import { answer } from './methods';
import { pageScript } from './page-provider';
import { createWalletState, switchKey } from './state';
import type { Reply, TestWallet, TestWalletOptions, WalletRequest } from './types';

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

  const state = createWalletState({
    privateKey: options.privateKey ?? (await createFundedAccount()).privateKey,
    chainId: options.chainId ?? localChain.id,
    localChainId: localChain.id,
    connected: options.preconnected ?? false,
    rpcUrl: options.rpcUrl ?? anvilUrl,
    switchOnAdd: options.switchOnAdd ?? true,
    atomicBatches: options.atomicBatches ?? false,
    typedData: options.typedData ?? true,
  });
  const log: WalletRequest[] = [];
  const interceptors: Interceptor[] = [];
  // One signing operation at a time, so two quick sends get consecutive nonces.
  let signing: Promise<unknown> = Promise.resolve();
  const serialised = <T>(work: () => Promise<T>): Promise<T> => {
    const next = signing.then(work, work);
    signing = next.catch(() => undefined);
    return next;
  };

  const handle = async (request: { method: string; params?: unknown }): Promise<Reply> => {
    const entry: WalletRequest = { method: request.method, params: request.params ?? [] };
    log.push(entry);
    try {
      const index = interceptors.findIndex((interceptor) => matches(interceptor, entry.method));
      if (index >= 0) await interceptors.splice(index, 1)[0]!.apply(entry);
      const reply = await answer(state, entry.method, entry.params, serialised);
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
            name
          ]?.(event, data),
        [emitter, event, data] as const,
      )
      .catch(() => undefined);
  };

  return {
    get address() {
      return state.account.address;
    },
    get privateKey() {
      return state.privateKey;
    },
    get chainId() {
      return state.chainId;
    },
    get connected() {
      return state.connected;
    },
    uuid,
    requests: (method) => log.filter((entry) => !method || entry.method === method),
    rejectNext: (method) => {
      interceptors.push(failing(undefined, method));
    },
    failNext: (error, method) => {
      interceptors.push(failing(error, method));
    },
    holdNext: (method) => {
      const { interceptor, held } = holding(method);
      interceptors.push(interceptor);
      return held;
    },
    setChain: async (id) => {
      state.knownChains.add(id);
      if (id === state.chainId) return;
      state.chainId = id;
      await emitToPage('chainChanged', numberToHex(id));
    },
    setAccount: async (key) => {
      switchKey(state, key);
      if (state.connected) await emitToPage('accountsChanged', [state.account.address]);
    },
    disconnect: async () => {
      state.connected = false;
      await emitToPage('accountsChanged', []);
    },
  };
}
