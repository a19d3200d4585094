// The site's /indexer route (the dev and preview proxies of vite.config.ts; a production reverse
// proxy follows the same rule, apps/web/README.md "Hosting the site"): it forwards the indexer's
// read API and nothing else. Ponder also answers /health, /ready, /status and /metrics (its
// version, database, per-route latencies, RPC timings), which are for the operators' own network,
// not for anyone who can reach the site.

/**
 * The read API's paths: `/chains/<id>` and below (apps/indexer/src/api/index.ts, which
 * `readIndexer` in src/lib/indexer.ts reads), without empty segments.
 */
const READ_API = /^\/indexer(\/chains(?:\/[^/]+)+)$/;

/**
 * The path to ask the indexer for a request to the site's `url`, or null when the site must
 * answer 404: another method than GET or HEAD, or a path outside the read API. The decision is on
 * the path as a URL resolves it (dot segments, `%2e`, backslashes), the way the indexer's HTTP
 * server reads it, and the resolved path is what is forwarded: `/indexer/chains/../metrics` is
 * `/indexer/metrics`, refused, however it is written.
 */
export function indexerReadPath(method: string | undefined, url: string): string | null {
  if (method !== 'GET' && method !== 'HEAD') return null;
  // Origin-form only: `//host/…` would resolve against another host.
  if (!url.startsWith('/') || url.startsWith('//')) return null;
  let resolved: URL;
  try {
    resolved = new URL(url, 'http://site.invalid');
  } catch {
    return null;
  }
  const match = READ_API.exec(resolved.pathname);
  return match ? `${match[1]}${resolved.search}` : null;
}
