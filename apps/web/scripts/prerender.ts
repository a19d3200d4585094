// Prerenders every page of the site into the client build (dist/), after `vite build`:
// dist/<path>/index.html for each route, 404.html for unknown addresses, the bare shell for
// redirects, sitemap.xml and robots.txt. Each page carries its own <title>, description,
// canonical and link-preview tags, the organisation's JSON-LD, and a loader that fetches its
// route's code after the first paint, and hydrates in the browser (src/main.tsx).
// Every language's pages are rendered by a worker of their own (scripts/prerender-pages.ts): a
// module's top-level values (a figure formatted as the module loads) are then those of the
// page's language, as in the browser, where one page load is one language.
// Run: tsx scripts/prerender.ts [outDir]
import { copyFileSync, existsSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { build } from 'vite';
import type * as ServerEntry from '../src/entry-server';
import { inlineScriptCspSources, robotsTxt, sitemapXml } from './lib/prerender-html';
import type { PrerenderJob } from './prerender-pages';

const webRoot = fileURLToPath(new URL('..', import.meta.url));
const outDir = path.resolve(webRoot, process.argv[2] ?? 'dist');
// One folder per run: builds into other folders (benchmarks, tests) may prerender at the same time.
const ssrDir = path.join(webRoot, `node_modules/.cache/eco-prerender-${process.pid}`);

const started = performance.now();
await build({
  root: webRoot,
  configFile: path.join(webRoot, 'vite.config.ts'),
  logLevel: 'warn',
  build: {
    ssr: 'src/entry-server.tsx',
    outDir: ssrDir,
    emptyOutDir: true,
    copyPublicDir: false,
    sourcemap: false,
    manifest: false,
  },
});
const entry = (await import(
  pathToFileURL(path.join(ssrDir, 'entry-server.js')).href
)) as typeof ServerEntry;
const { pageRoutes, redirectPaths, dynamicRoutePrefixes, env, builtLocales, localeAlternates } =
  entry;
const siteUrl = env.VITE_SITE_URL.replace(/\/+$/, '');

// index.html is replaced by the home page: its empty shell is kept beside the manifest, so
// running this step again on the same build starts from the shell.
const shellFile = path.join(outDir, '.vite/index-shell.html');
if (!existsSync(shellFile)) copyFileSync(path.join(outDir, 'index.html'), shellFile);

/** Renders one language's pages in a worker (scripts/prerender-pages.ts). */
function renderLanguage(code: string): Promise<void> {
  const job: PrerenderJob = { ssrDir, outDir, shellFile, locale: code };
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./prerender-pages.ts', import.meta.url), {
      workerData: job,
    });
    worker.once('error', reject);
    worker.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`prerendering ${job.locale} exited with ${code}`)),
    );
  });
}
// Two at a time: the machines this runs on have two cores or more.
const queue = builtLocales.map(({ code }) => code);
await Promise.all(
  [0, 1].map(async () => {
    for (let code = queue.shift(); code; code = queue.shift()) await renderLanguage(code);
  }),
);

writeFileSync(path.join(outDir, 'sitemap.xml'), sitemapXml(siteUrl, pageRoutes, localeAlternates));
writeFileSync(path.join(outDir, 'robots.txt'), robotsTxt(siteUrl));
rmSync(ssrDir, { recursive: true, force: true });

console.info(
  `prerendered ${pageRoutes.length} pages in ${builtLocales.length} languages with their 404.html, ${redirectPaths.length} redirect shell(s), ${dynamicRoutePrefixes.length} dynamic-route shell(s), sitemap.xml and robots.txt into ${path.relative(webRoot, outDir)} in ${Math.round(performance.now() - started)} ms`,
);
// The Content-Security-Policy in dist/_headers (written by the client build) admits the pages'
// inline scripts (theme and loader) by these hashes; a host that sets its own policy needs them too.
console.info(
  `pages' inline scripts: script-src 'self' ${inlineScriptCspSources().join(' ')} (the site's headers: ${path.relative(webRoot, path.join(outDir, '_headers'))})`,
);
// React's and TanStack Query's timers would keep the process alive after rendering.
process.exit(0);
