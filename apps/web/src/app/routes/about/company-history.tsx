import type { MessageDescriptor } from '@lingui/core';
import { i18n } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { CheckCircle2, CircleDashed, Loader } from 'lucide-react';
import { PageHeader, Section } from '@/components/ui/page-header';
import { Reveal } from '@/components/ui/reveal';
import { SampleBadge } from '@/components/ui/sample-badge';
import { PageSampleNotice, SourcedList } from '@/components/content/sourced-list';
import { milestones, roadmap } from '@/content/history';
import { anySample, isSample } from '@/content/provenance';
import { formatMonth } from '@/lib/format';
import type { RoadmapPhase } from '@/content/schemas';

const statusStyle: Record<
  RoadmapPhase['status'],
  { label: MessageDescriptor; className: string; Icon: typeof CheckCircle2 }
> = {
  done: { label: msg`Done`, className: 'bg-brand-100 text-brand-900', Icon: CheckCircle2 },
  'in progress': {
    label: msg`In progress`,
    className: 'bg-amber-100 text-amber-900',
    Icon: Loader,
  },
  planned: { label: msg`Planned`, className: 'bg-slate-100 text-slate-800', Icon: CircleDashed },
};

function formatMilestoneDate(date: string): string {
  const [year, month] = date.split('-');
  if (!month) return year ?? date;
  return formatMonth(date);
}

export default function CompanyHistoryRoute() {
  return (
    <>
      <PageHeader
        eyebrow={t`About`}
        title={t`Company history`}
        description={t`How Green Planet ECO started, what we have done and what comes next.`}
        lead={t`What we have done so far, each step with its date, and the road ahead.`}
      />
      <PageSampleNotice show={anySample([...milestones, ...roadmap])} />
      <Section title={t`Timeline`}>
        <SourcedList items={milestones} empty={t`No milestones published yet.`}>
          {(shown) => (
            <ol className="relative ms-3 border-s-2 border-brand-200">
              {shown.map((milestone) => (
                <Reveal as="li" key={milestone.id} className="relative mb-10 ps-8 last:mb-0">
                  <span
                    aria-hidden="true"
                    className="absolute top-1.5 -start-[9px] size-4 rounded-full border-4 border-white bg-brand-600 ring-2 ring-brand-200"
                  />
                  <p className="flex flex-wrap items-center gap-2 text-sm font-semibold text-brand-700">
                    <time dateTime={milestone.date}>{formatMilestoneDate(milestone.date)}</time>
                    {isSample(milestone) ? <SampleBadge /> : null}
                  </p>
                  <h3 className="mt-1 text-lg font-semibold text-brand-950">{milestone.title}</h3>
                  <p className="mt-1 max-w-2xl text-slate-600">{milestone.description}</p>
                </Reveal>
              ))}
            </ol>
          )}
        </SourcedList>
      </Section>
      <Section title={t`Roadmap`} className="bg-slate-50">
        <SourcedList items={roadmap} empty={t`No roadmap published yet.`}>
          {(shown) => (
            <ol className="grid gap-6 md:grid-cols-2 lg:grid-cols-4">
              {shown.map((phase) => {
                const { label, className, Icon } = statusStyle[phase.status];
                return (
                  <Reveal
                    as="li"
                    key={phase.id}
                    className="flex flex-col rounded-3xl border border-slate-200 bg-white p-6 shadow-sm"
                  >
                    <div className="flex flex-wrap items-center justify-between gap-2">
                      <span
                        className={`inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-xs font-semibold ${className}`}
                      >
                        <Icon aria-hidden="true" className="size-3.5" />
                        {i18n._(label)}
                      </span>
                      {isSample(phase) ? <SampleBadge /> : null}
                    </div>
                    <h3 className="mt-4 text-lg font-semibold text-brand-950">{phase.phase}</h3>
                    <p className="text-sm text-slate-600">{phase.period}</p>
                    <ul className="mt-4 list-disc space-y-1.5 ps-5 text-sm text-slate-700">
                      {phase.items.map((item) => (
                        <li key={item}>{item}</li>
                      ))}
                    </ul>
                  </Reveal>
                );
              })}
            </ol>
          )}
        </SourcedList>
      </Section>
    </>
  );
}
