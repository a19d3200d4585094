import { lazy } from 'react';
import { WalletBoundary } from '@/components/wallet-boundary';
import { ConnectWalletButton } from './connect-wallet-button';

const WalletIsland = lazy(() => import('./wallet-island'));

/** The header's wallet control: static until a wallet feature is used or a session is restored. */
export function WalletEntry() {
  return (
    <WalletBoundary fallback={<ConnectWalletButton />}>
      <WalletIsland />
    </WalletBoundary>
  );
}
