// Bundle sizes of the production build: the JavaScript each page fetches before its content is
// live (gzip), against the bare React 19 + react-dom floor built in the same run; total JS, CSS
// and the largest chunks. See bench/README.md. Run: npx tsx bench/bundle.ts
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import {
  BUDGET_RATIO,
  buildReactFloor,
  firstLoadInLanguages,
  gzipBytes,
  heldToBudget,
  measureFirstLoad,
} from '@eco/web/bundle-budget';
import { chromiumArgs, chromiumExecutable, offMachineArgs } from '@eco/web/e2e/chromium';
import { locales, pageRoutes } from '@eco/web/routes';
import { defineBench } from './lib';
import type { BenchRow } from './lib';
import { benchOutDir, buildProductionSite, previewSite } from './support/build-site';
import { withCleanup } from './support/services';

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

function assetSizes(distDir: string, extension: string) {
  const assets = path.join(distDir, 'assets');
  return readdirSync(assets)
    .filter((file) => file.endsWith(extension))
    .map((file) => {
      const content = readFileSync(path.join(assets, file));
      return { file, bytes: content.length, gzip: gzipBytes(content) };
    })
    .sort((a, b) => b.gzip - a.gzip);
}

export default await defineBench(import.meta.url, 'bundle', async () => {
  const distDir = path.join(benchOutDir, 'web-production');
  await buildProductionSite(distDir);
  const floor = await buildReactFloor();
  const budget = Math.floor(floor * BUDGET_RATIO);

  const pages = await withCleanup(async (cleanup) => {
    // Port 0: Vite binds a port the system picks and prints it.
    const baseUrl = await previewSite(cleanup, distDir, 0);
    const browser = await chromium.launch({
      executablePath: chromiumExecutable,
      // Nothing leaves the machine (the production build names public RPC endpoints).
      args: [...chromiumArgs, ...offMachineArgs(baseUrl)],
    });
    cleanup.defer(() => browser.close());
    const measured = [];
    for (const route of pageRoutes) {
      const context = await browser.newContext();
      const load = await measureFirstLoad(
        await context.newPage(),
        `${baseUrl}${route.path}`,
        distDir,
      );
      await context.close();
      // The same page in every other language: its code and that language's catalogues.
      const others = firstLoadInLanguages(
        load.files,
        distDir,
        locales.filter(({ code }) => code !== 'en').map(({ code }) => code),
      );
      const worst = others.reduce((max, other) => (other.gzipBytes > max.gzipBytes ? other : max), {
        language: 'en',
        gzipBytes: load.gzipBytes,
      });
      measured.push({
        path: route.path,
        kind: route.kind,
        heldToBudget: heldToBudget(route),
        files: load.files.length,
        gzipBytes: load.gzipBytes,
        ratio: load.gzipBytes / floor,
        laterGzipBytes: load.laterGzipBytes,
        languages: Object.fromEntries(others.map((o) => [o.language, o.gzipBytes])),
        worst,
      });
    }
    return measured;
  });

  const js = assetSizes(distDir, '.js');
  const css = assetSizes(distDir, '.css');
  const sum = (list: { gzip: number }[]) => list.reduce((a, b) => a + b.gzip, 0);
  const rows: BenchRow[] = [
    { metric: 'React 19 + react-dom floor (gzip)', value: kib(floor) },
    { metric: `budget (${BUDGET_RATIO} x floor)`, value: kib(budget) },
    ...pages.map((p) => {
      const metric = `first-load JS ${p.path}${p.kind === 'content' ? '' : ` (${p.kind} page)`}`;
      const value = `${kib(p.gzipBytes)} (${p.ratio.toFixed(2)}x, ${p.files} files)${p.worst.language === 'en' ? '' : `, ${p.worst.language} ${kib(p.worst.gzipBytes)}`}${p.laterGzipBytes ? `; then ${kib(p.laterGzipBytes)} of islands` : ''}`;
      // The portfolio and the operators' pages load their data code up front: shown, not held.
      // Held in every language: the largest of them must fit.
      return p.heldToBudget
        ? { metric, value, goal: `<= ${kib(budget)}`, ok: p.worst.gzipBytes <= budget }
        : { metric, value, goal: 'not held to the budget' };
    }),
    { metric: 'total JS (gzip)', value: `${kib(sum(js))} in ${js.length} files` },
    { metric: 'CSS (gzip)', value: `${kib(sum(css))} in ${css.length} file(s)` },
    ...js.slice(0, 5).map((chunk) => ({
      metric: `largest chunk ${chunk.file}`,
      value: `${kib(chunk.gzip)} (${kib(chunk.bytes)} raw)`,
    })),
  ];
  return {
    figures: {
      floorGzipBytes: floor,
      budgetGzipBytes: budget,
      budgetRatio: BUDGET_RATIO,
      pages,
      totalJsGzipBytes: sum(js),
      jsFiles: js.length,
      cssGzipBytes: sum(css),
      largestChunks: js.slice(0, 10),
    },
    rows,
  };
});
