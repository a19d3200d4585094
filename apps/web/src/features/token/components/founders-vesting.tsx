import { t } from '@lingui/core/macro';
import type { ReactNode } from 'react';
import { ecoText } from '@/lib/format';
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
        <p className="text-slate-600">{t`The vesting contracts could not be read just now.`}</p>
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
  const allocation = ecoText(totals.allocation);
  const start = utcDate(schedule.start);
  const cliff = utcDate(schedule.cliff);
  const end = utcDate(schedule.end);
  const columns = [t`Founder`, t`Vesting contract`, t`Allocation`, t`Released`, t`Locked`];

  return (
    <Section>
      <p className="text-slate-600">
        {t`The founders' ${allocation} were never minted to the founders: ECO's own constructor put them in three vesting contracts (OpenZeppelin's VestingWalletCliff). Nothing vests before ${cliff}; from then on the share of the time since ${start} has vested, until all of it on ${end}. Only each founder can receive what their contract releases.`}
      </p>
      <dl className="mt-4 grid gap-3 sm:grid-cols-3">
        <Card term={t`Locked now`} className={FIGURE}>
          {ecoText(totals.locked)}
        </Card>
        <Card term={t`Vested so far`} className={FIGURE}>
          {ecoText(totals.vested)}
        </Card>
        <Card term={t`Released to founders`} className={FIGURE}>
          {ecoText(totals.released)}
        </Card>
      </dl>
      <figure className="mt-6 max-w-md">
        <svg
          viewBox={`-4 -4 ${CHART.width + 8} ${CHART.height + 8}`}
          className="block h-auto w-full"
          role="img"
          aria-label={t`Vesting schedule: 0 ECO until ${cliff}, then rising in a straight line to ${allocation} on ${end}.`}
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
          <span>{start}</span>
          <span>{end}</span>
        </div>
        <figcaption className="mt-2 text-sm text-slate-600">
          {t`ECO vested over time, from ${start} to ${end}; the dashed line is today.`}
        </figcaption>
      </figure>
      <h4 id="founders-vesting-contracts" className="mt-6 font-semibold text-brand-950">
        {t`The vesting contracts`}
      </h4>
      <div
        className="mt-2 overflow-x-auto"
        role="region"
        // Named by the visible heading above it: a scroll region's name is shown, not only spoken.
        aria-labelledby="founders-vesting-contracts"
        tabIndex={0}
      >
        {/* Full addresses are the proof, so on a phone the table scrolls instead of squeezing. */}
        <table className="w-full min-w-[46rem] text-start text-sm">
          <caption className="sr-only">
            {t`Each founder's vesting contract, read from the chain`}
          </caption>
          <thead>
            <tr className="border-b border-slate-200 text-slate-600">
              {columns.map((name, i) => (
                <th
                  key={name}
                  scope="col"
                  className={`py-2 font-medium ${i < 4 ? 'pe-4' : ''} ${i < 2 ? '' : 'text-end'}`}
                >
                  {name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {wallets.map((w, i) => {
              const number = i + 1;
              return (
                <tr key={w.wallet} className="border-b border-slate-100 align-top">
                  <th scope="row" className="py-2 pe-4 font-normal">
                    <span className="block">{t`Founder ${number}`}</span>
                    <span className="font-mono text-xs break-all text-slate-600">
                      {w.beneficiary}
                    </span>
                  </th>
                  <td className="py-2 pe-4 font-mono text-xs break-all">
                    <ExplorerLink chainId={chainId} kind="address" value={w.wallet}>
                      {w.wallet}
                    </ExplorerLink>
                  </td>
                  <td className="py-2 pe-4 text-end tabular-nums">
                    {ecoText(vestingTotals([w]).allocation)}
                  </td>
                  <td className="py-2 pe-4 text-end tabular-nums">{ecoText(w.released)}</td>
                  <td className="py-2 text-end tabular-nums">
                    {ecoText(vestingTotals([w]).locked)}
                  </td>
                </tr>
              );
            })}
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
      <p className="text-slate-600">{t`Reading the vesting contracts…`}</p>
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
        {t`Founders' vesting`}
      </h3>
      <div className="mt-2">{children}</div>
    </section>
  );
}
