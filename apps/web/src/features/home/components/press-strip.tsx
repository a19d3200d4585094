import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { newsItems } from '@/content/news';
import { formatDate } from '@/lib/format';

/** The latest news items as a compact strip linking to the news page. */
export function PressStrip() {
  const latest = [...newsItems].sort((a, b) => b.date.localeCompare(a.date)).slice(0, 3);
  return (
    <section aria-labelledby="press-heading" className="mx-auto max-w-6xl px-4 pt-16 sm:px-6">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2
          id="press-heading"
          className="text-sm font-semibold tracking-wider text-slate-600 uppercase"
        >
          In the news
        </h2>
        <Link to={paths.news} className="text-sm font-semibold text-brand-700 hover:underline">
          All news
        </Link>
      </div>
      <ul className="mt-4 grid gap-4 md:grid-cols-3">
        {latest.map((item) => (
          <li key={item.id} className="rounded-2xl border border-slate-200 bg-slate-50 p-4">
            <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">
              {item.outlet}
            </p>
            <a
              href={item.url}
              target="_blank"
              rel="noopener noreferrer"
              className="mt-1 block font-medium text-slate-900 hover:underline"
            >
              {item.title}
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
            <p className="mt-1 text-xs text-slate-600">
              <time dateTime={item.date}>{formatDate(item.date, 'UTC')}</time>
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
