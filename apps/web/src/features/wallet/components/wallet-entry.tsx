import { lazy } from 'react';
import { Wallet } from 'lucide-react';
import { WalletBoundary } from '@/components/wallet-boundary';
import { useWalletUiStore } from '@/stores/wallet-ui';
import { walletButtonClasses } from './wallet-button-classes';

const WalletIsland = lazy(() => import('./wallet-island'));

/** Connect Wallet without the wallet stack; clicking loads it and opens the connect dialog. */
function StaticConnectButton() {
  const openConnectDialog = useWalletUiStore((state) => state.openConnectDialog);
  return (
    <button type="button" onClick={openConnectDialog} className={walletButtonClasses}>
      <Wallet aria-hidden="true" className="size-4" />
      Connect Wallet
    </button>
  );
}

/** The header's wallet control: static until a wallet feature is used or a session is restored. */
export function WalletEntry() {
  return (
    <WalletBoundary fallback={<StaticConnectButton />}>
      <WalletIsland />
    </WalletBoundary>
  );
}
