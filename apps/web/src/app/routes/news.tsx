import { t } from '@lingui/core/macro';
import { ExternalLink as ExternalIcon } from 'lucide-react';
import { ExternalLink } from '@/components/ui/button';
import { PageHeader, Section } from '@/components/ui/page-header';
import { Reveal } from '@/components/ui/reveal';
import { SampleBadge } from '@/components/ui/sample-badge';
import { PageSampleNotice, SourcedList } from '@/components/content/sourced-list';
import { newsItems } from '@/content/news';
import { pressItems } from '@/content/press';
import { anySample, isSample } from '@/content/provenance';
import { formatDate } from '@/lib/format';

const newestFirst = <T extends { date: string }>(items: readonly T[]): T[] =>
  [...items].sort((a, b) => b.date.localeCompare(a.date));

export default function NewsRoute() {
  const updates = newestFirst(newsItems);
  const press = newestFirst(pressItems);
  return (
    <>
      <PageHeader
        eyebrow={t`News`}
        title={t`News and press`}
        headTitle={t`News`}
        description={t`Updates from the Green Planet ECO team, and press coverage of ECO by others.`}
        lead={t`Updates from the team, and articles about ECO by others, newest first.`}
      />
      <PageSampleNotice show={anySample([...updates, ...press])} />
      <Section id="updates" title={t`From the team`}>
        <SourcedList items={updates} empty={t`No news from the team yet.`}>
          {(shown) => (
            <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {shown.map((item, index) => (
                <Reveal as="li" key={item.id}>
                  <article className="group relative flex h-full flex-col overflow-hidden rounded-3xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-lg">
                    <img
                      src={item.imgSrc}
                      alt={item.imgAlt}
                      width={640}
                      height={360}
                      // The first card is on the first screen (often the largest paint): not lazy.
                      loading={index === 0 ? 'eager' : 'lazy'}
                      fetchPriority={index === 0 ? 'high' : 'auto'}
                      decoding="async"
                      className={`aspect-video w-full ${item.imgClassName}`}
                    />
                    <div className="flex flex-1 flex-col border-t border-slate-100 p-6">
                      <div className="flex flex-wrap items-center justify-between gap-2">
                        <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">
                          {item.channel}
                        </p>
                        {/* Above the card's stretched link, so it is not part of the link. */}
                        {isSample(item) ? <SampleBadge className="relative z-10" /> : null}
                      </div>
                      <h3 className="mt-2 text-lg font-semibold text-brand-950">
                        <ExternalLink
                          href={item.url}
                          className="after:absolute after:inset-0 hover:underline"
                        >
                          {item.title}
                        </ExternalLink>
                      </h3>
                      <p className="mt-auto flex items-center justify-between pt-4 text-sm text-slate-600">
                        <time dateTime={item.date}>{formatDate(item.date, 'UTC')}</time>
                        <ExternalIcon aria-hidden="true" className="size-4 text-brand-700" />
                      </p>
                    </div>
                  </article>
                </Reveal>
              ))}
            </ul>
          )}
        </SourcedList>
      </Section>
      <Section
        id="press"
        title={t`Press coverage`}
        lead={t`Articles about ECO written by others, with the outlet and the date they were published.`}
        className="bg-slate-50"
      >
        <SourcedList items={press} empty={t`No press coverage yet.`}>
          {(shown) => (
            <ul className="grid gap-4 md:grid-cols-2">
              {shown.map((item) => (
                <li key={item.id}>
                  <article className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
                    <div className="flex flex-wrap items-center justify-between gap-2">
                      <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">
                        {item.outlet}
                      </p>
                      {isSample(item) ? <SampleBadge /> : null}
                    </div>
                    <h3 className="mt-2 font-semibold text-brand-950">
                      <ExternalLink href={item.url} className="hover:underline">
                        {item.title}
                      </ExternalLink>
                    </h3>
                    <p className="mt-auto pt-3 text-sm text-slate-600">
                      <time dateTime={item.date}>{formatDate(item.date, 'UTC')}</time>
                    </p>
                  </article>
                </li>
              ))}
            </ul>
          )}
        </SourcedList>
      </Section>
    </>
  );
}
