import { t } from '@lingui/core/macro';
import { Check, Copy, ExternalLink as ExternalIcon } from 'lucide-react';
import { ExternalLink } from '@/components/ui/button';
import { useCopyToClipboard } from '@/hooks/use-copy-to-clipboard';
import { explorerUrl } from '@/lib/wallet/chains';

/** An address in full, with a copy button and its explorer page when the chain has one. */
export function AddressLine({
  address,
  chainId,
  label,
}: {
  address: string;
  chainId: number;
  /** What the address is, for the buttons' accessible names. */
  label: string;
}) {
  const { copied, copy } = useCopyToClipboard();
  const url = explorerUrl(chainId, 'address', address);
  return (
    <span className="inline-flex max-w-full flex-wrap items-center gap-2">
      <code className="font-mono text-sm break-all text-brand-950">{address}</code>
      <button
        type="button"
        onClick={() => void copy(address)}
        className="inline-flex items-center gap-1 rounded-lg border border-slate-300 px-2 py-1 text-xs font-semibold text-slate-700 hover:bg-slate-100"
        aria-label={t`Copy the address of the ${label}`}
      >
        {copied ? (
          <Check aria-hidden="true" className="size-3.5" />
        ) : (
          <Copy aria-hidden="true" className="size-3.5" />
        )}
        {copied ? t`Copied` : t`Copy`}
      </button>
      {url ? (
        <ExternalLink
          href={url}
          // Read after "Explorer": the link's accessible name is the two together.
          newTab={` ${t`page of the ${label} (opens in a new tab)`}`}
          className="inline-flex items-center gap-1 text-xs font-semibold text-brand-800 underline"
        >
          {t`Explorer`}
          <ExternalIcon aria-hidden="true" className="size-3.5" />
        </ExternalLink>
      ) : null}
    </span>
  );
}

/** A transaction hash, linked to the explorer when the chain has one. */
export function TxLink({ hash, chainId }: { hash: string; chainId: number }) {
  const url = explorerUrl(chainId, 'tx', hash);
  const text = <code className="font-mono text-xs break-all">{hash}</code>;
  return url ? (
    <ExternalLink href={url} className="text-brand-800 underline">
      {text}
    </ExternalLink>
  ) : (
    text
  );
}
