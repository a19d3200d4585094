import { useConnectionEffect } from 'wagmi';
import { rememberWalletConnection } from '@/stores/wallet-ui';
import { ConnectDialog } from './connect-dialog';
import { WalletButton } from './wallet-button';

/** Everything of the wallet that lives in the header: the button and the connect dialog. */
export default function WalletIsland() {
  useConnectionEffect({
    onConnect: () => rememberWalletConnection(true),
    onDisconnect: () => rememberWalletConnection(false),
  });
  return (
    <>
      <WalletButton />
      <ConnectDialog />
    </>
  );
}
