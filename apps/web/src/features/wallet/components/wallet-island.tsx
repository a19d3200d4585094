import { useConnectionEffect } from 'wagmi';
import { rememberWalletConnection } from '@/stores/wallet-ui';
import { ConnectDialog } from './connect-dialog';
import { TransactionWatcher } from './transaction-watcher';
import { WalletButton } from './wallet-button';

/**
 * Everything of the wallet that lives in the header: the button, the connect dialog and the watcher
 * of pending transactions (so one sent before a reload is followed on whatever page this is).
 */
export default function WalletIsland() {
  useConnectionEffect({
    onConnect: () => rememberWalletConnection(true),
    onDisconnect: () => rememberWalletConnection(false),
  });
  return (
    <>
      <WalletButton />
      <ConnectDialog />
      <TransactionWatcher />
    </>
  );
}
