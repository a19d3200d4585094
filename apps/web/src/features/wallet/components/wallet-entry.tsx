import { lazy } from 'react';
import { Wallet } from 'lucide-react';
import { WalletBoundary } from '@/components/wallet-boundary';
import { useWalletUiStore } from '@/stores/wallet-ui';

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

export const walletButtonClasses =
  'inline-flex items-center gap-2 whitespace-nowrap rounded-full border border-white/30 px-3 py-1.5 text-sm font-semibold text-white hover:bg-white/10';

/** The header's wallet control: static until a wallet feature is used or a session is restored. */
export function WalletEntry() {
  return (
    <WalletBoundary fallback={<StaticConnectButton />}>
      <WalletIsland />
    </WalletBoundary>
  );
}
