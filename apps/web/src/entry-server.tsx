import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { AppRoutes } from './app/router';

export { pageRoutes, redirectPaths, NOT_FOUND_MARKER } from './config/site-routes';
export { env } from './config/env';
export { site } from './content/site';

/** Renders one page to HTML at build time (scripts/prerender.ts), as the browser would show it. */
export async function renderPage(url: string): Promise<string> {
  const { prelude } = await prerender(
    <StaticRouter location={url}>
      <AppRoutes />
    </StaticRouter>,
  );
  return new Response(prelude).text();
}
