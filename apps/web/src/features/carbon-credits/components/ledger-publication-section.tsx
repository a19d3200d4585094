import { lazy } from 'react';
import { WalletBoundary } from '@/components/wallet-boundary';

const LedgerPublication = lazy(() => import('./ledger-publication'));

/** The ledger's on-chain version check, loaded with the wallet stack after the page renders. */
export function LedgerPublicationSection() {
  return (
    <WalletBoundary
      activate
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
