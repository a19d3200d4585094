import { perMilleOfSupply, perMilleToPercent, tokenFacts } from '@/content/token';
import { formatNumber } from '@/lib/format';

const colors = [
  '#166342',
  '#289a63',
  '#4bb67f',
  '#80d1a4',
  '#e0a81b',
  '#f2c53d',
  '#0e7490',
  '#64748b',
];

/** The eight allocation shares as a donut chart with a labelled legend. */
export type ShareView = { key: string; label: string; perMille: number };

/** The eight allocation shares (published, or read on-chain) as a donut chart with a table. */
export function Tokenomics({ shares = tokenFacts.shares }: { shares?: readonly ShareView[] }) {
  const radius = 70;
  const circumference = 2 * Math.PI * radius;
  let offset = 0;
  return (
    <div className="grid items-center gap-8 md:grid-cols-[16rem_1fr]">
      <svg
        viewBox="0 0 200 200"
        width={256}
        height={256}
        className="mx-auto size-64 -rotate-90"
        aria-hidden="true"
      >
        {shares.map((share, index) => {
          const length = (share.perMille / 1000) * circumference;
          const circle = (
            <circle
              key={share.key}
              cx="100"
              cy="100"
              r={radius}
              fill="none"
              stroke={colors[index % colors.length]}
              strokeWidth="34"
              strokeDasharray={`${length} ${circumference - length}`}
              strokeDashoffset={-offset}
            />
          );
          offset += length;
          return circle;
        })}
      </svg>
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Allocation of the initial supply</caption>
        <thead className="text-xs tracking-wide text-slate-600 uppercase">
          <tr>
            <th scope="col" className="py-2">
              Allocation
            </th>
            <th scope="col" className="py-2 text-right">
              Share
            </th>
            <th scope="col" className="py-2 text-right">
              ECO
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {shares.map((share, index) => (
            <tr key={share.key}>
              <th scope="row" className="py-2 font-medium text-slate-900">
                {/* fill, not a style attribute: a strict CSP (style-src 'self') blocks those. */}
                <svg
                  aria-hidden="true"
                  viewBox="0 0 12 12"
                  className="mr-2 inline-block size-3 align-middle"
                >
                  <rect width={12} height={12} rx={2} fill={colors[index % colors.length]} />
                </svg>
                {share.label}
              </th>
              <td className="py-2 text-right tabular-nums">{perMilleToPercent(share.perMille)}</td>
              <td className="py-2 text-right tabular-nums">
                {formatNumber(perMilleOfSupply(share.perMille), { decimals: 0 })}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
