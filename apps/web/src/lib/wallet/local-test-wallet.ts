import { localDevAccounts } from '@eco/contracts';
import type { Address } from 'viem';
import { createConnector } from 'wagmi';
import { mock } from 'wagmi/connectors';
import { WALLET_CONNECTED_KEY } from '@/stores/wallet-ui';

/**
 * A wallet of one of anvil's funded dev accounts, so anyone can try the site without a browser
 * extension; anvil signs for its dev accounts itself. Only built into the site when
 * VITE_LOCAL_TEST_WALLET is "true" (local chain only).
 */
function localWallet({ id, name, account }: { id: string; name: string; account: Address }) {
  const base = mock({ accounts: [account], features: { reconnect: true } });
  return createConnector((config) => {
    const connector = base(config);
    return {
      ...connector,
      id,
      name,
      // The mock only remembers a connection in memory; after a reload it is authorized again
      // when it was the last wallet used and was not disconnected.
      async isAuthorized() {
        const recent = await config.storage?.getItem('recentConnectorId');
        return recent === id && window.localStorage.getItem(WALLET_CONNECTED_KEY) === '1';
      },
    };
  });
}

/** "Local test wallet": anvil's dev account #1, a partner on the local chain. */
export function localTestWallet() {
  return localWallet({
    id: 'localTestWallet',
    name: 'Local test wallet',
    account: localDevAccounts.partners[0],
  });
}

/** "Local owner wallet": anvil's dev account #0, which deploys and owns ECO (the /admin page). */
export function localOwnerWallet() {
  return localWallet({
    id: 'localOwnerWallet',
    name: 'Local owner wallet',
    account: localDevAccounts.owner,
  });
}
