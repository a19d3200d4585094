import { lazy, useEffect } from 'react';
import { WalletBoundary } from '@/components/wallet-boundary';
import { useWalletUiStore } from '@/stores/wallet-ui';
import { StaticTokenFigures } from './token-figures';

const LiveTokenFigures = lazy(() => import('./live-token-figures'));

/** The token's figures: the published ones at once, the live ones as soon as the chain answers. */
export function TokenFiguresSection() {
  const activate = useWalletUiStore((state) => state.activate);
  useEffect(() => activate(), [activate]);
  return (
    <WalletBoundary fallback={<StaticTokenFigures />}>
      <LiveTokenFigures />
    </WalletBoundary>
  );
}
