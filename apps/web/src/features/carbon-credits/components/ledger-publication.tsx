import { findEcoDeployment } from '@eco/contracts';
import { BadgeCheck, ShieldAlert } from 'lucide-react';
import { useChainId } from 'wagmi';
import { HistoryCatchingUp } from '@/components/history-status';
import { carbonCredits } from '@/content/carbon-credits';
import { formatUtcDateTime, shortHash } from '@/lib/format';
import { ledgerHash, ledgerJsonPath } from '@/lib/ledger-hash';
import { explorerUrl } from '@/lib/wallet/chains';
import { useLedgerPublication } from '../api/use-ledger-publication';
import { ledgerStatus } from '../ledger-status';

/**
 * Whether the ledger on this page is the version last published on-chain: the page hashes the
 * rows it shows and compares the hash with CarbonLedgerRegistry's latest, so an edit to the
 * content file that was not published shows here, loudly.
 */
export default function LedgerPublication() {
  const chainId = useChainId();
  const registry = findEcoDeployment(chainId)?.carbonLedgerRegistry.address;
  const publication = useLedgerPublication(chainId);
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
      <Box
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
      </Box>
    );
  }
  const status = ledgerStatus(shown, data.latestVersion, data.latestHash);
  const tx = data.published;
  const txUrl = tx ? explorerUrl(chainId, 'tx', tx.transactionHash) : undefined;
  const published = tx ? (
    <>
      {' '}
      in transaction{' '}
      {txUrl ? (
        <a className="font-mono font-semibold underline" href={txUrl}>
          {shortHash(tx.transactionHash)}
        </a>
      ) : (
        <code className="font-mono break-all">{tx.transactionHash}</code>
      )}{' '}
      on {formatUtcDateTime(Number(tx.timestamp) * 1000)}
    </>
  ) : null;

  return (
    <div className="space-y-3">
      {status.kind === 'published' ? (
        <Box tone="good" title={`Ledger version ${status.version}, published on-chain.`}>
          <p className="mt-1 text-sm">
            The rows below hash to version {status.version}, which the team published{published}.
          </p>
          {hashLine}
        </Box>
      ) : status.kind === 'unpublished' ? (
        <Box tone="warn" title="This ledger has not been published on-chain yet.">
          <p className="mt-1 text-sm">
            No version of the ledger has been recorded on the chain, so nothing proves that the rows
            below are the ones the team stands behind.
          </p>
          {hashLine}
        </Box>
      ) : (
        <Box
          tone="bad"
          title={`The ledger shown does not match the last published version (version ${status.version}).`}
        >
          <p className="mt-1 text-sm">
            The rows below were changed after version {status.version} was published{published}, or
            differ from it. Published hash:{' '}
            <code className="font-mono break-all">{status.publishedHash}</code>
          </p>
          {hashLine}
        </Box>
      )}
      {data.catchingUp ? <HistoryCatchingUp /> : null}
      <p className="text-xs text-slate-600">
        Registry contract: <code className="font-mono break-all">{registry}</code>
      </p>
    </div>
  );
}

function Box({
  tone,
  title,
  children,
}: {
  tone: 'good' | 'warn' | 'bad' | 'neutral';
  title: string;
  children?: React.ReactNode;
}) {
  const styles = {
    good: 'border-emerald-300 bg-emerald-50 text-emerald-950',
    warn: 'border-amber-300 bg-amber-50 text-amber-950',
    bad: 'border-red-400 bg-red-50 text-red-950',
    neutral: 'border-slate-200 bg-white text-slate-800',
  }[tone];
  const Icon = tone === 'good' ? BadgeCheck : ShieldAlert;
  return (
    <div
      className={`rounded-2xl border-2 p-4 ${styles}`}
      role={tone === 'bad' ? 'alert' : 'status'}
      data-ledger-status={tone}
    >
      <p className="flex items-start gap-2 font-semibold">
        <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        {title}
      </p>
      {children}
    </div>
  );
}
