import type { ReactNode } from 'react';
import { SampleNotice } from '@/components/ui/sample-badge';
import { splitByProvenance, type Sourced } from '@/content/provenance';

/** The sentence a list shows when it has nothing verified to show. */
export function EmptyState({ children }: { children: ReactNode }) {
  return (
    <p
      data-empty-state=""
      className="rounded-2xl border border-dashed border-slate-300 bg-white px-5 py-4 text-slate-700"
    >
      {children}
    </p>
  );
}

/**
 * A list of fact-bearing items, read as a careful buyer would: the verified items are the list;
 * when there are none, one sentence says so (the section is neither hidden nor filled). Samples,
 * which only builds that allow them carry, come after, rendered by the same `children` (which
 * labels each one with a SampleBadge), so they can never pass for the list itself.
 */
export function SourcedList<T extends Sourced>({
  items,
  empty,
  children,
}: {
  items: readonly T[];
  /** E.g. "No testimonials published yet." */
  empty: string;
  children: (items: T[]) => ReactNode;
}) {
  const { verified, samples } = splitByProvenance(items);
  return (
    <>
      {verified.length > 0 ? children(verified) : <EmptyState>{empty}</EmptyState>}
      {samples.length > 0 ? <div className="mt-8">{children(samples)}</div> : null}
    </>
  );
}

/**
 * The one line a page with sample items shows under its header, saying what the badges mean;
 * nothing when the page shows no sample.
 */
export function PageSampleNotice({ show }: { show: boolean }) {
  if (!show) return null;
  return (
    <div className="mx-auto max-w-6xl px-4 pt-10 sm:px-6">
      <SampleNotice />
    </div>
  );
}
