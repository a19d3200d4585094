import { BadgeCheck, ShieldAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import type { IndexedLedgerVersion } from '@eco/shared';
import { formatUtcDateTime, shortHash } from '@/lib/format';
import { explorerUrl } from '@/lib/wallet/chains';

// How a page says whether a document it shows (the carbon ledger, the fund wallet's outflow tags)
// is the version last published on-chain: the same boxes and words on every page that checks one.

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
  return (
    <>
      {' '}
      in transaction{' '}
      {url ? (
        <a className="font-mono font-semibold underline" href={url}>
          {shortHash(version.transactionHash)}
        </a>
      ) : (
        <code className="font-mono break-all">{version.transactionHash}</code>
      )}{' '}
      on {formatUtcDateTime(Number(version.timestamp) * 1000)}
    </>
  );
}
