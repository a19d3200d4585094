/**
 * A stand-in indexer's paging, as the real one pages its lists (apps/indexer, "Paging"): `?limit=`
 * rows (`fallback` without one) from `?cursor=`, and the cursor after them while rows remain.
 * Cursors are opaque to the site, so an offset will do.
 */
export function standInPage<Row>(rows: Row[], url: URL, fallback = 100) {
  const limit = Number(url.searchParams.get('limit') ?? fallback);
  const cursor = url.searchParams.get('cursor');
  const start = cursor === null ? 0 : Number(cursor.replace(/^after-/, ''));
  const end = start + limit;
  return { rows: rows.slice(start, end), nextCursor: end < rows.length ? `after-${end}` : null };
}
