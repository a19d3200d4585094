import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { saleStageByKey, type SaleStageKey } from '@eco/contracts/stages';
import { useId, type ReactNode } from 'react';
import { ProgressBar } from '@/components/ui/progress-bar';
import { formatEco, formatPercent, formatUtcDateTime } from '@/lib/format';
import { formatCountdown } from '@/lib/countdown';
import { minimumRaiseText } from '@/lib/wallet/stage-terms-text';
import {
  stageCalendarState,
  type StageCalendarInput,
  type StageCalendarState,
} from '../stage-calendar-state';

/** A sale stage as the calendar shows it: its figures from the chain, by name. */
export type CalendarStageInput = StageCalendarInput & { key: SaleStageKey; label: string };

/**
 * A stage with where it stands now, what `stageAction` is given: with the chain it is on and the
 * contract's number for it, so an action can name the stage to the API.
 */
export type CalendarStage = CalendarStageInput & {
  state: StageCalendarState;
  chainId: number;
  /** The contract's Stage enum value: 0 partners, 1 private, 2 public. */
  number: number;
};

export type SaleCalendarProps = {
  stages: readonly CalendarStageInput[];
  /** The chain the figures were read from. */
  chainId: number;
  /** The chain's clock now (ms): what the states and countdowns are reckoned against. */
  chainNow: number;
  /** The stage names' heading level: 3 under a page section's h2, 4 under an h3. */
  headingLevel?: 3 | 4;
  /**
   * Rendered at the foot of each stage (e.g. a sign-up for a note when an upcoming stage
   * opens); null or undefined for none. The page composes it, so this feature imports no other.
   */
  stageAction?: (stage: CalendarStage) => ReactNode;
};

const badges: Record<StageCalendarState['kind'], { text: MessageDescriptor; className: string }> = {
  upcoming: { text: msg`Upcoming`, className: 'bg-sky-100 text-sky-950' },
  open: { text: msg`Open`, className: 'bg-brand-100 text-brand-900' },
  'sold-out': { text: msg`Sold out`, className: 'bg-amber-100 text-amber-950' },
  closed: { text: msg`Closed`, className: 'bg-slate-100 text-slate-800' },
  cancelled: { text: msg`Cancelled`, className: 'bg-amber-100 text-amber-950' },
  missed: { text: msg`Minimum missed`, className: 'bg-amber-100 text-amber-950' },
};

const utcTime = (ms: number) => (
  <time dateTime={new Date(ms).toISOString()}>{formatUtcDateTime(ms)}</time>
);

/**
 * A countdown that ticks on screen but is never announced: screen readers get the fixed moment
 * instead (`fixed`: "Opens on 12:00 PM, Dec 1, 2026 UTC"), said once, not a new number every
 * second.
 */
function Countdown({ ticking, fixed, at }: { ticking: string; fixed: string; at: number }) {
  return (
    <>
      <p className="mt-3 text-brand-950">
        <span aria-hidden="true" aria-live="off" className="font-semibold tabular-nums">
          {ticking}
        </span>
        <span className="sr-only">{fixed}</span>
      </p>
      <p aria-hidden="true" className="text-sm text-slate-600 tabular-nums">
        {utcTime(at)}
      </p>
    </>
  );
}

