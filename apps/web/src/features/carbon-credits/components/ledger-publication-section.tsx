import { lazy, useEffect } from 'react';
import { WalletBoundary } from '@/components/wallet-boundary';
import { useWalletUiStore } from '@/stores/wallet-ui';

const LedgerPublication = lazy(() => import('./ledger-publication'));

/** The ledger's on-chain version check, loaded with the wallet stack after the page renders. */
export function LedgerPublicationSection() {
  const activate = useWalletUiStore((state) => state.activate);
  useEffect(() => activate(), [activate]);
  return (
    <WalletBoundary
      fallback={
        <p className="rounded-2xl border-2 border-slate-200 bg-white p-4 text-slate-700">
          Checking the ledger against its published version…
        </p>
      }
    >
      <LedgerPublication />
    </WalletBoundary>
  );
}
