/** A grid of labelled token facts, whether published (static) or read on-chain (live). */
export function TokenOverview({ facts }: { facts: [label: string, value: string][] }) {
  return (
    <dl className="grid gap-px overflow-hidden rounded-3xl border border-slate-200 bg-slate-200 sm:grid-cols-2">
      {facts.map(([label, value]) => (
        <div key={label} className="bg-white px-5 py-4">
          <dt className="text-sm text-slate-600">{label}</dt>
          <dd className="mt-1 font-semibold break-words text-brand-950">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