/** The one line saying when the stage opens, closes or closed. */
function StateLine({ state }: { state: StageCalendarState }) {
  switch (state.kind) {
    case 'upcoming': {
      const countdown = formatCountdown(state.inMs);
      const time = formatUtcDateTime(state.opensAt);
      return (
        <Countdown
          ticking={t`Opens in ${countdown}`}
          fixed={t`Opens on ${time}`}
          at={state.opensAt}
        />
      );
    }
    case 'open': {
      if (state.closesAt === undefined || state.inMs === undefined) {
        return <p className="mt-3 text-brand-950">{t`Open now, with no closing time set.`}</p>;
      }
      const countdown = formatCountdown(state.inMs);
      const time = formatUtcDateTime(state.closesAt);
      return (
        <Countdown
          ticking={t`Closes in ${countdown}`}
          fixed={t`Open until ${time}`}
          at={state.closesAt}
        />
      );
    }
    case 'sold-out':
      return <p className="mt-3 text-brand-950">{t`Every token of this stage is sold.`}</p>;
    case 'cancelled':
      return (
        <p className="mt-3 text-brand-950">
          {t`Cancelled: it sells nothing more, and every buyer in it may claim a full refund.`}
        </p>
      );
    case 'missed':
      return (
        <p className="mt-3 text-brand-950">
          {t`It missed its minimum raise: it sells nothing more, and every buyer in it may claim a full refund.`}
        </p>
      );
    case 'closed': {
      if (state.closedAt === undefined) {
        return <p className="mt-3 text-brand-950">{t`Not open, and no opening time is set.`}</p>;
      }
      const iso = new Date(state.closedAt).toISOString();
      const time = formatUtcDateTime(state.closedAt);
      return (
        <p className="mt-3 text-brand-950">
          <Trans>
            Closed on <time dateTime={iso}>{time}</time>.
          </Trans>
        </p>
      );
    }
  }
}

/** Whole percent sold, rounded down so a stage never shows 100% before it is sold out. */
export function percentSold(sold: bigint, allocation: bigint): number {
  if (allocation <= 0n) return 0;
  return Number((sold * 100n) / allocation);
}

/**
 * The sale calendar: each stage's state as the chain has it (upcoming with a countdown to its
 * opening, open with the time left if it closes by itself, sold out, or closed) and what it has
 * sold of its allocation. Keyboard users meet nothing to operate but what `stageAction` adds.
 */
export function SaleCalendar({
  stages,
  chainId,
  chainNow,
  headingLevel = 3,
  stageAction,
}: SaleCalendarProps) {
  const id = useId();
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  return (
    <div className="grid gap-6 md:grid-cols-3">
      {stages.map((input) => {
        const stage: CalendarStage = {
          ...input,
          state: stageCalendarState(input, chainNow),
          chainId,
          number: saleStageByKey[input.key].number,
        };
        const badge = badges[stage.state.kind];
        const percent = percentSold(stage.sold, stage.allocation);
        const percentText = formatPercent(percent, { decimals: 0 });
        const headingId = `${id}-${stage.key}`;
        const action = stageAction?.(stage);
        const label = stage.label;
        const sold = formatEco(stage.sold);
        const allocation = formatEco(stage.allocation);
        const minimum =
          stage.minimum && stage.minimum.state !== 'none'
            ? minimumRaiseText(stage.minimum)
            : undefined;
        return (
          // Articles, not list items: the token page's stage cards are the list its tests and
          // readers know by their headings, and these carry the same names.
          <article
            key={stage.key}
            aria-labelledby={headingId}
            data-stage={stage.key}
            data-state={stage.state.kind}
            className="flex flex-col rounded-3xl border border-slate-200 bg-white p-6 shadow-sm"
          >
            <div className="flex items-start justify-between gap-2">
              <Heading id={headingId} className="text-lg font-semibold text-brand-950">
                {stage.label}
              </Heading>
              <span className={`rounded-full px-2.5 py-1 text-xs font-semibold ${badge.className}`}>
                {i18n._(badge.text)}
              </span>
            </div>
            <StateLine state={stage.state} />
            <p className="mt-4 text-sm text-slate-700">
              <Trans>
                Sold <span className="font-semibold text-brand-900 tabular-nums">{sold}</span> of{' '}
                <span className="tabular-nums">{allocation}</span> ECO
              </Trans>
            </p>
            <div className="mt-2">
              <ProgressBar
                value={percent}
                max={100}
                label={t`${label} stage: ${percentText} of its allocation sold`}
              />
            </div>
            {minimum === undefined ? null : (
              <p className="mt-3 text-sm text-slate-700">{t`Minimum raise: ${minimum}.`}</p>
            )}
            {action ? <div className="mt-4">{action}</div> : null}
          </article>
        );
      })}
    </div>
  );
}
