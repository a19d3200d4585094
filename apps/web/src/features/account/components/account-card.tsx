import { useId, type ReactNode } from 'react';

/** One part of the account page: a titled card (the title names the region). */
export function AccountCard({
  title,
  lead,
  children,
  tone = 'plain',
  wide = false,
}: {
  title: string;
  lead?: ReactNode;
  children: ReactNode;
  tone?: 'plain' | 'danger';
  /** Across both columns of the page. */
  wide?: boolean;
}) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className={`min-w-0 rounded-3xl border bg-white p-5 shadow-sm sm:p-8 ${
        tone === 'danger' ? 'border-red-200' : 'border-slate-200'
      } ${wide ? 'lg:col-span-2' : ''}`}
    >
      <h2 id={headingId} className="text-xl font-bold text-brand-950">
        {title}
      </h2>
      {lead ? <div className="mt-2 text-slate-600">{lead}</div> : null}
      <div className="mt-6">{children}</div>
    </section>
  );
}
