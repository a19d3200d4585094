import { useChainId } from 'wagmi';
import { HistoryCatchingUp } from '@/components/history-status';
import { PublicationBox, PublishedIn } from '@/components/publication-box';
import { carbonCredits } from '@/content/carbon-credits';
import { ledgerHash, ledgerJsonPath } from '@/lib/ledger-hash';
import { publicationRegistry, publicationStatus } from '@/lib/publication';
import { usePublication } from '@/lib/wallet/use-publication';

/**
 * Whether the ledger on this page is the version last published on-chain: the page hashes the
 * rows it shows and compares the hash with CarbonLedgerRegistry's latest, so an edit to the
 * content file that was not published shows here, loudly.
 */
export default function LedgerPublication() {
  const chainId = useChainId();
  const registry = publicationRegistry(chainId, 'ledger');
  const publication = usePublication(chainId, 'ledger');
  const shown = ledgerHash(carbonCredits);

  const hashLine = (
    <p className="mt-2 text-sm text-slate-700">
      Hash of the ledger shown (keccak-256 of{' '}
      <a className="font-semibold text-brand-800 underline" href={ledgerJsonPath}>
        its canonical JSON
      </a>
      ): <code className="font-mono break-all">{shown}</code>
    </p>
  );

  const data = publication.data;
  if (!registry || !data) {
    return (
      <PublicationBox
        tone="neutral"
        title={
          !registry
            ? 'Ledger versions are not published on this network yet.'
            : publication.isError
              ? 'The published version could not be read from the chain just now.'
              : 'Checking the ledger against its published version…'
        }
      >
        {hashLine}
      </PublicationBox>
    );
  }
  const status = publicationStatus(shown, data.latestVersion, data.latestHash);
  const published = <PublishedIn version={data.published} chainId={chainId} />;

  return (
    <div className="space-y-3">
      {status.kind === 'published' ? (
        <PublicationBox tone="good" title={`Ledger version ${status.version}, published on-chain.`}>
          <p className="mt-1 text-sm">
            The rows below hash to version {status.version}, which the team published{published}.
          </p>
          {hashLine}
        </PublicationBox>
      ) : status.kind === 'unpublished' ? (
        <PublicationBox tone="warn" title="This ledger has not been published on-chain yet.">
          <p className="mt-1 text-sm">
            No version of the ledger has been recorded on the chain, so nothing proves that the rows
            below are the ones the team stands behind.
          </p>
          {hashLine}
        </PublicationBox>
      ) : (
        <PublicationBox
          tone="bad"
          title={`The ledger shown does not match the last published version (version ${status.version}).`}
        >
          <p className="mt-1 text-sm">
            The rows below were changed after version {status.version} was published{published}, or
            differ from it. Published hash:{' '}
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
