import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { stageLabel } from '@/content/token';
import { ecoText, ethText, formatUtcDateTime, truncateMiddle, usdcText } from '@/lib/format';
import { minimumRaiseText, stageStandingText } from '@/lib/wallet/stage-terms-text';
// Types only: erased from the build, so this module carries no viem.
import type { EligibilityReport } from '../api/check-eligibility';
import type { Blocker, StageEligibility, Verdict } from '../eligibility';

/** Each verdict's badge: its words (read with `i18n._` in the page's language) and colours. */
const verdicts: Record<Verdict, { text: MessageDescriptor; className: string }> = {
  'may-buy': { text: msg`May buy now`, className: 'bg-brand-100 text-brand-900' },
  'not-now': { text: msg`Not now`, className: 'bg-slate-100 text-slate-800' },
  'not-eligible': { text: msg`Not eligible`, className: 'bg-amber-100 text-amber-950' },
  unknown: { text: msg`Could not be checked`, className: 'bg-red-50 text-red-900' },
};

const utc = (ms: number) => (
  <time dateTime={new Date(ms).toISOString()}>{formatUtcDateTime(ms)}</time>
);

/** Why the address may not buy in the stage now, in one sentence. */
function BlockerText({ blocker }: { blocker: Blocker }) {
  switch (blocker.kind) {
    case 'not-partner':
      return <Trans>This address is not on the partners list.</Trans>;
    case 'partner-unknown': {
      const reason = blocker.reason;
      return (
        <Trans>Whether this address is on the partners list could not be checked: {reason}</Trans>
      );
    }
    case 'upcoming': {
      const opening = utc(blocker.opensAt);
      return <Trans>The stage opens on {opening}.</Trans>;
    }
    case 'closed': {
      if (blocker.closedAt === undefined) {
        return <Trans>The stage is closed, and no opening time is set.</Trans>;
      }
      const closing = utc(blocker.closedAt);
      return <Trans>The stage closed on {closing}.</Trans>;
    }
    case 'sold-out':
      return <Trans>Every token of the stage is sold.</Trans>;
    case 'cancelled':
      return (
        <Trans>
          The stage was cancelled: it sells no more, and every buyer in it may claim a refund.
        </Trans>
      );
    case 'minimum-missed':
      return (
        <Trans>
          The stage missed its minimum raise: it sells no more, and every buyer in it may claim a
          refund.
        </Trans>
      );
    case 'cap-reached': {
      if (blocker.cap === 0n) {
        return <Trans>The stage’s cap per wallet is 0 ECO: nobody may buy in it now.</Trans>;
      }
      const cap = ecoText(blocker.cap);
      return <Trans>This address has bought its cap of {cap} in the stage.</Trans>;
    }
  }
}

/** The one way the site knows of: the team sets the list (shared/spec names no application). */
function HowToQualify() {
  return (
    <div className="mt-4 rounded-2xl bg-sky-50 p-4 text-sm text-sky-950">
      <p className="font-semibold">{t`How to qualify`}</p>
      <p className="mt-1">
        <Trans>
          The partners stage is for the addresses on the partners list, which the team sets on the
          contract, each with its own allocation. There is no way to join it on this site; to ask
          about it,{' '}
          <Link to={paths.contact} className="font-semibold underline">
            contact the team
          </Link>
          .
        </Trans>
      </p>
    </div>
  );
}

/**
 * A stage's figures for this address: its cap, what it bought (paid in ETH or USDC alike: caps
 * count ECO, less what it withdrew or was refunded), the stage's prices and its minimum raise.
 */
function figures(stage: StageEligibility): [string, string][] {
  const { price, usdcPrice, minimum } = stage.terms;
  return [
    [
      stage.capSource === 'allocation' ? t`Cap (its partner allocation)` : t`Cap per wallet`,
      ecoText(stage.cap),
    ],
    [t`Already bought`, ecoText(stage.bought)],
    [t`Price per ECO`, ethText(price)],
    [t`Price per ECO in USDC`, usdcPrice === 0n ? t`ETH only` : usdcText(usdcPrice)],
    [t`Minimum raise`, minimumRaiseText(minimum)],
  ];
}

