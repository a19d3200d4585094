import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { AppRoutes, preloadPage } from './app/router';

export {
  pageRoutes,
  redirectPaths,
  dynamicRoutePrefixes,
  NOT_FOUND_MARKER,
} from './config/site-routes';
export { env } from './config/env';
export { site } from './content/site';

/** Renders one page to HTML at build time (scripts/prerender.ts), as the browser would show it. */
export async function renderPage(url: string): Promise<string> {
  // Loaded first, so the page renders in place rather than as a suspended boundary.
  await preloadPage(new URL(url, 'http://localhost').pathname);
  const { prelude } = await prerender(
    <StaticRouter location={url}>
      <AppRoutes />
    </StaticRouter>,
    // React outlines large boundaries (content sent apart and swapped in by a script) so that a
    // stream can start early; a prerendered file has nothing to stream, so each page's content
    // stays in place, readable without JavaScript.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  return new Response(prelude).text();
}
