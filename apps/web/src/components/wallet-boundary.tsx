import { lazy, Suspense, type ReactNode } from 'react';
import { useWalletUiStore } from '@/stores/wallet-ui';

const WalletProvider = lazy(() => import('@/lib/wallet/wallet-provider'));

/**
 * Renders wallet-powered children once the wallet stack is active, loading it on demand;
 * until then (and while it loads) the fallback stands in. Children that use wagmi hooks must
 * themselves be lazy components, so their code stays out of the page's own chunk.
 */
export function WalletBoundary({
  children,
  fallback = null,
}: {
  children: ReactNode;
  fallback?: ReactNode;
}) {
  const active = useWalletUiStore((state) => state.active);
  if (!active) return fallback;
  return (
    <Suspense fallback={fallback}>
      <WalletProvider>{children}</WalletProvider>
    </Suspense>
  );
}
