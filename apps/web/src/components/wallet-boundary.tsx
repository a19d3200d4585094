import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { useWalletUiStore } from '@/stores/wallet-ui';

const WalletProvider = lazy(() => import('@/lib/wallet/wallet-provider'));

/**
 * Renders wallet-powered children once the wallet stack is active, loading it on demand;
 * until then (and while it loads) the fallback stands in. Children that use wagmi hooks must
 * themselves be lazy components, so their code stays out of the page's own chunk. `activate`
 * loads the stack as soon as the boundary is shown (a wallet island that is the page's purpose).
 */
export function WalletBoundary({
  children,
  fallback = null,
  activate = false,
}: {
  children: ReactNode;
  fallback?: ReactNode;
  activate?: boolean;
}) {
  const active = useWalletUiStore((state) => state.active);
  const activateStack = useWalletUiStore((state) => state.activate);
  useEffect(() => {
    if (activate) activateStack();
  }, [activate, activateStack]);
  if (!active) return fallback;
  return (
    <Suspense fallback={fallback}>
      <WalletProvider>{children}</WalletProvider>
    </Suspense>
  );
}
