import { CheckCircle2, CircleDashed, Loader } from 'lucide-react';
import { PageHeader, Section } from '@/components/ui/page-header';
import { Reveal } from '@/components/ui/reveal';
import { SampleBadge } from '@/components/ui/sample-badge';
import { PageSampleNotice, SourcedList } from '@/components/content/sourced-list';
import { milestones, roadmap } from '@/content/history';
import { anySample, isSample } from '@/content/provenance';
import type { RoadmapPhase } from '@/content/schemas';

const statusStyle: Record<
  RoadmapPhase['status'],
  { label: string; className: string; Icon: typeof CheckCircle2 }
> = {
  done: { label: 'Done', className: 'bg-brand-100 text-brand-900', Icon: CheckCircle2 },
  'in progress': { label: 'In progress', className: 'bg-amber-100 text-amber-900', Icon: Loader },
  planned: { label: 'Planned', className: 'bg-slate-100 text-slate-800', Icon: CircleDashed },
};

function formatMilestoneDate(date: string): string {
  const [year, month] = date.split('-');
  if (!month) return year ?? date;
  return new Intl.DateTimeFormat('en-US', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${date}-01T00:00:00Z`));
}

export default function CompanyHistoryRoute() {
  return (
    <>
      <PageHeader
        eyebrow="About"
        title="Company history"
        description="How Green Planet ECO started, what we have done and what comes next."
        lead="What we have done so far, each step with its date, and the road ahead."
      />
      <PageSampleNotice show={anySample([...milestones, ...roadmap])} />
      <Section title="Timeline">
        <SourcedList items={milestones} empty="No milestones published yet.">
          {(shown) => (
            <ol className="relative ml-3 border-l-2 border-brand-200">
              {shown.map((milestone) => (
                <Reveal as="li" key={milestone.id} className="relative mb-10 pl-8 last:mb-0">
                  <span
                    aria-hidden="true"
                    className="absolute top-1.5 -left-[9px] size-4 rounded-full border-4 border-white bg-brand-600 ring-2 ring-brand-200"
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
      <Section title="Roadmap" className="bg-slate-50">
        <SourcedList items={roadmap} empty="No roadmap published yet.">
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
                        {label}
                      </span>
                      {isSample(phase) ? <SampleBadge /> : null}
                    </div>
                    <h3 className="mt-4 text-lg font-semibold text-brand-950">{phase.phase}</h3>
                    <p className="text-sm text-slate-600">{phase.period}</p>
                    <ul className="mt-4 list-disc space-y-1.5 pl-5 text-sm text-slate-700">
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
