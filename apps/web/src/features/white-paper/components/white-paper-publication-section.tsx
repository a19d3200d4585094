import { lazy } from 'react';
import { WalletBoundary } from '@/components/wallet-boundary';
import { chainIds } from '@/config/env';

// The version check reads the chain: it loads with the wallet stack after the page renders, as
// the ledger's does. The hash it checks is recomputed from the document this page renders (the
// same module chunk as the document's parts), not taken from the generated constant, so the box
// speaks for what is on screen.
const WhitePaperPublication = lazy(async () => {
  const [box, { whitePaper }, { whitePaperHash }] = await Promise.all([
    import('./white-paper-publication'),
    import('@/content/white-paper'),
    import('@/lib/ledger-hash'),
  ]);
  const shownHash = whitePaperHash(whitePaper);
  return { default: () => <box.default shownHash={shownHash} chainIds={chainIds} /> };
});

/** Whether the white paper on this page is the version last published on-chain. */
export function WhitePaperPublicationSection() {
  return (
    <WalletBoundary
      activate
      fallback={
        <p className="rounded-2xl border-2 border-slate-200 bg-white p-4 text-slate-700">
          Checking the white paper against its published version…
        </p>
      }
    >
      <WhitePaperPublication />
    </WalletBoundary>
  );
}
