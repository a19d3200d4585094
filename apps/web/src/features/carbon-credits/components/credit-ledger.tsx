import { ExternalLink } from 'lucide-react';
import type { CarbonCredit } from '@/content/schemas';
import { creditTotals, registryPageUrl } from '@/content/carbon-credits';
import { formatNumber } from '@/lib/format';

const statusStyles: Record<CarbonCredit['status'], string> = {
  retired: 'bg-brand-100 text-brand-900',
  held: 'bg-sky-100 text-sky-900',
  pending: 'bg-amber-100 text-amber-900',
};

const tonnes = (value: number) => formatNumber(value, { decimals: 0 });

/** The project's credit ledger with totals per status. */
export function CreditLedger({ credits }: { credits: readonly CarbonCredit[] }) {
  const totals = creditTotals(credits);
  return (
    <div className="space-y-6">
      <dl className="grid gap-4 sm:grid-cols-4">
        {(
          [
            ['Total', totals.tonnes],
            ['Retired', totals.retired],
            ['Held', totals.held],
            ['Pending', totals.pending],
          ] as const
        ).map(([label, value]) => (
          <div key={label} className="rounded-2xl bg-brand-50 p-4">
            <dt className="text-sm text-slate-600">{label}</dt>
            <dd className="text-2xl font-bold text-brand-900 tabular-nums">
              {tonnes(value)} <span className="text-sm font-medium">t CO₂e</span>
            </dd>
          </div>
        ))}
      </dl>
      <div
        className="relative overflow-x-auto rounded-3xl border border-slate-200"
        tabIndex={0}
        role="region"
        aria-label="Carbon credit ledger (scrolls sideways)"
      >
        <table className="min-w-full divide-y divide-slate-200 text-left text-sm">
          <caption className="sr-only">Carbon credit ledger</caption>
          <thead className="bg-slate-50 text-xs tracking-wide text-slate-600 uppercase">
            <tr>
              <th scope="col" className="px-4 py-3">
                Project
              </th>
              <th scope="col" className="px-4 py-3">
                Registry
              </th>
              <th scope="col" className="px-4 py-3">
                Vintage
              </th>
              <th scope="col" className="px-4 py-3 text-right">
                Tonnes
              </th>
              <th scope="col" className="px-4 py-3">
                Status
              </th>
              <th scope="col" className="px-4 py-3">
                Record
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100 bg-white">
            {credits.map((credit) => (
              <tr key={credit.id}>
                <th scope="row" className="px-4 py-3 font-medium text-slate-900">
                  {credit.project}
                  <span className="block text-xs font-normal text-slate-600">{credit.country}</span>
                </th>
                <td className="px-4 py-3">{credit.registry}</td>
                <td className="px-4 py-3 tabular-nums">{credit.vintage}</td>
                <td className="px-4 py-3 text-right tabular-nums">{tonnes(credit.tonnes)}</td>
                <td className="px-4 py-3">
                  <span
                    className={`rounded-full px-2.5 py-1 text-xs font-semibold capitalize ${statusStyles[credit.status]}`}
                  >
                    {credit.status}
                  </span>
                </td>
                <td className="px-4 py-3">
                  {registryPageUrl(credit) ? (
                    <a
                      href={registryPageUrl(credit)}
                      target="_blank"
                      rel="noopener noreferrer"
                      className="inline-flex items-center gap-1 font-medium text-brand-700 hover:underline"
                    >
                      {credit.registry} registry
                      <ExternalLink aria-hidden="true" className="size-3.5" />
                      <span className="sr-only"> for {credit.project} (opens in a new tab)</span>
                    </a>
                  ) : (
                    'No registry record yet'
                  )}
                </td>
              </tr>
            ))}
          </tbody>
          <tfoot className="bg-slate-50 font-semibold">
            <tr>
              <th scope="row" colSpan={3} className="px-4 py-3 text-left">
                Total
              </th>
              <td className="px-4 py-3 text-right tabular-nums">{tonnes(totals.tonnes)}</td>
              <td colSpan={2} />
            </tr>
          </tfoot>
        </table>
      </div>
    </div>
  );
}
