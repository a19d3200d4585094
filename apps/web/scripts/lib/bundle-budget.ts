// The first-load budget (docs/decisions/0004), measured the same way by the benchmark (bench/bundle.ts) and
// the browser test that guards it (e2e/routes.spec.ts): the JavaScript a page fetches
// before its content is live, gzip-compressed, against the bare React 19 + react-dom floor built
// in the same run. Content and form pages are held to it (form code loads on first use,
// docs/decisions/0026); the account page too.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { paths } from '../../src/config/paths';
import type { PageRoute } from '../../src/config/site-routes';

/**
 * The budget: at most this many times the floor, for every page in every language (1.6 until
 * decision 0039 added the MiCA notices, 1.62 until 0045 added the languages, 1.74 until 0046
 * translated the content modules, 1.78 until its re-read closed an open redirect).
 */
export const BUDGET_RATIO = 1.79;

const webRoot = fileURLToPath(new URL('../..', import.meta.url));

/**
 * Whether a page is held to the budget: every content and form page, and the account page, whose
 * code loads once the page is live and only for a browser that signed in (docs/decisions/0026).
 * The other account pages (the portfolio, the operators' pages) load their data code up front
 * and are measured for comparison only.
 */
export function heldToBudget(route: Pick<PageRoute, 'kind' | 'path'>): boolean {
  return route.kind === 'content' || route.kind === 'form' || route.path === paths.account;
}

/** gzip size (level 9) of a file or text. */
export function gzipBytes(content: Buffer | string): number {
  return gzipSync(content, { level: 9 }).length;
}

/**
 * Builds the bare React app of scripts/react-floor with the site's Vite version and React plugin
 * and returns its JavaScript's gzip size: the floor the budget is a multiple of.
 */
export async function buildReactFloor(): Promise<number> {
  const { build } = await import('vite');
  const { default: react } = await import('@vitejs/plugin-react');
  const outDir = mkdtempSync(path.join(tmpdir(), 'eco-react-floor-'));
  try {
    await build({
      root: path.join(webRoot, 'scripts/react-floor'),
      configFile: false,
      logLevel: 'warn',
      plugins: [react()],
      build: { outDir, emptyOutDir: true, target: 'es2022' },
    });
    const assets = path.join(outDir, 'assets');
    return readdirSync(assets)
      .filter((file) => file.endsWith('.js'))
      .reduce((sum, file) => sum + gzipBytes(readFileSync(path.join(assets, file))), 0);
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

/**
 * Opens `url` in `page` (use a fresh context: nothing cached, no wallet) and sorts the scripts
 * the page requested by the browser's own resource timing: before the page's content was live
 * (<html data-page-ready>, set when the page has hydrated, holding that moment's
 * performance.now()) and in the `settleMs` after it. Sizes are the gzip sizes of the files in
 * `distDir`.
 */
export async function measureFirstLoad(page: Page, url: string, distDir: string, settleMs = 3_000) {
  await page.goto(url);
  await page.waitForSelector('html[data-page-ready]', { state: 'attached', timeout: 30_000 });
  await page.waitForTimeout(settleMs);
  return readFirstLoad(page, distDir);
}

/** measureFirstLoad's figures for a `page` that has just become live from its first load. */
export async function readFirstLoad(page: Page, distDir: string) {
  const { readyAt, scripts } = await page.evaluate(() => ({
    readyAt: Number(document.documentElement.dataset.pageReady),
    scripts: performance
      .getEntriesByType('resource')
      .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
      .map((entry) => ({ path: new URL(entry.name).pathname, startTime: entry.startTime })),
  }));
  const size = (files: string[]) =>
    files.reduce(
      (sum, file) => sum + gzipBytes(readFileSync(path.join(distDir, decodeURIComponent(file)))),
      0,
    );
  const files = [...new Set(scripts.filter((s) => s.startTime <= readyAt).map((s) => s.path))];
  const laterFiles = [
    ...new Set(scripts.filter((s) => s.startTime > readyAt).map((s) => s.path)),
  ].filter((file) => !files.includes(file));
  return {
    /** Script files requested before the page was live, as site paths. */
    files: files.sort(),
    /** Their gzip size, read from the build folder. */
    gzipBytes: size(files),
    /** Scripts requested in the `settleMs` after that (islands the page loads once it is live). */
    laterFiles: laterFiles.sort(),
    laterGzipBytes: size(laterFiles),
  };
}

/**
 * The first load of the same page in every other language, from its English one (`files`, site
 * paths, as readFirstLoad lists them): the same code, with each English catalogue chunk the page
 * loaded replaced by the language's own (docs/decisions/0045). Read from the build's manifest, so
 * no page need be opened again per language; `e2e/languages.spec.ts` checks against a page opened
 * in Arabic that it is exactly what the browser loads.
 */
export function firstLoadInLanguages(
  files: string[],
  distDir: string,
  languages: readonly string[],
): { language: string; files: string[]; gzipBytes: number }[] {
  const manifest = JSON.parse(
    readFileSync(path.join(distDir, '.vite/manifest.json'), 'utf8'),
  ) as Record<string, { file: string }>;
  const sourceOf = new Map(Object.entries(manifest).map(([key, chunk]) => [`/${chunk.file}`, key]));
  return languages.map((language) => {
    const localized = files.map((file) => {
      const source = /^src\/locales\/en\/(.+)\.po$/.exec(sourceOf.get(file) ?? '')?.[1];
      if (!source) return file;
      const chunk = manifest[`src/locales/${language}/${source}.po`];
      if (!chunk) throw new Error(`${language} has no catalogue for ${source}.`);
      return `/${chunk.file}`;
    });
    const gzip = localized.reduce(
      (sum, file) => sum + gzipBytes(readFileSync(path.join(distDir, decodeURIComponent(file)))),
      0,
    );
    return { language, files: localized, gzipBytes: gzip };
  });
}
