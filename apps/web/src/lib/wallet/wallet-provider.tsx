import { use, type ReactNode } from 'react';
import { WagmiContext } from 'wagmi';
import { reconnect, watchChainId } from 'wagmi/actions';
import { useWalletChainStore } from '@/stores/wallet-chain';
import { QueryProvider } from '../query-provider';
import { createWalletConfig } from './config';

// One config for every wallet island on the page, created when the wallet code first loads,
// and one reconnection for all of them. WagmiProvider would reconnect (or, told not to, wipe
// the restored connection) each time an island mounts, so the islands share the bare context.
const configPromise = createWalletConfig().then((config) => {
  // Parts of pages outside the wallet code (the token page's shared figures) follow its chain.
  useWalletChainStore.setState({ chainId: config.state.chainId });
  watchChainId(config, { onChange: (chainId) => useWalletChainStore.setState({ chainId }) });
  void reconnect(config);
  return config;
});

/** Provides wagmi (and the query client) to a wallet island; suspends until the config is ready. */
export default function WalletProvider({ children }: { children: ReactNode }) {
  const config = use(configPromise);
  return (
    <QueryProvider>
      <WagmiContext value={config}>{children}</WagmiContext>
    </QueryProvider>
  );
}
