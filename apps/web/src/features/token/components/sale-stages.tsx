import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { useNow } from '@/hooks/use-now';
import { ProgressBar } from '@/components/ui/progress-bar';
import { formatNumber, formatPercent, formatUtcDateTime } from '@/lib/format';
import { formatCountdown } from '@/lib/countdown';
import { stageSchedule } from '../stage-schedule';

export type StageView = {
  key: 'partners' | 'private' | 'public';
  label: string;
  priceEth: string;
  /** The price in approximate USD ("≈ $0.12"), while the ETH/USD feed's answer is fresh. */
  priceUsd?: string;
  allocation: number;
  /** Tokens sold so far and whether the stage is open: only known from the chain. */
  sold?: number;
  open?: boolean;
  /** The most one wallet may buy in the stage: only known from the chain. */
  walletCap?: number;
  /** When the stage opens and closes by itself (seconds since the epoch, 0 = by hand): from the chain. */
  opensAt?: number;
  closesAt?: number;
  /** The price in USDC ("0.12 USDC"), null when the stage sells for ETH only: from the chain. */
  priceUsdc?: string | null;
  /** The minimum raise in words (minimumRaiseText): from the chain. */
  minimum?: string;
  /** Cancelled (every buyer may claim a refund): from the chain. */
  cancelled?: boolean;
  /** Cancelled or finalized, in words (stageStandingText); undefined while it is neither. */
  standing?: string;
};

const descriptions: Record<StageView['key'], MessageDescriptor> = {
  partners: msg`For addresses on the partners list, each up to its own allocation; each purchase proves both with a merkle proof.`,
  private: msg`Open to everyone while the private stage is open, at the private price.`,
  public: msg`Open to everyone while the public stage is open, at the public price.`,
};

const tokens = (value: number) => formatNumber(value, { decimals: 0 });

/**
 * The stage's schedule from the chain: a countdown to its opening or closing time, when it has
 * one, else that it opens and closes by hand. The Open/Closed badge stays the contract's answer;
 * the page reads it again with the next block after a time has passed.
 */
function ScheduleRow({
  opensAt,
  closesAt,
  open,
}: {
  opensAt: number;
  closesAt: number;
  open: boolean | undefined;
}) {
  const scheduled = opensAt !== 0 || closesAt !== 0;
  const now = useNow(scheduled);
  const state = stageSchedule(opensAt, closesAt, open ?? false, now);
  if (state.kind === 'by-hand') {
    return <Row term={t`Schedule`}>{t`Opened and closed by the owner`}</Row>;
  }
  const iso = new Date(state.at).toISOString();
  const when = formatUtcDateTime(state.at);
  const countdown = 'inMs' in state ? formatCountdown(state.inMs) : undefined;
  return (
    <Row term={i18n._(scheduleTerms[state.kind])}>
      {countdown === undefined ? (
        <time dateTime={iso}>{when}</time>
      ) : (
        <Trans>
          in {countdown}, <time dateTime={iso}>{when}</time>
        </Trans>
      )}
    </Row>
  );
}

const scheduleTerms: Record<'opens' | 'closes' | 'opened-at' | 'closed-at', MessageDescriptor> = {
  opens: msg`Opens`,
  closes: msg`Closes`,
  'opened-at': msg`Opened`,
  'closed-at': msg`Closed`,
};

/** One figure of a stage card: its name on the left, its value on the right. */
function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex justify-between gap-2">
      <dt className="text-slate-600">{term}</dt>
      <dd className="text-end font-semibold text-brand-900 tabular-nums">{children}</dd>
    </div>
  );
}

/** The three sale stages with price, allocation and, when live, progress and open state. */
export function SaleStages({ stages }: { stages: StageView[] }) {
  return (
    <ul className="grid gap-6 md:grid-cols-3">
      {stages.map((stage) => {
        const label = stage.label;
        const percent =
          stage.sold === undefined || stage.allocation <= 0
            ? 0
            : Math.round((stage.sold / stage.allocation) * 100);
        const percentText = formatPercent(percent, { decimals: 0 });
        return (
          <li
            key={stage.key}
            className="flex flex-col rounded-3xl border border-slate-200 bg-white p-6 shadow-sm"
          >
            <div className="flex items-start justify-between gap-2">
              <h3 className="text-lg font-semibold text-brand-950">{stage.label}</h3>
              {stage.cancelled ? (
                <span className="rounded-full bg-amber-100 px-2.5 py-1 text-xs font-semibold text-amber-950">
                  {t`Cancelled`}
                </span>
              ) : stage.open === undefined ? null : (
                <span
                  className={`rounded-full px-2.5 py-1 text-xs font-semibold ${
                    stage.open ? 'bg-brand-100 text-brand-900' : 'bg-slate-100 text-slate-700'
                  }`}
                >
                  {stage.open ? t`Open` : t`Closed`}
                </span>
              )}
            </div>
            <p className="mt-1 text-sm text-slate-600">{i18n._(descriptions[stage.key])}</p>
            <dl className="mt-4 space-y-2 text-sm">
              <Row term={t`Price`}>{stage.priceEth} ETH / ECO</Row>
              {stage.priceUsd === undefined ? null : (
                <Row term={t`Price in USD`}>{stage.priceUsd} / ECO</Row>
              )}
              {stage.priceUsdc === undefined ? null : (
                <Row term={t`Price in USDC`}>
                  {stage.priceUsdc === null ? t`ETH only` : `${stage.priceUsdc} / ECO`}
                </Row>
              )}
              <Row term={t`Allocation`}>{tokens(stage.allocation)} ECO</Row>
              {stage.sold === undefined ? null : (
                <>
                  <Row term={t`Sold`}>{tokens(stage.sold)} ECO</Row>
                  <Row term={t`Remaining`}>{tokens(stage.allocation - stage.sold)} ECO</Row>
                </>
              )}
              {stage.opensAt === undefined || stage.closesAt === undefined ? null : (
                <ScheduleRow opensAt={stage.opensAt} closesAt={stage.closesAt} open={stage.open} />
              )}
              {stage.walletCap === undefined ? null : (
                <Row term={t`Cap per wallet`}>{tokens(stage.walletCap)} ECO</Row>
              )}
              {stage.minimum === undefined ? null : (
                <div>
                  <dt className="text-slate-600">{t`Minimum raise`}</dt>
                  <dd className="font-semibold text-brand-900">{stage.minimum}</dd>
                </div>
              )}
            </dl>
            {stage.standing ? (
              <p className="mt-3 text-sm font-semibold text-brand-950">{stage.standing}.</p>
            ) : null}
            {stage.sold === undefined ? null : (
              <div className="mt-4">
                <ProgressBar
                  value={stage.sold}
                  max={stage.allocation}
                  label={t`${label}: ${percentText} sold`}
                />
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
