import { lazy, useEffect } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { WalletBoundary } from '@/components/wallet-boundary';
import { useWalletUiStore } from '@/stores/wallet-ui';
import type { AdminSession } from './partners-root-action';

const OwnerPanel = lazy(() => import('./owner-panel'));

/** The owner panel as a wallet island: the wallet stack loads when the page opens. */
export function OwnerPanelSection({ session }: { session: AdminSession }) {
  const activate = useWalletUiStore((state) => state.activate);
  useEffect(() => activate(), [activate]);
  return (
    <WalletBoundary
      fallback={
        <p role="status" className="flex items-center justify-center gap-2 text-slate-600">
          <Spinner className="size-5 border-2" /> Loading the wallet…
        </p>
      }
    >
      <OwnerPanel session={session} />
    </WalletBoundary>
  );
}
