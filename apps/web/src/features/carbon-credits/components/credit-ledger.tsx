import { t } from '@lingui/core/macro';
import type { ReactNode } from 'react';
import { creditTotals } from '@/content/carbon-credits';
import { anySample, isSample } from '@/content/provenance';
import type { CarbonCredit } from '@/content/schemas';
import { SampleBadge } from '@/components/ui/sample-badge';
import { RegistryRecord, Retirement, Serials, StatusBadge, tonnes } from './ledger-fields';

/**
 * The project's credit ledger with totals per status. Its seven fields do not fit a phone's
 * width as columns, so narrow windows get one card per batch and wide ones the table: the same
 * rows, and no field cut off in either.
 */
export function CreditLedger({ credits }: { credits: readonly CarbonCredit[] }) {
  const totals = creditTotals(credits);
  return (
    <div className="space-y-6">
      <dl className="grid gap-4 sm:grid-cols-4">
        {(
          [
            ['total', t`Total`, totals.tonnes, credits],
            ['retired', t`Retired`, totals.retired, credits.filter((c) => c.status === 'retired')],
            ['held', t`Held`, totals.held, credits.filter((c) => c.status === 'held')],
            ['pending', t`Pending`, totals.pending, credits.filter((c) => c.status === 'pending')],
          ] as const
        ).map(([key, label, value, rows]) => (
          <div key={key} className="rounded-2xl bg-brand-50 p-4">
            <dt className="flex flex-wrap items-center gap-2 text-sm text-slate-600">
              {label}
              {/* A total summed from sample rows is itself a sample. */}
              {anySample(rows) ? <SampleBadge /> : null}
            </dt>
            <dd className="text-2xl font-bold text-brand-900 tabular-nums">
              {tonnes(value)} <span className="text-sm font-medium">t CO₂e</span>
            </dd>
          </div>
        ))}
      </dl>
      <LedgerTable credits={credits} total={totals.tonnes} />
      <LedgerCards credits={credits} />
    </div>
  );
}

function LedgerTable({ credits, total }: { credits: readonly CarbonCredit[]; total: number }) {
  return (
    <div className="hidden overflow-hidden rounded-3xl border border-slate-200 lg:block">
      <table className="w-full divide-y divide-slate-200 text-start text-sm">
        <caption className="sr-only">{t`Carbon credit ledger`}</caption>
        <thead className="bg-slate-50 text-xs tracking-wide text-slate-600 uppercase">
          <tr>
            {(
              [
                [t`Project`, ''],
                [t`Registry`, ''],
                [t`Vintage`, ''],
                [t`Tonnes`, 'text-end'],
                [t`Serial numbers`, 'min-w-56'],
                [t`Status`, ''],
              ] as const
            ).map(([heading, align]) => (
              <th key={heading} scope="col" className={`px-4 py-3 ${align}`}>
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 bg-white align-top">
          {credits.map((credit) => (
            <tr key={credit.id} data-credit-status={credit.status}>
              <th scope="row" className="px-4 py-3 font-medium text-slate-900">
                {credit.project}
                <span className="block text-xs font-normal text-slate-600">{credit.country}</span>
                {isSample(credit) ? <SampleBadge className="mt-1" /> : null}
              </th>
              <td className="px-4 py-3">
                <span className="block">{credit.registry}</span>
                <RegistryRecord credit={credit} />
              </td>
              <td className="px-4 py-3 tabular-nums">{credit.vintage}</td>
              <td className="px-4 py-3 text-end tabular-nums">{tonnes(credit.tonnes)}</td>
              <td className="px-4 py-3">
                <Serials credit={credit} />
              </td>
              <td className="px-4 py-3">
                <StatusBadge status={credit.status} />
                <Retirement credit={credit} />
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot className="bg-slate-50 font-semibold">
          <tr>
            <th scope="row" colSpan={3} className="px-4 py-3 text-start">
              {t`Total`}
            </th>
            <td className="px-4 py-3 text-end tabular-nums">{tonnes(total)}</td>
            <td colSpan={2} />
          </tr>
        </tfoot>
      </table>
    </div>
  );
}

function LedgerCards({ credits }: { credits: readonly CarbonCredit[] }) {
  return (
    <ul aria-label={t`Carbon credit ledger`} className="grid gap-4 md:grid-cols-2 lg:hidden">
      {credits.map((credit) => (
        <li
          key={credit.id}
          data-credit-status={credit.status}
          className="rounded-3xl border border-slate-200 bg-white p-5"
        >
          <article aria-labelledby={`credit-${credit.id}`}>
            <div className="flex flex-wrap items-start justify-between gap-2">
              <h3 id={`credit-${credit.id}`} className="font-semibold text-brand-950">
                {credit.project}
                <span className="block text-sm font-normal text-slate-600">{credit.country}</span>
              </h3>
              <span className="flex flex-wrap items-center gap-2">
                {isSample(credit) ? <SampleBadge /> : null}
                <StatusBadge status={credit.status} />
              </span>
            </div>
            <dl className="mt-4 space-y-3 text-sm">
              <Field label={t`Registry`}>
                {credit.registry} <RegistryRecord credit={credit} />
              </Field>
              <Field label={t`Vintage`}>{credit.vintage}</Field>
              <Field label={t`Tonnes`}>
                {tonnes(credit.tonnes)} <span className="text-slate-600">t CO₂e</span>
              </Field>
              <Field label={t`Serial numbers`}>
                <Serials credit={credit} />
              </Field>
              {credit.retirement ? (
                <Field label={t`Retired`}>
                  <Retirement credit={credit} />
                </Field>
              ) : null}
            </dl>
          </article>
        </li>
      ))}
    </ul>
  );
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{label}</dt>
      <dd className="mt-0.5 text-slate-900">{children}</dd>
    </div>
  );
}
