import { t } from '@lingui/core/macro';
import { lazy, useRef } from 'react';
import { WalletBoundary } from '@/components/wallet-boundary';
import { useNearScreen } from '@/hooks/use-near-screen';

const LedgerPublication = lazy(() => import('./ledger-publication'));

/**
 * The ledger's on-chain version check, loaded with the wallet stack once the ledger comes near
 * the screen (within 400 px), as the token page's sections far below its figures are: the
 * verdict reads the chain, and a visit that stays above the ledger loads no wallet code for it.
 */
export function LedgerPublicationSection() {
  const ref = useRef<HTMLDivElement>(null);
  const near = useNearScreen(ref);
  const checking = (
    <p className="rounded-2xl border-2 border-slate-200 bg-white p-4 text-slate-700">
      {t`Checking the ledger against its published version…`}
    </p>
  );
  return (
    <div ref={ref}>
      {near ? (
        <WalletBoundary activate fallback={checking}>
          <LedgerPublication />
        </WalletBoundary>
      ) : (
        checking
      )}
    </div>
  );
}
