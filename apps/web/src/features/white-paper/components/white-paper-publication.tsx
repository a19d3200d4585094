import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useId, type ReactNode } from 'react';
import type { Hex } from 'viem';
import { DocumentPublication, type VerdictWords } from '@/components/publication-box';
import { networkName } from '@/lib/chain-facts';
import { whitePaperForms } from '@/content/white-paper-meta';

/**
 * What the verdicts say of the white paper, in the page's language (read when the boxes render).
 * ECO's contract sells to anyone who calls it: what the check governs is this site's Buy button.
 */
function verdictWords(): VerdictWords {
  return {
    published: (number, at) => {
      const version = String(number);
      return {
        title: t`This white paper is published on-chain as version ${version}.`,
        text: (
          <Trans>
            The document on this page hashes to version {version}, which the team published{at}.
            This site shows its Buy button only while that holds on every network it sells on.
          </Trans>
        ),
      };
    },
    unpublished: {
      title: t`This white paper has not been published on-chain yet.`,
      text: t`No version of the white paper has been recorded on the chain, so nothing proves that this is the document the offeror stands behind. This site shows its Buy button only once it is.`,
    },
    mismatch: (number, at) => {
      const version = String(number);
      return {
        title: t`This white paper differs from the published version (version ${version}).`,
        text: (
          <Trans>
            The document on this page was changed after version {version} was published{at}, or
            differs from it; this site shows its Buy button only once the version shown is
            published.
          </Trans>
        ),
      };
    },
  };
}

/**
 * Whether the white paper on this page (`shownHash`, keccak-256 of its canonical JSON) is the
 * version last published on-chain, on every network the site sells on (`chainIds`, VITE_CHAINS):
 * the networks the Buy button waits for (lib/use-buy-gate.ts), whichever one the wallet is on,
 * so a box that is not "published" names why the button is hidden. The gate reads each network's
 * versions from the indexer, these boxes from the registry itself: while the indexer catches up
 * they may already say "published" with the button still hidden. A wallet island: load it lazily
 * inside a WalletBoundary.
 */
export default function WhitePaperPublication({
  shownHash,
  chainIds,
}: {
  shownHash: Hex;
  chainIds: readonly number[];
}) {
  const words = verdictWords();
  return (
    <div className="space-y-6">
      {chainIds.map((chainId) => (
        <OnNetwork key={chainId} chainId={chainId}>
          <DocumentPublication
            document="white-paper"
            chainId={chainId}
            noun="white paper"
            jsonHref={whitePaperForms.json}
            shownHash={shownHash}
            words={words}
          />
        </OnNetwork>
      ))}
    </div>
  );
}

/** One network's box, titled with the network's name (even alone: the reader is told which). */
function OnNetwork({ chainId, children }: { chainId: number; children: ReactNode }) {
  const id = useId();
  const network = networkName(chainId);
  return (
    <section aria-labelledby={id} className="space-y-2">
      <p id={id} className="text-sm font-semibold text-brand-950">
        {t`On ${network}`}
      </p>
      {children}
    </section>
  );
}
