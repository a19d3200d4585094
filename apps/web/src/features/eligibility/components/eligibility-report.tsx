import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { tokenFacts } from '@/content/token';
import { ethText, formatEco, formatUtcDateTime, usdcText } from '@/lib/format';
import { minimumRaiseText, stageStandingText } from '@/lib/wallet/stage-terms-text';
// Types only: erased from the build, so this module carries no viem.
import type { EligibilityReport } from '../api/check-eligibility';
import type { Blocker, StageEligibility, Verdict } from '../eligibility';

const labels = new Map(tokenFacts.stages.map((stage) => [stage.key, stage.label]));

const verdicts: Record<Verdict, { text: string; className: string }> = {
  'may-buy': { text: 'May buy now', className: 'bg-brand-100 text-brand-900' },
  'not-now': { text: 'Not now', className: 'bg-slate-100 text-slate-800' },
  'not-eligible': { text: 'Not eligible', className: 'bg-amber-100 text-amber-950' },
  unknown: { text: 'Could not be checked', className: 'bg-red-50 text-red-900' },
};

const utc = (ms: number) => (
  <time dateTime={new Date(ms).toISOString()}>{formatUtcDateTime(ms)}</time>
);

/** Why the address may not buy in the stage now, in one sentence. */
function BlockerText({ blocker }: { blocker: Blocker }) {
  switch (blocker.kind) {
    case 'not-partner':
      return <>This address is not on the partners list.</>;
    case 'partner-unknown':
      return (
        <>Whether this address is on the partners list could not be checked: {blocker.reason}</>
      );
    case 'upcoming':
      return <>The stage opens on {utc(blocker.opensAt)}.</>;
    case 'closed':
      return blocker.closedAt === undefined ? (
        <>The stage is closed, and no opening time is set.</>
      ) : (
        <>The stage closed on {utc(blocker.closedAt)}.</>
      );
    case 'sold-out':
      return <>Every token of the stage is sold.</>;
    case 'cancelled':
      return (
        <>The stage was cancelled: it sells no more, and every buyer in it may claim a refund.</>
      );
    case 'minimum-missed':
      return (
        <>
          The stage missed its minimum raise: it sells no more, and every buyer in it may claim a
          refund.
        </>
      );
    case 'cap-reached':
      return blocker.cap === 0n ? (
        <>The stage’s cap per wallet is 0 ECO: nobody may buy in it now.</>
      ) : (
        <>This address has bought its cap of {formatEco(blocker.cap)} ECO in the stage.</>
      );
  }
}

/** The one way the site knows of: the team sets the list (shared/spec names no application). */
function HowToQualify() {
  return (
    <div className="mt-4 rounded-2xl bg-sky-50 p-4 text-sm text-sky-950">
      <p className="font-semibold">How to qualify</p>
      <p className="mt-1">
        The partners stage is for the addresses on the partners list, which the team sets on the
        contract, each with its own allocation. There is no way to join it on this site; to ask
        about it,{' '}
        <Link to={paths.contact} className="font-semibold underline">
          contact the team
        </Link>
        .
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
      stage.capSource === 'allocation' ? 'Cap (its partner allocation)' : 'Cap per wallet',
      `${formatEco(stage.cap)} ECO`,
    ],
    ['Already bought', `${formatEco(stage.bought)} ECO`],
    ['Price per ECO', ethText(price)],
    ['Price per ECO in USDC', usdcPrice === 0n ? 'ETH only' : usdcText(usdcPrice)],
    ['Minimum raise', minimumRaiseText(minimum)],
  ];
}

function StageCard({ stage }: { stage: StageEligibility }) {
  const label = labels.get(stage.key) ?? stage.key;
  const verdict = verdicts[stage.verdict];
  const headingId = `eligibility-${stage.key}`;
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
          {verdict.text}
        </span>
      </div>
      {stage.verdict === 'may-buy' ? (
        <p className="mt-3 text-brand-950">
          It may buy up to {formatEco(stage.mayBuyUpTo)} ECO in this stage now.
        </p>
      ) : (
        <ul className="mt-3 list-disc space-y-1 pl-5 text-brand-950">
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
            <dd className="text-right font-semibold text-brand-900 tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-2 text-xs text-slate-600">
        Purchases paid in ETH and in USDC count alike against the cap; what was withdrawn or
        refunded no longer counts.
      </p>
      {stageStandingText(stage.terms) ? (
        <p className="mt-3 text-sm font-semibold text-brand-950">
          {stageStandingText(stage.terms)}.
        </p>
      ) : null}
      {stage.blockers.some((blocker) => blocker.kind === 'not-partner') ? <HowToQualify /> : null}
    </article>
  );
}

/** What a check found, stage by stage, with where and when the chain was read. */
export function EligibilityResult({ report }: { report: EligibilityReport }) {
  return (
    <section aria-labelledby="eligibility-result-heading" className="mt-10">
      <h2 id="eligibility-result-heading" className="text-xl font-semibold text-brand-950">
        Stage by stage for{' '}
        <span className="font-mono text-base break-all">{report.ensName ?? report.address}</span>
      </h2>
      {report.ensName ? (
        <p className="mt-2 text-slate-700">
          {report.ensName} resolves to <span className="font-mono break-all">{report.address}</span>
          .
        </p>
      ) : null}
      <p className="mt-2 text-sm text-slate-600">
        Read from the ECO contract on {report.chainName} at block {report.blockNumber.toString()} (
        {utc(report.blockTime)}). What it may buy changes as the stages open, close and sell.
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
  const who = report.ensName ?? `${report.address.slice(0, 6)}…${report.address.slice(-4)}`;
  return open === 0
    ? `Checked ${who}: it may not buy in any stage now.`
    : `Checked ${who}: it may buy now in ${open} of ${report.stages.length} stages.`;
}
