import { t } from '@lingui/core/macro';
import { lazy } from 'react';
import { WalletBoundary } from '@/components/wallet-boundary';
import { chainIds } from '@/config/env';
import { whitePaperHash } from '@/config/white-paper.generated';

// The version check reads the chain: it loads with the wallet stack after the page renders, as
// the ledger's does. The hash it checks is the generated one of the document this site was built
// with, the one the page renders and the Buy gate compares (white-paper-version.test.ts fails
// while it is stale), so the browser does not hash the document again.
const WhitePaperPublication = lazy(async () => {
  const box = await import('./white-paper-publication');
  return { default: () => <box.default shownHash={whitePaperHash} chainIds={chainIds} /> };
});

/** Whether the white paper on this page is the version last published on-chain. */
export function WhitePaperPublicationSection() {
  return (
    <WalletBoundary
      activate
      fallback={
        <p className="rounded-2xl border-2 border-slate-200 bg-white p-4 text-slate-700">
          {t`Checking the white paper against its published version…`}
        </p>
      }
    >
      <WhitePaperPublication />
    </WalletBoundary>
  );
}
