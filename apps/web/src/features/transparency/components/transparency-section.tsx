import { lazy, useEffect } from 'react';
import { WalletBoundary } from '@/components/wallet-boundary';
import { useWalletUiStore } from '@/stores/wallet-ui';

const TransparencyLive = lazy(() => import('./transparency-live'));

/** The page's live part, loaded with the wallet stack once the page has rendered. */
export function TransparencySection() {
  const activate = useWalletUiStore((state) => state.activate);
  useEffect(() => activate(), [activate]);
  return (
    <WalletBoundary fallback={<p className="text-slate-700">Reading the chain…</p>}>
      <TransparencyLive />
    </WalletBoundary>
  );
}
