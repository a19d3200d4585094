import { t } from '@lingui/core/macro';
import type { ReactNode } from 'react';
import { ExternalLink } from '@/components/ui/button';
import { ExternalLink as ExternalIcon } from 'lucide-react';
import type { Hash } from 'viem';
import { shortHash } from '@/lib/format';
import { explorerUrl } from '@/lib/wallet/chains';
import type { TransactionStatus as Status, TransactionType } from '@/lib/wallet/transaction';
import { transactionFailureWords } from './transaction-words';

/**
 * A transaction's explorer page, or its short hash where the chain has no explorer (the full one
 * as a tooltip: 66 characters say no more to a reader). `short` names the link by its short hash
 * too (for lists of many transactions).
 */
export function TxLink({
  chainId,
  hash,
  short = false,
}: {
  chainId: number;
  hash: Hash;
  short?: boolean;
}) {
  const url = explorerUrl(chainId, 'tx', hash);
  const transaction = shortHash(hash);
  const shortName = t`Transaction ${transaction}`;
  return url ? (
    <ExternalLink
      href={url}
      title={short ? hash : undefined}
      className="inline-flex items-center gap-1 font-semibold underline"
    >
      {short ? shortName : t`View transaction`}{' '}
      <ExternalIcon aria-hidden="true" className="size-3.5" />
    </ExternalLink>
  ) : (
    <span className="font-mono text-xs" title={hash}>
      {shortName}
    </span>
  );
}

// `wrap-anywhere` on each box: the sentences name roots, hashes and addresses that would
// otherwise run past a narrow card.
const boxClasses = {
  pending: 'rounded-2xl bg-sky-50 p-4 text-sm text-sky-950 wrap-anywhere',
  done: 'rounded-2xl bg-brand-50 p-4 text-sm text-brand-950 wrap-anywhere',
  failed: 'rounded-2xl bg-red-50 p-4 text-sm text-red-950 wrap-anywhere',
};

/**
 * The pending, confirmed or failed status of a transaction, with its explorer link. What the
 * transaction means (`pending`, `done`) is the caller's wording; a failure is worded for its
 * `type` by transaction-words.ts. `next` (e.g. the next steps after a purchase) follows a
 * confirmed transaction.
 */
export function TransactionStatus({
  status: state,
  type,
  chainId,
  pending,
  done,
  next,
}: {
  status: Status;
  type: TransactionType;
  chainId: number;
  pending: ReactNode;
  done: ReactNode;
  next?: ReactNode;
}) {
  if (state.step !== 'pending' && state.step !== 'done' && state.step !== 'failed') return null;
  const failure = state.step === 'failed' ? transactionFailureWords(type, state) : undefined;
  return (
    <div role={failure ? 'alert' : 'status'} className={boxClasses[state.step]}>
      <p className="font-semibold">
        {failure ? failure.title : state.step === 'pending' ? pending : done}
      </p>
      {failure ? <p className="mt-1">{failure.message}</p> : null}
      {state.hash ? (
        <p className="mt-1">
          <TxLink chainId={chainId} hash={state.hash} />
        </p>
      ) : null}
      {state.step === 'done' ? next : null}
    </div>
  );
}
