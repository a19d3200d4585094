import { localDevAccounts } from '@eco/contracts';
import { createConnector } from 'wagmi';
import { mock } from 'wagmi/connectors';
import { WALLET_CONNECTED_KEY } from '@/stores/wallet-ui';

const ID = 'localTestWallet';

/**
 * "Local test wallet": anvil's funded dev account #1 (a partner on the local chain), so anyone
 * can try the sale without a browser extension. anvil signs for its dev accounts itself.
 * Only built into the site when VITE_LOCAL_TEST_WALLET is "true" (local chain only).
 */
export function localTestWallet() {
  const base = mock({ accounts: [localDevAccounts.partners[0]], features: { reconnect: true } });
  return createConnector((config) => {
    const connector = base(config);
    return {
      ...connector,
      id: ID,
      name: 'Local test wallet',
      // The mock only remembers a connection in memory; after a reload it is authorized again
      // when it was the last wallet used and was not disconnected.
      async isAuthorized() {
        const recent = await config.storage?.getItem('recentConnectorId');
        return recent === ID && window.localStorage.getItem(WALLET_CONNECTED_KEY) === '1';
      },
    };
  });
}
