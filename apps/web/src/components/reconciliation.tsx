import { t } from '@lingui/core/macro';
import { AlertTriangle, BadgeCheck } from 'lucide-react';
import type { ReactNode } from 'react';

// What the pages that reconcile the indexer's history with the contract share (/transparency,
// /sale/results): a figure in a definition list, and the verdict at one block.

/** A figure and its label, in a definition list. */
export function Figure({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="min-w-0 rounded-2xl border border-slate-200 bg-white p-4">
      <dt className="text-sm text-slate-600">{term}</dt>
      <dd className="mt-1 font-semibold break-words text-brand-950 tabular-nums">{children}</dd>
    </div>
  );
}

/**
 * "Reconciled at block N" and what agreed (`reconciled`, the whole line; by default every figure
 * above), with what it rests on if anything, or every difference, loudly.
 */
export function Verdict({
  block,
  problems,
  note,
  reconciled,
}: {
  block: number;
  problems: string[];
  note?: string;
  /** The line when all agrees, in full ("Reconciled at block N: …"), translated by the caller. */
  reconciled?: string;
}) {
  const ok = problems.length === 0;
  const Icon = ok ? BadgeCheck : AlertTriangle;
  return (
    <div
      role={ok ? 'status' : 'alert'}
      data-reconciled={ok ? 'yes' : 'no'}
      className={`rounded-2xl border-2 p-4 ${ok ? 'border-emerald-300 bg-emerald-50 text-emerald-950' : 'border-red-400 bg-red-50 text-red-950'}`}
    >
      <p className="flex items-start gap-2 font-semibold">
        <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        {ok
          ? (reconciled ??
            t`Reconciled at block ${block}: every figure above agrees with the chain.`)
          : t`Does not reconcile at block ${block}.`}
      </p>
      {ok ? (
        note ? (
          <p className="mt-2 text-sm">{note}</p>
        ) : null
      ) : (
        <ul className="mt-2 list-disc space-y-1 ps-6 text-sm">
          {problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
