import { createConfig, createStorage, type CreateConnectorFn } from 'wagmi';
import { env } from '@/config/env';
import { supportedChains, transportFor } from './chains';

/** Wallet chain polling interval from the spec: 4 seconds. */
export const POLLING_INTERVAL = 4_000;

async function optionalConnectors(): Promise<CreateConnectorFn[]> {
  const connectors: CreateConnectorFn[] = [];
  if (env.VITE_WALLETCONNECT_PROJECT_ID) {
    const { walletConnect } = await import('wagmi/connectors');
    connectors.push(
      walletConnect({
        projectId: env.VITE_WALLETCONNECT_PROJECT_ID,
        showQrModal: true,
        qrModalOptions: {
          explorerRecommendedWalletIds:
            env.VITE_WALLETCONNECT_WALLET_IDS.split(',').filter(Boolean),
        },
      }),
    );
  }
  // A literal comparison, so production builds drop the local wallet module entirely.
  if (import.meta.env.VITE_LOCAL_TEST_WALLET === 'true') {
    const { localOwnerWallet, localTestWallet } = await import('./local-test-wallet');
    connectors.push(localTestWallet(), localOwnerWallet());
  }
  return connectors;
}

/**
 * Builds the wagmi config: wallets announced through EIP-6963 are discovered automatically;
 * WalletConnect and the local test wallet join when configured.
 */
export async function createWalletConfig() {
  return createConfig({
    chains: supportedChains,
    connectors: await optionalConnectors(),
    multiInjectedProviderDiscovery: true,
    pollingInterval: POLLING_INTERVAL,
    storage: createStorage({ storage: window.localStorage }),
    transports: Object.fromEntries(supportedChains.map((chain) => [chain.id, transportFor(chain)])),
  });
}