function StageCard({ stage }: { stage: StageEligibility }) {
  // Read as the card renders, when the page's catalogue has arrived.
  const label = stageLabel(stage.key);
  const verdict = verdicts[stage.verdict];
  const headingId = `eligibility-${stage.key}`;
  const upTo = ecoText(stage.mayBuyUpTo);
  const standing = stageStandingText(stage.terms);
  return (
    <article
      aria-labelledby={headingId}
      data-verdict={stage.verdict}
      className="flex flex-col rounded-3xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <div className="flex items-start justify-between gap-2">
        <h3 id={headingId} className="text-lg font-semibold text-brand-950">
          {label}
        </h3>
        <span className={`rounded-full px-2.5 py-1 text-xs font-semibold ${verdict.className}`}>
          {i18n._(verdict.text)}
        </span>
      </div>
      {stage.verdict === 'may-buy' ? (
        <p className="mt-3 text-brand-950">{t`It may buy up to ${upTo} in this stage now.`}</p>
      ) : (
        <ul className="mt-3 list-disc space-y-1 ps-5 text-brand-950">
          {stage.blockers.map((blocker) => (
            <li key={blocker.kind}>
              <BlockerText blocker={blocker} />
            </li>
          ))}
        </ul>
      )}
      <dl className="mt-4 space-y-2 text-sm">
        {figures(stage).map(([term, value]) => (
          <div key={term} className="flex flex-wrap justify-between gap-x-2">
            <dt className="text-slate-600">{term}</dt>
            <dd className="text-end font-semibold text-brand-900 tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-2 text-xs text-slate-600">
        {t`Purchases paid in ETH and in USDC count alike against the cap; what was withdrawn or refunded no longer counts.`}
      </p>
      {standing ? (
        <p className="mt-3 text-sm font-semibold text-brand-950">{t`${standing}.`}</p>
      ) : null}
      {stage.blockers.some((blocker) => blocker.kind === 'not-partner') ? <HowToQualify /> : null}
    </article>
  );
}

/** What a check found, stage by stage, with where and when the chain was read. */
export function EligibilityResult({ report }: { report: EligibilityReport }) {
  const checked = report.ensName ?? report.address;
  const { ensName, address, chainName } = report;
  const block = report.blockNumber.toString();
  const readAt = utc(report.blockTime);
  return (
    <section aria-labelledby="eligibility-result-heading" className="mt-10">
      <h2 id="eligibility-result-heading" className="text-xl font-semibold text-brand-950">
        <Trans>
          Stage by stage for <span className="font-mono text-base break-all">{checked}</span>
        </Trans>
      </h2>
      {ensName ? (
        <p className="mt-2 text-slate-700">
          <Trans>
            {ensName} resolves to <span className="font-mono break-all">{address}</span>.
          </Trans>
        </p>
      ) : null}
      <p className="mt-2 text-sm text-slate-600">
        <Trans>
          Read from the ECO contract on {chainName} at block {block} ({readAt}). What it may buy
          changes as the stages open, close and sell.
        </Trans>
      </p>
      <div className="mt-6 grid gap-6 md:grid-cols-3">
        {report.stages.map((stage) => (
          <StageCard key={stage.key} stage={stage} />
        ))}
      </div>
    </section>
  );
}

/** One line for screen readers and the eye: how many stages the address may buy in now. */
export function resultSummary(report: EligibilityReport): string {
  const open = report.stages.filter((stage) => stage.verdict === 'may-buy').length;
  const total = report.stages.length;
  const who = report.ensName ?? truncateMiddle(report.address, 6, 4);
  return open === 0
    ? t`Checked ${who}: it may not buy in any stage now.`
    : t`Checked ${who}: it may buy now in ${open} of ${total} stages.`;
}
