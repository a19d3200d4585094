import type { ReactNode } from 'react';

/** A message in place of a panel: why it is not shown, and what to do (connect, switch, sign in). */
export function Notice({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="mx-auto max-w-xl rounded-3xl border border-slate-200 bg-white p-8 text-center shadow-sm">
      <h2 className="text-xl font-semibold text-brand-950">{title}</h2>
      <div className="mt-2 space-y-4 text-slate-600">{children}</div>
    </div>
  );
}

/** One of a panel's sections: its heading, an optional line under it, and its content. */
export function PanelSection({
  id,
  title,
  lead,
  children,
}: {
  id: string;
  title: string;
  lead?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="text-2xl font-bold text-brand-950">
        {title}
      </h2>
      {lead ? <p className="mt-1 text-sm text-slate-600">{lead}</p> : null}
      <div className="mt-6">{children}</div>
    </section>
  );
}
