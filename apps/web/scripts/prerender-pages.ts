// One language's pages, rendered in a worker thread of scripts/prerender.ts (which built the
// server entry and waits for this): every route's page, the language's not-found page and its
// redirect shells, written into the client build.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { workerData } from 'node:worker_threads';
import type { Manifest } from 'vite';
import type * as ServerEntry from '../src/entry-server';
import { extractHead, injectPage, pageJsonLd } from './lib/prerender-html';

/** What the main thread asks of a worker. */
export interface PrerenderJob {
  /** The server entry's build (entry-server.js). */
  ssrDir: string;
  /** The client build the pages go into. */
  outDir: string;
  /** The empty index.html the pages are written into. */
  shellFile: string;
  /** The language's code (config/locales.ts). */
  locale: string;
}

const job = workerData as PrerenderJob;
const { outDir } = job;
const entry = (await import(
  pathToFileURL(path.join(job.ssrDir, 'entry-server.js')).href
)) as typeof ServerEntry;
const { pageRoutes, redirectPaths, dynamicRoutePrefixes, NOT_FOUND_MARKER, env, site } = entry;
const locale = entry.builtLocales.find(({ code }) => code === job.locale);
if (!locale) throw new Error(`${job.locale} is not a language of this build.`);

const template = readFileSync(job.shellFile, 'utf8');
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

/** The chunk of `key` (a source file) and every chunk it imports statically. */
function chunksOf(key: string): string[] {
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

/**
 * The route module's chunks, and the layout's and the page's messages in the page's language,
 * for the page's loader.
 */
function pageChunks(module: string): string[] {
  const key = `src/app/routes/${module}.tsx`;
  if (!manifest[key]) throw new Error(`${key} is not in the build manifest: is it a route?`);
  const catalogues = [`src/app/root-layout`, `src/app/routes/${module}`].flatMap((source) =>
    chunksOf(`src/locales/${locale!.code}/${source}.po`),
  );
  return [...chunksOf(key), ...catalogues];
}

async function renderTo(url: string, marker: string, file: string, preload: string[]) {
  const rendered = await entry.renderPage(url);
  const { head, body } = extractHead(rendered);
  // The site's description is a message (src/content/site.ts), read once the page's language and
  // its messages are loaded, i.e. after rendering.
  const jsonLd = pageJsonLd(site, siteUrl) + fontPreload;
  if (!/<h1[\s>]/.test(body)) throw new Error(`The prerendered page ${url} has no <h1>.`);
  if (!/<title>/.test(head)) throw new Error(`The prerendered page ${url} has no <title>.`);
  const html = injectPage(template, {
    head: head + jsonLd,
    body,
    marker,
    preload,
    locale: locale!,
  });
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, html);
}

// English at its address, the other languages under their prefix (/de/...).
for (const route of pageRoutes) {
  const url = entry.localePath(locale, route.path);
  await renderTo(url, url, path.join(outDir, url, 'index.html'), pageChunks(route.module));
}
// The language's own not-found page (/de/404.html), for hosts that can answer by prefix
// (deploy/nginx/eco.conf); 404.html, English's, for all others.
await renderTo(
  entry.localePath(locale, '/this-page-does-not-exist'),
  NOT_FOUND_MARKER,
  path.join(outDir, entry.localePath(locale, '/404.html')),
  pageChunks('not-found'),
);
// Redirect addresses get the app shell, which sends the visitor on; crawlers are told where.
// Routes with a parameter (a receipt's transaction) get it too: the app renders them.
for (const redirect of [...redirectPaths, ...dynamicRoutePrefixes]) {
  const url = entry.localePath(locale, redirect);
  const html = injectPage(template, {
    head: `<meta name="robots" content="noindex"/><title>${site.name}</title>`,
    body: '',
    marker: '',
    preload: [],
    locale,
  });
  mkdirSync(path.join(outDir, url), { recursive: true });
  writeFileSync(path.join(outDir, url, 'index.html'), html);
}
// React's and TanStack Query's timers would keep the worker alive after rendering.
process.exit(0);
