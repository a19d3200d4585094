import { SelectField } from '@/components/ui/form/field';
import { useState } from 'react';
import { Loading } from '@/components/ui/spinner';
import { formatDate } from '@/lib/format';
import { useAdminSignups } from '../api/get-admin-figures';

const windows = [
  { value: '7', label: 'Last 7 days' },
  { value: '30', label: 'Last 30 days' },
  { value: '90', label: 'Last 90 days' },
  { value: '365', label: 'Last year' },
];

/** New accounts per day: a bar chart, with the numbers as a table for anyone who wants them. */
export function SignupsChart() {
  const [days, setDays] = useState('30');
  const signups = useAdminSignups(Number(days));
  const data = signups.data;
  const max = Math.max(1, ...(data?.days.map((day) => day.count) ?? [0]));
  const label = windows.find((w) => w.value === days)?.label.toLowerCase() ?? '';

  return (
    <div className="space-y-4">
      <div className="max-w-xs">
        <SelectField label="Period" value={days} onChange={setDays} options={windows} />
      </div>
      {signups.isPending ? (
        <Loading>Loading sign-ups…</Loading>
      ) : signups.isError || !data ? (
        <p role="alert" className="rounded-2xl bg-red-50 p-4 text-sm text-red-950">
          The sign-ups could not be loaded.
        </p>
      ) : (
        <figure className="space-y-3">
          <figcaption className="font-semibold text-brand-950">
            {data.total} sign-up{data.total === 1 ? '' : 's'} in the {label}
          </figcaption>
          <div
            aria-hidden="true"
            className="flex h-40 items-end gap-px rounded-2xl bg-slate-50 p-3"
          >
            {data.days.map((day) => (
              <div
                key={day.date}
                title={`${day.date}: ${day.count}`}
                className="min-w-0 flex-1 rounded-t bg-brand-600"
                style={{ height: `${(day.count / max) * 100}%`, minHeight: day.count ? 2 : 0 }}
              />
            ))}
          </div>
          <div aria-hidden="true" className="flex justify-between text-xs text-slate-600">
            <span>{data.days[0] ? formatDate(`${data.days[0].date}T00:00:00Z`, 'UTC') : ''}</span>
            <span>
              {data.days.at(-1) ? formatDate(`${data.days.at(-1)!.date}T00:00:00Z`, 'UTC') : ''}
            </span>
          </div>
          <details className="text-sm">
            <summary className="cursor-pointer font-semibold text-brand-800">
              Sign-ups per day as a table
            </summary>
            <table className="mt-2 w-full max-w-sm text-start">
              <thead>
                <tr>
                  <th scope="col" className="py-1 font-semibold">
                    Day (UTC)
                  </th>
                  <th scope="col" className="py-1 text-end font-semibold">
                    Sign-ups
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.days.map((day) => (
                  <tr key={day.date} className="border-t border-slate-200">
                    <td className="py-1">{day.date}</td>
                    <td className="py-1 text-end tabular-nums">{day.count}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </details>
        </figure>
      )}
    </div>
  );
}
