import { t } from '@lingui/core/macro';
import { Link } from 'react-router';
import { ExternalLink } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { pressItems } from '@/content/press';
import { verifiedOnly } from '@/content/provenance';
import { formatDate } from '@/lib/format';

/**
 * The latest press coverage (articles by others, never the team's own updates) as a compact strip
 * linking to the news page. Only verified coverage is shown, and without any the strip is not
 * rendered: a home page does not show samples or an empty "in the press" band.
 */
export function PressStrip() {
  const latest = verifiedOnly(pressItems)
    .sort((a, b) => b.date.localeCompare(a.date))
    .slice(0, 3);
  if (latest.length === 0) return null;
  return (
    <section aria-labelledby="press-heading" className="mx-auto max-w-6xl px-4 pt-16 sm:px-6">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2
          id="press-heading"
          className="text-sm font-semibold tracking-wider text-slate-600 uppercase"
        >
          {t`In the press`}
        </h2>
        <Link to={paths.news} className="text-sm font-semibold text-brand-700 hover:underline">
          {t`All news`}
        </Link>
      </div>
      <ul className="mt-4 grid gap-4 md:grid-cols-3">
        {latest.map((item) => (
          <li key={item.id} className="rounded-2xl border border-slate-200 bg-slate-50 p-4">
            <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">
              {item.outlet}
            </p>
            <ExternalLink
              href={item.url}
              className="mt-1 block font-medium text-slate-900 hover:underline"
            >
              {item.title}
            </ExternalLink>
            <p className="mt-1 text-xs text-slate-600">
              <time dateTime={item.date}>{formatDate(item.date, 'UTC')}</time>
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
