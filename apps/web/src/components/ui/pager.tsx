import { t } from '@lingui/core/macro';
import { formatNumber } from '@/lib/format';
import { Button } from './button';

type PagerProps = {
  /** Accessible name of the navigation, e.g. "Inbox pages". */
  label: string;
  /** The page shown, from 1. */
  page: number;
  pages: number;
  onPage: (page: number) => void;
  previousLabel?: string;
  nextLabel?: string;
};

/** Previous/next buttons around "Page n of m"; nothing when everything fits on one page. */
export function Pager({
  label,
  page,
  pages,
  onPage,
  previousLabel = t`Previous page`,
  nextLabel = t`Next page`,
}: PagerProps) {
  if (pages <= 1) return null;
  const current = formatNumber(page, { decimals: 0 });
  const total = formatNumber(pages, { decimals: 0 });
  return (
    <nav aria-label={label} className="flex flex-wrap items-center gap-3">
      <Button size="sm" variant="outline" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {previousLabel}
      </Button>
      <span className="text-sm text-slate-700">{t`Page ${current} of ${total}`}</span>
      <Button size="sm" variant="outline" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {nextLabel}
      </Button>
    </nav>
  );
}
