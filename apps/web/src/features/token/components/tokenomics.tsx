import { t } from '@lingui/core/macro';
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

const radius = 70;
const point = (fraction: number): string => {
  const angle = 2 * Math.PI * fraction - Math.PI / 2;
  // Rounded so the prerendered and the hydrated markup are the same text.
  return `${(100 + radius * Math.cos(angle)).toFixed(3)} ${(100 + radius * Math.sin(angle)).toFixed(3)}`;
};

/**
 * One slice of the donut as its own arc, clockwise from twelve o'clock. Each slice is a path
 * that starts and ends where it should: a dashed full circle per slice (the former drawing)
 * left the last slice's dash wrapping past the circle's start, a grey spur in the first slice.
 */
export function ringSlice(from: number, to: number): string {
  if (to - from >= 1) {
    // A full ring: two half arcs, since one arc cannot end where it starts.
    return `M ${point(0)} A ${radius} ${radius} 0 1 1 ${point(0.5)} A ${radius} ${radius} 0 1 1 ${point(0)}`;
  }
  const large = to - from > 0.5 ? 1 : 0;
  return `M ${point(from)} A ${radius} ${radius} 0 ${large} 1 ${point(to)}`;
}

/** One allocation share: its key, label and size in per mille of the supply. */
export type ShareView = { key: string; label: string; perMille: number };

/** The eight allocation shares (published, or read on-chain) as a donut chart with a table. */
export function Tokenomics({ shares = tokenFacts.shares }: { shares?: readonly ShareView[] }) {
  let start = 0;
  return (
    <div className="grid items-center gap-8 md:grid-cols-[16rem_1fr]">
      <svg
        viewBox="0 0 200 200"
        width={256}
        height={256}
        className="mx-auto size-64"
        data-testid="tokenomics-donut"
        aria-hidden="true"
      >
        {shares.map((share, index) => {
          const from = start;
          start += share.perMille;
          if (share.perMille <= 0) return null;
          return (
            <path
              key={share.key}
              d={ringSlice(from / 1000, start / 1000)}
              fill="none"
              stroke={colors[index % colors.length]}
              strokeWidth="34"
            />
          );
        })}
      </svg>
      <table className="w-full text-start text-sm">
        <caption className="sr-only">{t`Allocation of the maximum supply`}</caption>
        <thead className="text-xs tracking-wide text-slate-600 uppercase">
          <tr>
            <th scope="col" className="py-2">
              {t`Allocation`}
            </th>
            <th scope="col" className="py-2 text-end">
              {t`Share`}
            </th>
            <th scope="col" className="py-2 text-end">
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
                  className="me-2 inline-block size-3 align-middle"
                >
                  <rect width={12} height={12} rx={2} fill={colors[index % colors.length]} />
                </svg>
                {share.label}
              </th>
              <td className="py-2 text-end tabular-nums">{perMilleToPercent(share.perMille)}</td>
              <td className="py-2 text-end tabular-nums">
                {formatNumber(perMilleOfSupply(share.perMille), { decimals: 0 })}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
