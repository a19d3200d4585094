import { t } from '@lingui/core/macro';
import { useRef, type ComponentProps, type ReactNode } from 'react';
import { useScrollWhenTargeted } from '@/hooks/use-scroll-when-targeted';

// The owner section's frame and cards, apart from what reads the chain for it (owner-powers.tsx,
// wallet code): the token page draws the frame before that code loads, near the section.

/** The section "What the owner can do"; a link to #owner-powers scrolls here once `settled`. */
export function OwnerPowersSection({
  children,
  settled,
}: {
  children: ReactNode;
  settled: boolean;
}) {
  const ref = useRef<HTMLElement>(null);
  useScrollWhenTargeted(ref, settled);
  return (
    <section
      ref={ref}
      id="owner-powers"
      aria-labelledby="owner-powers-heading"
      // Clear of the sticky header when a link (or the page itself) scrolls here.
      className="scroll-mt-24"
    >
      <h3 id="owner-powers-heading" className="text-xl font-semibold text-brand-950">
        {t`What the owner can do`}
      </h3>
      <div className="mt-2">{children}</div>
    </section>
  );
}

/** The owner section while the chain is read (or about to be), or after a first read failed. */
export function OwnerPowersReading({ failed = false }: { failed?: boolean }) {
  return (
    <OwnerPowersSection settled={false}>
      <p className="text-slate-600">
        {failed
          ? t`The owner's powers could not be read from the chain just now.`
          : t`Reading the owner's powers from the chain…`}
      </p>
    </OwnerPowersSection>
  );
}

/** A term and its value on a card; `className` styles the value (founders-vesting.tsx's too). */
export function Card({ term, className, children }: { term: string } & ComponentProps<'dd'>) {
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-4">
      <dt className="text-sm text-slate-600">{term}</dt>
      <dd className={`mt-1 ${className ?? ''}`}>{children}</dd>
    </div>
  );
}
