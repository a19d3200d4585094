import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { BadgeCheck, ShieldAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import type { Hex } from 'viem';
import type { IndexedLedgerVersion } from '@eco/shared';
import { HistoryCatchingUp } from '@/components/history-status';
import { EnglishDocumentLink } from '@/components/ui/in-english';
import { networkName } from '@/lib/chain-facts';
import { formatUtcDateTime, shortHash } from '@/lib/format';
import {
  publicationRegistry,
  publicationStatus,
  type PublicationStatus,
  type PublishedDocument,
} from '@/lib/publication';
import { explorerUrl } from '@/lib/wallet/chains';
import { usePublication, type Publication } from '@/lib/wallet/use-publication';

// How a page says whether a document it shows (the carbon ledger, the fund wallet's outflow tags,
// the white paper) is the version last published on-chain: the same boxes on every page that
// checks one, each page giving its own words.

export type PublicationTone = 'good' | 'warn' | 'bad' | 'neutral';

/** A verdict box: `bad` is an alert (the document shown is not what was published). */
export function PublicationBox({
  tone,
  title,
  children,
}: {
  tone: PublicationTone;
  title: string;
  children?: ReactNode;
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
      data-publication-status={tone}
    >
      <p className="flex items-start gap-2 font-semibold">
        <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        {title}
      </p>
      {children}
    </div>
  );
}

/** " in transaction 0x12…ab on <date>": where a version was published, linked when it can be. */
export function PublishedIn({
  version,
  chainId,
}: {
  version: IndexedLedgerVersion | undefined;
  chainId: number;
}) {
  if (!version) return null;
  const url = explorerUrl(chainId, 'tx', version.transactionHash);
  const transaction = url ? (
    <a className="font-mono font-semibold underline" href={url}>
      {shortHash(version.transactionHash)}
    </a>
  ) : (
    <code className="font-mono break-all">{version.transactionHash}</code>
  );
  const date = formatUtcDateTime(Number(version.timestamp) * 1000);
  return (
    <>
      {' '}
      <Trans>
        in transaction {transaction} on {date}
      </Trans>
    </>
  );
}

type Said = { title: string; text: ReactNode };

/**
 * What a page says of its document in each verdict. `at` is where the version was published
 * (PublishedIn, empty until the indexer has it); a mismatch's text is followed by the published
 * hash. An unpublished document is a warning, or an alert where the page counts on it (`tone`).
 */
export type VerdictWords = {
  published: (version: bigint, at: ReactNode) => Said;
  unpublished: Said & { tone?: 'warn' | 'bad' };
  mismatch: (version: bigint, at: ReactNode) => Said;
};

/** " Published hash: 0x…", after a mismatch's text. */
function PublishedHash({ hash }: { hash: string }) {
  return (
    <>
      {' '}
      <Trans>
        Published hash: <code className="font-mono break-all">{hash}</code>
      </Trans>
    </>
  );
}

/** The verdict box for `status`, with the page's words and the hash of what it shows. */
export function PublicationVerdict({
  status,
  publication,
  chainId,
  words,
  hashLine,
}: {
  status: PublicationStatus;
  publication: Publication;
  chainId: number;
  words: VerdictWords;
  hashLine: ReactNode;
}) {
  const at = <PublishedIn version={publication.published} chainId={chainId} />;
  const { title, text } =
    status.kind === 'published'
      ? words.published(status.version, at)
      : status.kind === 'unpublished'
        ? words.unpublished
        : words.mismatch(status.version, at);
  const tone =
    status.kind === 'published'
      ? 'good'
      : status.kind === 'unpublished'
        ? (words.unpublished.tone ?? 'warn')
        : 'bad';
  return (
    <PublicationBox tone={tone} title={title}>
      <p className="mt-1 text-sm">
        {text}
        {status.kind === 'mismatch' ? <PublishedHash hash={status.publishedHash} /> : null}
      </p>
      {hashLine}
    </PublicationBox>
  );
}

/**
 * The lines of a document's box that name it, each a whole sentence per document (a noun put into
 * one sentence would not translate): the hash of what the page shows, and the neutral titles.
 */
function documentLines(document: PublishedDocument, jsonHref: string, shownHash: Hex) {
  const link = 'font-semibold text-brand-800 underline';
  const code = 'font-mono break-all';
  switch (document) {
    case 'ledger':
      return {
        hash: (
          <Trans>
            Hash of the ledger shown (keccak-256 of{' '}
            <EnglishDocumentLink className={link} href={jsonHref}>
              its canonical JSON
            </EnglishDocumentLink>
            ): <code className={code}>{shownHash}</code>
          </Trans>
        ),
        notHere: t`Ledger versions are not published on this network yet.`,
        checking: t`Checking the ledger against its published version…`,
      };
    case 'white-paper':
      return {
        hash: (
          <Trans>
            Hash of the white paper shown (keccak-256 of{' '}
            <EnglishDocumentLink className={link} href={jsonHref}>
              its canonical JSON
            </EnglishDocumentLink>
            ): <code className={code}>{shownHash}</code>
          </Trans>
        ),
        notHere: t`White paper versions are not published on this network yet.`,
        checking: t`Checking the white paper against its published version…`,
      };
    case 'outflow-tags':
      return {
        hash: (
          <Trans>
            Hash of the outflow tags shown (keccak-256 of{' '}
            <EnglishDocumentLink className={link} href={jsonHref}>
              its canonical JSON
            </EnglishDocumentLink>
            ): <code className={code}>{shownHash}</code>
          </Trans>
        ),
        notHere: t`Outflow tags versions are not published on this network yet.`,
        checking: t`Checking the outflow tags against its published version…`,
      };
  }
}

/**
 * Whether the document a page shows (its hash, `shownHash`, keccak-256 of the canonical JSON
 * served at `jsonHref`) is the version last published on `chainId`: its registry's latest version
 * read from the chain, the verdict in the page's words, and the registry's address and network.
 * A wallet island: load it lazily inside a WalletBoundary.
 */
export function DocumentPublication({
  document,
  chainId,
  jsonHref,
  shownHash,
  words,
}: {
  document: PublishedDocument;
  chainId: number;
  /**
   * No longer shown: the box's own lines are whole sentences per `document` (documentLines), so
   * they translate. Kept so the pages that still pass it need no change.
   */
  noun?: string;
  jsonHref: string;
  shownHash: Hex;
  words: VerdictWords;
}) {
  const registry = publicationRegistry(chainId, document);
  const publication = usePublication(chainId, document);
  const lines = documentLines(document, jsonHref, shownHash);
  const hashLine = <p className="mt-2 text-sm text-slate-700">{lines.hash}</p>;

  const data = publication.data;
  if (!registry || !data) {
    return (
      <PublicationBox
        tone="neutral"
        title={
          !registry
            ? lines.notHere
            : publication.isError
              ? t`The published version could not be read from the chain just now.`
              : lines.checking
        }
      >
        {hashLine}
      </PublicationBox>
    );
  }
  const network = networkName(chainId);
  return (
    <div className="space-y-3">
      <PublicationVerdict
        status={publicationStatus(shownHash, data.latestVersion, data.latestHash)}
        publication={data}
        chainId={chainId}
        words={words}
        hashLine={hashLine}
      />
      {data.catchingUp ? <HistoryCatchingUp /> : null}
      <p className="text-xs text-slate-600">
        <Trans>
          Registry contract on {network}: <code className="font-mono break-all">{registry}</code>
        </Trans>
      </p>
    </div>
  );
}
