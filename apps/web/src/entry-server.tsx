import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { AppRoutes, preloadPage } from './app/router';
import { catalogues as shellCatalogues } from './app/root-layout';
import { activateLocale, loadCatalogue, localeOfPath } from './lib/i18n';

export {
  pageRoutes,
  redirectPaths,
  dynamicRoutePrefixes,
  NOT_FOUND_MARKER,
} from './config/site-routes';
export { env } from './config/env';
export { builtLocales, localeAlternates, localePath } from './lib/i18n';
export { site } from './content/site';

/** Renders one page to HTML at build time (scripts/prerender.ts), as the browser would show it. */
export async function renderPage(url: string): Promise<string> {
  // The address's language (/de/...), its layout's and page's messages, then the page's code,
  // loaded first so the page renders in place rather than as a suspended boundary.
  const { locale, path, basename } = localeOfPath(new URL(url, 'http://localhost').pathname);
  activateLocale(locale);
  await loadCatalogue(shellCatalogues);
  await preloadPage(path);
  const { prelude } = await prerender(
    <StaticRouter location={url} basename={basename}>
      <AppRoutes />
    </StaticRouter>,
    // React outlines large boundaries (content sent apart and swapped in by a script) so that a
    // stream can start early; a prerendered file has nothing to stream, so each page's content
    // stays in place, readable without JavaScript.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  return new Response(prelude).text();
}
