import type { ReactNode } from 'react';
import { formatEco } from '@/lib/format';
import type { useFoundersVesting } from '../api/use-founders-vesting';
import { curvePath, utcDate, vestingCurve, vestingTotals } from '../vesting';
import { ExplorerLink } from './explorer-link';
import { Card } from './owner-powers-section';

const CHART = { width: 320, height: 120 };
const FIGURE = 'font-semibold tabular-nums text-brand-950';

/**
 * The founders' allocation as the chain holds it: in vesting contracts ECO created at deployment,
 * with what is locked, vested and released now, and the schedule as a chart and a table.
 */
export function FoundersVesting({
  chainId,
  vesting,
}: {
  chainId: number;
  /** The vesting wallets ECO names, read once for the page (the owner section uses them too). */
  vesting: ReturnType<typeof useFoundersVesting>;
}) {
  if (vesting.isError) {
    return (
      <Section>
        <p className="text-slate-600">The vesting contracts could not be read just now.</p>
      </Section>
    );
  }
  const wallets = vesting.data;
  if (!wallets || wallets.length === 0) return <FoundersVestingReading />;
  const totals = vestingTotals(wallets);
  // The three wallets share one schedule (ECO gives them the same cliff and duration).
  const [first] = wallets;
  const schedule = { start: first!.start, cliff: first!.cliff, end: first!.end };
  const curve = vestingCurve(schedule, totals.allocation);
  const box = { ...CHART, from: schedule.start, to: schedule.end, max: totals.allocation };
  const span = Number(schedule.end - schedule.start) || 1;
  const nowX = Math.min(
    CHART.width,
    Math.max(0, (Number(vesting.now - schedule.start) / span) * CHART.width),
  );

  return (
    <Section>
      <p className="text-slate-600">
        The founders&apos; {formatEco(totals.allocation)} ECO were never minted to the founders:
        ECO&apos;s own constructor put them in three vesting contracts (OpenZeppelin&apos;s
        VestingWalletCliff). Nothing vests before {utcDate(schedule.cliff)}; from then on the share
        of the time since {utcDate(schedule.start)} has vested, until all of it on{' '}
        {utcDate(schedule.end)}. Only each founder can receive what their contract releases.
      </p>
      <dl className="mt-4 grid gap-3 sm:grid-cols-3">
        <Card term="Locked now" className={FIGURE}>{`${formatEco(totals.locked)} ECO`}</Card>
        <Card term="Vested so far" className={FIGURE}>{`${formatEco(totals.vested)} ECO`}</Card>
        <Card term="Released to founders" className={FIGURE}>
          {formatEco(totals.released)} ECO
        </Card>
      </dl>
      <figure className="mt-6 max-w-md">
        <svg
          viewBox={`-4 -4 ${CHART.width + 8} ${CHART.height + 8}`}
          className="block h-auto w-full"
          role="img"
          aria-label={`Vesting schedule: 0 ECO until ${utcDate(schedule.cliff)}, then rising in a straight line to ${formatEco(totals.allocation)} ECO on ${utcDate(schedule.end)}.`}
        >
          <line
            x1={0}
            y1={CHART.height}
            x2={CHART.width}
            y2={CHART.height}
            className="stroke-slate-300"
          />
          <path
            d={curvePath(curve, box)}
            fill="none"
            className="stroke-brand-700"
            strokeWidth={3}
          />
          <line
            x1={nowX}
            y1={0}
            x2={nowX}
            y2={CHART.height}
            className="stroke-amber-600"
            strokeDasharray="4 3"
          />
        </svg>
        <div
          className="flex justify-between text-xs text-slate-600 tabular-nums"
          aria-hidden="true"
        >
          <span>{utcDate(schedule.start)}</span>
          <span>{utcDate(schedule.end)}</span>
        </div>
        <figcaption className="mt-2 text-sm text-slate-600">
          ECO vested over time, from {utcDate(schedule.start)} to {utcDate(schedule.end)}; the
          dashed line is today.
        </figcaption>
      </figure>
      <h4 id="founders-vesting-contracts" className="mt-6 font-semibold text-brand-950">
        The vesting contracts
      </h4>
      <div
        className="mt-2 overflow-x-auto"
        role="region"
        // Named by the visible heading above it: a scroll region's name is shown, not only spoken.
        aria-labelledby="founders-vesting-contracts"
        tabIndex={0}
      >
        {/* Full addresses are the proof, so on a phone the table scrolls instead of squeezing. */}
        <table className="w-full min-w-[46rem] text-left text-sm">
          <caption className="sr-only">
            Each founder&apos;s vesting contract, read from the chain
          </caption>
          <thead>
            <tr className="border-b border-slate-200 text-slate-600">
              {['Founder', 'Vesting contract', 'Allocation', 'Released', 'Locked'].map(
                (name, i) => (
                  <th
                    key={name}
                    scope="col"
                    className={`py-2 font-medium ${i < 4 ? 'pr-4' : ''} ${i < 2 ? '' : 'text-right'}`}
                  >
                    {name}
                  </th>
                ),
              )}
            </tr>
          </thead>
          <tbody>
            {wallets.map((w, i) => (
              <tr key={w.wallet} className="border-b border-slate-100 align-top">
                <th scope="row" className="py-2 pr-4 font-normal">
                  <span className="block">Founder {i + 1}</span>
                  <span className="font-mono text-xs break-all text-slate-600">
                    {w.beneficiary}
                  </span>
                </th>
                <td className="py-2 pr-4 font-mono text-xs break-all">
                  <ExplorerLink chainId={chainId} kind="address" value={w.wallet}>
                    {w.wallet}
                  </ExplorerLink>
                </td>
                <td className="py-2 pr-4 text-right tabular-nums">
                  {formatEco(vestingTotals([w]).allocation)} ECO
                </td>
                <td className="py-2 pr-4 text-right tabular-nums">{formatEco(w.released)} ECO</td>
                <td className="py-2 text-right tabular-nums">
                  {formatEco(vestingTotals([w]).locked)} ECO
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Section>
  );
}

/** The section while the vesting contracts are read (or about to be, once near the screen). */
export function FoundersVestingReading() {
  return (
    <Section>
      <p className="text-slate-600">Reading the vesting contracts…</p>
    </Section>
  );
}

function Section({ children }: { children: ReactNode }) {
  return (
    <section aria-labelledby="founders-vesting-heading">
      <h3
        id="founders-vesting-heading"
        className="scroll-mt-24 text-xl font-semibold text-brand-950"
      >
        Founders&apos; vesting
      </h3>
      <div className="mt-2">{children}</div>
    </section>
  );
}
