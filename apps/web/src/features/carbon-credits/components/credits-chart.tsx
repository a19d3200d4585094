import { i18n } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import type { CarbonCredit } from '@/content/schemas';
import { formatNumber } from '@/lib/format';
import { SampleBadge } from '@/components/ui/sample-badge';
import { anySample } from '@/content/provenance';

const statuses = [
  { key: 'retired', label: msg`Retired`, fill: 'fill-brand-700', swatch: 'bg-brand-700' },
  { key: 'held', label: msg`Held`, fill: 'fill-brand-400', swatch: 'bg-brand-400' },
  { key: 'pending', label: msg`Pending`, fill: 'fill-accent-400', swatch: 'bg-accent-400' },
] as const;

type Row = { vintage: number } & Record<(typeof statuses)[number]['key'], number>;

/** Tonnes per vintage year, stacked by status; a table holds the same figures for assistive tech. */
export function CreditsChart({ credits }: { credits: readonly CarbonCredit[] }) {
  const rows = new Map<number, Row>();
  for (const credit of credits) {
    const row = rows.get(credit.vintage) ?? {
      vintage: credit.vintage,
      retired: 0,
      held: 0,
      pending: 0,
    };
    row[credit.status] += credit.tonnes;
    rows.set(credit.vintage, row);
  }
  const data = [...rows.values()].sort((a, b) => a.vintage - b.vintage);
  const max = Math.max(1, ...data.map((r) => r.retired + r.held + r.pending));
  const width = 640;
  const height = 260;
  const chartHeight = 210;
  const barWidth = Math.min(72, (width - 40) / Math.max(1, data.length) - 24);
  const step = (width - 40) / Math.max(1, data.length);

  return (
    <figure className="rounded-3xl border border-slate-200 bg-white p-6">
      <figcaption className="flex flex-wrap items-center gap-2 text-lg font-semibold text-brand-950">
        {t`Tonnes by vintage year`}
        {/* Drawn from the ledger's rows: a sample when any of them is. */}
        {anySample(credits) ? <SampleBadge /> : null}
      </figcaption>
      <ul className="mt-2 flex flex-wrap gap-4 text-sm text-slate-700" aria-hidden="true">
        {statuses.map((s) => (
          <li key={s.key} className="flex items-center gap-2">
            <span className={`inline-block size-3 rounded-sm ${s.swatch}`} />
            {i18n._(s.label)}
          </li>
        ))}
      </ul>
      <svg
        viewBox={`0 0 ${width} ${height}`}
        width={width}
        height={height}
        className="mt-4 h-auto w-full"
        aria-hidden="true"
      >
        <line
          x1="20"
          x2={width - 20}
          y1={chartHeight}
          y2={chartHeight}
          className="stroke-slate-300"
        />
        {data.map((row, index) => {
          let y = chartHeight;
          const x = 20 + index * step + (step - barWidth) / 2;
          return (
            <g key={row.vintage}>
              {statuses.map((s) => {
                const h = (row[s.key] / max) * (chartHeight - 20);
                y -= h;
                return h > 0 ? (
                  <rect
                    key={s.key}
                    x={x}
                    y={y}
                    width={barWidth}
                    height={h}
                    rx="3"
                    className={s.fill}
                  />
                ) : null;
              })}
              <text
                x={x + barWidth / 2}
                y={chartHeight + 20}
                textAnchor="middle"
                className="fill-slate-600 text-[13px]"
              >
                {row.vintage}
              </text>
              <text
                x={x + barWidth / 2}
                y={y - 6}
                textAnchor="middle"
                className="fill-slate-800 text-[12px] font-semibold"
              >
                {formatNumber(row.retired + row.held + row.pending, { decimals: 0 })}
              </text>
            </g>
          );
        })}
      </svg>
      {/* In a hidden box, not hidden itself: a table keeps its width whatever its own box says, and
          on a right-to-left page it stuck out of the page's left edge. */}
      <div className="sr-only">
        <table>
          <caption>{t`Tonnes of CO₂ by vintage year and status`}</caption>
          <thead>
            <tr>
              <th scope="col">{t`Vintage`}</th>
              {statuses.map((s) => (
                <th key={s.key} scope="col">
                  {i18n._(s.label)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {data.map((row) => (
              <tr key={row.vintage}>
                <th scope="row">{row.vintage}</th>
                {statuses.map((s) => (
                  <td key={s.key}>{row[s.key]}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
