import type { Hex } from 'viem';
import { useChainId } from 'wagmi';
import { HistoryCatchingUp } from '@/components/history-status';
import { PublicationBox, PublishedIn } from '@/components/publication-box';
import { publicationRegistry, publicationStatus, whitePaperJsonPath } from '@/lib/publication';
import { usePublication } from '@/lib/wallet/use-publication';

/**
 * Whether the white paper on this page is the version last published on-chain: the hash of what
 * the page shows (`shownHash`, keccak-256 of its canonical JSON) against the latest version on the
 * white paper's CarbonLedgerRegistry. The Buy button follows the same comparison (BuyGate), so
 * this box says why it is shown or not. A wallet island: load it lazily inside a WalletBoundary.
 */
export default function WhitePaperPublication({ shownHash }: { shownHash: Hex }) {
  const chainId = useChainId();
  const registry = publicationRegistry(chainId, 'white-paper');
  const publication = usePublication(chainId, 'white-paper');

  const hashLine = (
    <p className="mt-2 text-sm text-slate-700">
      Hash of the white paper shown (keccak-256 of{' '}
      <a className="font-semibold text-brand-800 underline" href={whitePaperJsonPath}>
        its canonical JSON
      </a>
      ): <code className="font-mono break-all">{shownHash}</code>
    </p>
  );

  const data = publication.data;
  if (!registry || !data) {
    return (
      <PublicationBox
        tone="neutral"
        title={
          !registry
            ? 'White paper versions are not published on this network yet.'
            : publication.isError
              ? 'The published version could not be read from the chain just now.'
              : 'Checking the white paper against its published version…'
        }
      >
        {hashLine}
      </PublicationBox>
    );
  }
  const status = publicationStatus(shownHash, data.latestVersion, data.latestHash);
  const published = <PublishedIn version={data.published} chainId={chainId} />;

  return (
    <div className="space-y-3">
      {status.kind === 'published' ? (
        <PublicationBox
          tone="good"
          title={`This white paper is published on-chain as version ${status.version}.`}
        >
          <p className="mt-1 text-sm">
            The document on this page hashes to version {status.version}, which the team published
            {published}. ECO is offered only while that holds.
          </p>
          {hashLine}
        </PublicationBox>
      ) : status.kind === 'unpublished' ? (
        <PublicationBox tone="warn" title="This white paper has not been published on-chain yet.">
          <p className="mt-1 text-sm">
            No version of the white paper has been recorded on the chain, so nothing proves that
            this is the document the offeror stands behind. ECO is not offered until it is.
          </p>
          {hashLine}
        </PublicationBox>
      ) : (
        <PublicationBox
          tone="bad"
          title={`This white paper differs from the published version (version ${status.version}).`}
        >
          <p className="mt-1 text-sm">
            The document on this page was changed after version {status.version} was published
            {published}, or differs from it; ECO is not offered until the version shown is
            published. Published hash:{' '}
            <code className="font-mono break-all">{status.publishedHash}</code>
          </p>
          {hashLine}
        </PublicationBox>
      )}
      {data.catchingUp ? <HistoryCatchingUp /> : null}
      <p className="text-xs text-slate-600">
        Registry contract: <code className="font-mono break-all">{registry}</code>
      </p>
    </div>
  );
}
