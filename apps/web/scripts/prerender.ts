// Prerenders every page of the site into the client build (dist/), after `vite build`:
// dist/<path>/index.html for each route, 404.html for unknown addresses, the bare shell for
// redirects, sitemap.xml and robots.txt. Each page carries its own <title>, description,
// canonical and link-preview tags, the organisation's JSON-LD, and a loader that fetches its
// route's code after the first paint, and hydrates in the browser (src/main.tsx).
// Run: tsx scripts/prerender.ts [outDir]
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build, type Manifest } from 'vite';
import type * as ServerEntry from '../src/entry-server';
import {
  inlineScriptCspSources,
  extractHead,
  injectPage,
  pageJsonLd,
  robotsTxt,
  sitemapXml,
} from './lib/prerender-html';

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
const { pageRoutes, redirectPaths, dynamicRoutePrefixes, NOT_FOUND_MARKER, env, site } = entry;

// index.html is replaced by the home page below: its empty shell is kept beside the manifest,
// so running this step again on the same build starts from the shell.
const shellFile = path.join(outDir, '.vite/index-shell.html');
if (!existsSync(shellFile)) copyFileSync(path.join(outDir, 'index.html'), shellFile);
const template = readFileSync(shellFile, 'utf8');
const manifest = JSON.parse(
  readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8'),
) as Manifest;
const siteUrl = env.VITE_SITE_URL.replace(/\/+$/, '');
// The Latin Inter file every page uses, fetched with the CSS instead of after it: the text
// reaches its final font sooner, so the swap moves less of the first screen.
const font = readdirSync(path.join(outDir, 'assets')).find((file) =>
  /^inter-latin-wght-normal-.*\.woff2$/.test(file),
);
if (!font) throw new Error('The Latin Inter font is missing from the build.');
const fontPreload = `<link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/${font}">`;
const jsonLd = pageJsonLd(site, siteUrl) + fontPreload;

/** The route module's chunk and every chunk it imports statically, for the page's loader. */
function routeChunks(module: string): string[] {
  const key = `src/app/routes/${module}.tsx`;
  if (!manifest[key]) throw new Error(`${key} is not in the build manifest: is it a route?`);
  const files = new Set<string>();
  const visit = (k: string) => {
    const chunk = manifest[k];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(key);
  return [...files].map((file) => `/${file}`);
}

async function renderTo(url: string, marker: string, file: string, preload: string[]) {
  const rendered = await entry.renderPage(url);
  const { head, body } = extractHead(rendered);
  if (!/<h1[\s>]/.test(body)) throw new Error(`The prerendered page ${url} has no <h1>.`);
  if (!/<title>/.test(head)) throw new Error(`The prerendered page ${url} has no <title>.`);
  const html = injectPage(template, { head: head + jsonLd, body, marker, preload });
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, html);
}

for (const route of pageRoutes) {
  const file = path.join(outDir, route.path, 'index.html');
  await renderTo(route.path, route.path, file, routeChunks(route.module));
}
await renderTo(
  '/this-page-does-not-exist',
  NOT_FOUND_MARKER,
  path.join(outDir, '404.html'),
  routeChunks('not-found'),
);
// Redirect addresses get the app shell, which sends the visitor on; crawlers are told where.
// Routes with a parameter (a receipt's transaction) get it too: the app renders them.
for (const redirect of [...redirectPaths, ...dynamicRoutePrefixes]) {
  const html = injectPage(template, {
    head: `<meta name="robots" content="noindex"/><title>${site.name}</title>`,
    body: '',
    marker: '',
    preload: [],
  });
  mkdirSync(path.join(outDir, redirect), { recursive: true });
  writeFileSync(path.join(outDir, redirect, 'index.html'), html);
}
writeFileSync(path.join(outDir, 'sitemap.xml'), sitemapXml(siteUrl, pageRoutes));
writeFileSync(path.join(outDir, 'robots.txt'), robotsTxt(siteUrl));
rmSync(ssrDir, { recursive: true, force: true });

console.info(
  `prerendered ${pageRoutes.length} pages, 404.html, ${redirectPaths.length} redirect shell(s), ${dynamicRoutePrefixes.length} dynamic-route shell(s), sitemap.xml and robots.txt into ${path.relative(webRoot, outDir)} in ${Math.round(performance.now() - started)} ms`,
);
// The Content-Security-Policy in dist/_headers (written by the client build) admits the pages'
// inline scripts (theme and loader) by these hashes; a host that sets its own policy needs them too.
console.info(
  `pages' inline scripts: script-src 'self' ${inlineScriptCspSources().join(' ')} (the site's headers: ${path.relative(webRoot, path.join(outDir, '_headers'))})`,
);
// React's and TanStack Query's timers would keep the process alive after rendering.
process.exit(0);
