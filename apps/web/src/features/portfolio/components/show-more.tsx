import { plural, t } from '@lingui/core/macro';
import { Button } from '@/components/ui/button';
import { formatNumber } from '@/lib/format';

/** What a paged history list holds. */
export type ShowMoreKind = 'purchases' | 'rewards' | 'donations';

/**
 * The list's words, each a whole sentence per kind (a translation may word each differently):
 * how many rows it shows (of how many, when counted), in the plural forms the language has for
 * that number, and the button while idle and loading.
 */
function showMoreWords(kind: ShowMoreKind, shownCount: number, totalCount: number | undefined) {
  // `#` is the plural's own number, in the page's language's digits (Lingui formats it).
  const shown = formatNumber(shownCount, { decimals: 0 });
  const counted = totalCount !== undefined;
  const total = totalCount ?? 0;
  switch (kind) {
    case 'purchases':
      return {
        status: counted
          ? plural(total, {
              one: `Showing ${shown} of # purchase.`,
              other: `Showing ${shown} of # purchases.`,
            })
          : plural(shownCount, {
              one: 'Showing the latest purchase.',
              other: 'Showing the latest # purchases.',
            }),
        more: t`Show more purchases`,
        loading: t`Reading more purchases…`,
      };
    case 'rewards':
      return {
        status: counted
          ? plural(total, {
              one: `Showing ${shown} of # reward.`,
              other: `Showing ${shown} of # rewards.`,
            })
          : plural(shownCount, {
              one: 'Showing the latest reward.',
              other: 'Showing the latest # rewards.',
            }),
        more: t`Show more rewards`,
        loading: t`Reading more rewards…`,
      };
    case 'donations':
      return {
        status: counted
          ? plural(total, {
              one: `Showing ${shown} of # donation.`,
              other: `Showing ${shown} of # donations.`,
            })
          : plural(shownCount, {
              one: 'Showing the latest donation.',
              other: 'Showing the latest # donations.',
            }),
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
