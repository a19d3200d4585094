// Lighthouse in mobile emulation on the production build of the site (for the local chain),
// served as a static host would: performance, accessibility, best practices and SEO scores, with
// LCP, TBT and CLS, for the content pages and the token page. See bench/README.md. Run: npx tsx bench/lighthouse.ts (BENCH_LIGHTHOUSE_RUNS=3 runs
// each page three times and keeps the median performance run; BENCH_LIGHTHOUSE_PAGES picks pages).
import { runLighthouse, type LighthouseResult } from '@eco/web/lighthouse';
import { defineBench, numberEnv } from './lib';
import type { BenchRow } from './lib';
import { withCleanup } from './support/services';
import { startProductionStack } from './support/stack';

// With a translated page in each direction (issue 33): German, and Arabic, right to left.
const allPages = [
  '/',
  '/learn/1',
  '/about/token',
  '/carbon-credits',
  '/news',
  '/de/learn/1',
  '/ar/about/token',
];

/**
 * The pages measured: all of them, or those BENCH_LIGHTHOUSE_PAGES names (comma-separated, e.g.
 * "/about/token,/carbon-credits"), to measure one change without waiting for every page.
 */
function pagesMeasured(): string[] {
  const raw = process.env.BENCH_LIGHTHOUSE_PAGES;
  if (!raw) return allPages;
  const pages = raw.split(',').map((page) => page.trim());
  const unknown = pages.filter((page) => !allPages.includes(page));
  if (unknown.length > 0 || pages.length === 0) {
    throw new Error(
      `BENCH_LIGHTHOUSE_PAGES names pages this bench measures (${allPages.join(', ')}), not "${unknown.join(', ')}"`,
    );
  }
  return pages;
}

/** Runs per page (BENCH_LIGHTHOUSE_RUNS, default 1). */
const runs = () => numberEnv('BENCH_LIGHTHOUSE_RUNS', 1, 1, 9);

export default await defineBench(import.meta.url, 'lighthouse', async () => {
  // The production stack of `npm run stack` (nginx serving the built site with the deployed
  // caching rules, two API processes, the indexer, PostgreSQL, anvil with the white paper
  // published), so every page loads what it loads for a visitor: the shared figures, the
  // indexer's history and the Buy button's check of the published white paper. Without the
  // indexer the token page's reads of it failed in the console (best practices 96).
  // The public networks' RPC providers are out of reach here.
  const pages = pagesMeasured();
  const results: LighthouseResult[] = [];
  await withCleanup(async (cleanup) => {
    const stack = await startProductionStack(cleanup, 'lighthouse');
    for (const page of pages) {
      const all = await runLighthouse(
        Array.from({ length: runs() }, () => `${stack.baseUrl}${page}`),
        ['performance', 'accessibility', 'best-practices', 'seo'],
      );
      const sorted = [...all].sort(
        (a, b) => (a.scores.performance ?? 0) - (b.scores.performance ?? 0),
      );
      const median = sorted[Math.floor(sorted.length / 2)];
      if (median) results.push({ ...median, url: page });
    }
  });

  const rows: BenchRow[] = results.flatMap((r) => {
    const perfGoal = r.url === '/about/token' ? 98 : 100;
    const score = (c: keyof LighthouseResult['scores']) => r.scores[c] ?? 0;
    return [
      {
        metric: `${r.url} performance`,
        value: String(score('performance')),
        goal: `>= ${perfGoal}`,
        ok: score('performance') >= perfGoal,
      },
      ...(['accessibility', 'best-practices', 'seo'] as const).map((c) => ({
        metric: `${r.url} ${c}`,
        value: String(score(c)),
        goal: '100',
        ok: score(c) === 100,
      })),
      {
        metric: `${r.url} LCP / TBT / CLS`,
        value: `${Math.round(r.lcpMs ?? 0)} ms / ${Math.round(r.tbtMs ?? 0)} ms / ${(r.cls ?? 0).toFixed(3)}`,
      },
    ];
  });
  return {
    figures: {
      emulation: 'Lighthouse 12 default: mobile (Moto G Power), simulated slow 4G, 4x CPU',
      runsPerPage: runs(),
      pages: results,
    },
    rows,
  };
});
