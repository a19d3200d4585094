import { Head } from '@/components/ui/head';
import { PageHeader, Section } from '@/components/ui/page-header';
import { ProgressBar } from '@/components/ui/progress-bar';
import { Reveal } from '@/components/ui/reveal';
import { SampleBadge } from '@/components/ui/sample-badge';
import { PageSampleNotice, SourcedList } from '@/components/content/sourced-list';
import { campaigns } from '@/content/campaigns';
import { anySample, isSample } from '@/content/provenance';
import { DonateButton } from '@/features/campaigns/components/donate-button';
import { formatDate, formatNumber } from '@/lib/format';

export default function CampaignsRoute() {
  return (
    <>
      <Head
        title="Campaigns"
        description="Donation campaigns funded by Green Planet ECO: goals, amounts raised and progress."
      />
      <PageHeader
        eyebrow="About"
        title="Campaigns"
        lead="Restoration and clean-energy projects run by partners on the ground. Each card shows the goal and the amount raised as the campaign team published it, with the date."
      />
      <PageSampleNotice show={anySample(campaigns)} />
      <Section>
        <SourcedList items={campaigns} empty="No campaigns published yet.">
          {(shown) => (
            <ul className="grid gap-8 md:grid-cols-2">
              {shown.map((campaign) => {
                const percent = Math.round((campaign.raisedEth / campaign.goalEth) * 100);
                return (
                  <Reveal as="li" key={campaign.id}>
                    <article className="flex h-full flex-col overflow-hidden rounded-3xl border border-slate-200 bg-white shadow-sm">
                      <img
                        src={campaign.imgSrc}
                        alt={campaign.imgAlt}
                        width={640}
                        height={360}
                        loading="lazy"
                        decoding="async"
                        className="aspect-video w-full bg-brand-50 object-cover"
                      />
                      <div className="flex flex-1 flex-col p-6">
                        <div className="flex items-start justify-between gap-3">
                          <h2 className="text-xl font-semibold text-brand-950">{campaign.title}</h2>
                          {isSample(campaign) ? <SampleBadge className="mt-1 shrink-0" /> : null}
                        </div>
                        <p className="mt-2 flex-1 text-slate-600">{campaign.description}</p>
                        <div className="mt-6 space-y-2">
                          <div className="flex items-baseline justify-between text-sm">
                            <span className="font-semibold text-brand-900 tabular-nums">
                              {formatNumber(campaign.raisedEth)} ETH raised
                            </span>
                            <span className="text-slate-600 tabular-nums">
                              of {formatNumber(campaign.goalEth)} ETH ({percent}%)
                            </span>
                          </div>
                          <ProgressBar
                            value={campaign.raisedEth}
                            max={campaign.goalEth}
                            label={`${campaign.title}: ${percent}% of the goal raised`}
                          />
                          <p className="text-xs text-slate-600">
                            As published by the campaign team on{' '}
                            <time dateTime={campaign.raisedAsOf}>
                              {formatDate(campaign.raisedAsOf, 'UTC')}
                            </time>
                            .
                          </p>
                        </div>
                        <DonateButton campaign={campaign} />
                      </div>
                    </article>
                  </Reveal>
                );
              })}
            </ul>
          )}
        </SourcedList>
      </Section>
    </>
  );
}
