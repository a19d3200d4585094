import { ExternalLink } from 'lucide-react';
import { Head } from '@/components/ui/head';
import { PageHeader, Section } from '@/components/ui/page-header';
import { Reveal } from '@/components/ui/reveal';
import { newsItems } from '@/content/news';
import { formatDate } from '@/lib/format';

export default function NewsRoute() {
  const items = [...newsItems].sort((a, b) => b.date.localeCompare(a.date));
  return (
    <>
      <Head title="News" description="News and press coverage about Green Planet ECO." />
      <PageHeader
        eyebrow="News"
        title="News and press"
        lead="Announcements from the team and coverage of ECO's work, newest first."
      />
      <Section>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {items.map((item, index) => (
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
                  <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">
                    {item.outlet}
                  </p>
                  <h2 className="mt-2 text-lg font-semibold text-brand-950">
                    <a
                      href={item.url}
                      target="_blank"
                      rel="noopener noreferrer"
                      className="after:absolute after:inset-0 hover:underline"
                    >
                      {item.title}
                      <span className="sr-only"> (opens in a new tab)</span>
                    </a>
                  </h2>
                  <p className="mt-auto flex items-center justify-between pt-4 text-sm text-slate-600">
                    <time dateTime={item.date}>{formatDate(item.date, 'UTC')}</time>
                    <ExternalLink aria-hidden="true" className="size-4 text-brand-700" />
                  </p>
                </div>
              </article>
            </Reveal>
          ))}
        </ul>
      </Section>
    </>
  );
}
