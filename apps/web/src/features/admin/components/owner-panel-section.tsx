import { lazy } from 'react';
import { Loading } from '@/components/ui/spinner';
import { WalletBoundary } from '@/components/wallet-boundary';
import type { AdminSession } from './partners-root-action';

const OwnerPanel = lazy(() => import('./owner-panel'));

/** The owner panel as a wallet island: the wallet stack loads when the page opens. */
export function OwnerPanelSection({ session }: { session: AdminSession }) {
  return (
    <WalletBoundary activate fallback={<Loading centred>Loading the wallet…</Loading>}>
      <OwnerPanel session={session} />
    </WalletBoundary>
  );
}
