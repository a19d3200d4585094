import type { Hex } from 'viem';
import { useChainId } from 'wagmi';
import { DocumentPublication, type VerdictWords } from '@/components/publication-box';
import { whitePaperJsonPath } from '@/lib/publication';

const words: VerdictWords = {
  published: (version, at) => ({
    title: `This white paper is published on-chain as version ${version}.`,
    text: (
      <>
        The document on this page hashes to version {version}, which the team published{at}. ECO is
        offered only while that holds.
      </>
    ),
  }),
  unpublished: {
    title: 'This white paper has not been published on-chain yet.',
    text: 'No version of the white paper has been recorded on the chain, so nothing proves that this is the document the offeror stands behind. ECO is not offered until it is.',
  },
  mismatch: (version, at) => ({
    title: `This white paper differs from the published version (version ${version}).`,
    text: (
      <>
        The document on this page was changed after version {version} was published{at}, or differs
        from it; ECO is not offered until the version shown is published.
      </>
    ),
  }),
};

/**
 * Whether the white paper on this page is the version last published on-chain: the hash of what
 * the page shows (`shownHash`, keccak-256 of its canonical JSON) against the latest version on the
 * white paper's CarbonLedgerRegistry. The Buy button follows the same comparison (BuyGate), so
 * this box says why it is shown or not. A wallet island: load it lazily inside a WalletBoundary.
 */
export default function WhitePaperPublication({ shownHash }: { shownHash: Hex }) {
  return (
    <DocumentPublication
      document="white-paper"
      chainId={useChainId()}
      noun="white paper"
      jsonHref={whitePaperJsonPath}
      shownHash={shownHash}
      words={words}
    />
  );
}
