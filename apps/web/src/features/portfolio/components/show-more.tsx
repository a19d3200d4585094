import { Button } from '@/components/ui/button';
import { formatNumber } from '@/lib/format';

/**
 * Below a paged history list: how many rows it shows (of how many, when the indexer counts
 * them), and a button that reads the next page while there is one. The button stays focusable
 * while it loads (aria-disabled, not disabled), so a keyboard user's focus is not lost.
 */
export function ShowMore({
  shown,
  total,
  noun,
  pages,
}: {
  shown: number;
  /** Every row of the list, when the answer counts them. */
  total?: number;
  /** Plural, lower case: "purchases". */
  noun: string;
  /** The list's paged query (TanStack Query's infinite query fields). */
  pages: { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => unknown };
}) {
  const { hasNextPage: hasMore, isFetchingNextPage: loading, fetchNextPage: onMore } = pages;
  if (!hasMore && (total === undefined || total <= shown)) return null;
  return (
    <div className="mt-4 flex flex-wrap items-center gap-3">
      <p className="text-sm text-slate-600" aria-live="polite">
        {total === undefined
          ? `Showing the latest ${formatNumber(shown, { decimals: 0 })} ${noun}.`
          : `Showing ${formatNumber(shown, { decimals: 0 })} of ${formatNumber(total, { decimals: 0 })} ${noun}.`}
      </p>
      {hasMore ? (
        <Button
          variant="outline"
          aria-disabled={loading}
          onClick={() => {
            if (!loading) void onMore();
          }}
        >
          {loading ? `Reading more ${noun}…` : `Show more ${noun}`}
        </Button>
      ) : null}
    </div>
  );
}
