import { t } from '@lingui/core/macro';
import { Button } from '@/components/ui/button';
import { formatNumber } from '@/lib/format';

/** What a paged history list holds. */
export type ShowMoreKind = 'purchases' | 'rewards' | 'donations';

/**
 * The list's words, each a whole sentence per kind (a translation may word each differently):
 * how many rows it shows (of how many, when counted), and the button while idle and loading.
 */
function showMoreWords(kind: ShowMoreKind, shownCount: number, totalCount: number | undefined) {
  const shown = formatNumber(shownCount, { decimals: 0 });
  const total = totalCount === undefined ? '' : formatNumber(totalCount, { decimals: 0 });
  const counted = totalCount !== undefined;
  switch (kind) {
    case 'purchases':
      return {
        status: counted
          ? t`Showing ${shown} of ${total} purchases.`
          : t`Showing the latest ${shown} purchases.`,
        more: t`Show more purchases`,
        loading: t`Reading more purchases…`,
      };
    case 'rewards':
      return {
        status: counted
          ? t`Showing ${shown} of ${total} rewards.`
          : t`Showing the latest ${shown} rewards.`,
        more: t`Show more rewards`,
        loading: t`Reading more rewards…`,
      };
    case 'donations':
      return {
        status: counted
          ? t`Showing ${shown} of ${total} donations.`
          : t`Showing the latest ${shown} donations.`,
        more: t`Show more donations`,
        loading: t`Reading more donations…`,
      };
  }
}

/**
 * Below a paged history list: how many rows it shows (of how many, when the indexer counts
 * them), and a button that reads the next page while there is one. The button stays focusable
 * while it loads (aria-disabled, not disabled), so a keyboard user's focus is not lost.
 */
export function ShowMore({
  shown,
  total,
  kind,
  pages,
}: {
  shown: number;
  /** Every row of the list, when the answer counts them. */
  total?: number;
  /** What the list holds: its words. */
  kind: ShowMoreKind;
  /** The list's paged query (TanStack Query's infinite query fields). */
  pages: { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => unknown };
}) {
  const { hasNextPage: hasMore, isFetchingNextPage: loading, fetchNextPage: onMore } = pages;
  if (!hasMore && (total === undefined || total <= shown)) return null;
  const words = showMoreWords(kind, shown, total);
  return (
    <div className="mt-4 flex flex-wrap items-center gap-3">
      <p className="text-sm text-slate-600" aria-live="polite">
        {words.status}
      </p>
      {hasMore ? (
        <Button
          variant="outline"
          aria-disabled={loading}
          onClick={() => {
            if (!loading) void onMore();
          }}
        >
          {loading ? words.loading : words.more}
        </Button>
      ) : null}
    </div>
  );
}
