// Lighthouse in mobile emulation on the production build, served as a static host would: scores
// for performance, accessibility, best practices and SEO, with LCP, TBT and CLS, for the pages of
// issue #6. See bench/README.md. Run: npx tsx bench/lighthouse.ts (BENCH_LIGHTHOUSE_RUNS=3 runs
// each page three times and keeps the median performance run).
import path from 'node:path';
import { runLighthouse, type LighthouseResult } from '../apps/web/scripts/lib/lighthouse';
import { machine, repoRoot, runStandalone } from './lib';
import type { Bench, BenchRow } from './lib';
import { benchOutDir, buildProductionSite } from './support/build-site';
import { freePort, startService, waitForUrl } from './support/services';

const pagesMeasured = ['/', '/learn/1', '/about/token', '/carbon-credits', '/news'];

function runs(): number {
  const raw = process.env.BENCH_LIGHTHOUSE_RUNS ?? '1';
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1 || value > 9) {
    throw new Error(`BENCH_LIGHTHOUSE_RUNS must be a whole number from 1 to 9, not "${raw}"`);
  }
  return value;
}

const lighthouseBench: Bench = async () => {
  const distDir = path.join(benchOutDir, 'web-lighthouse');
  // The production settings, with the site's origin where the benchmark serves it, so canonical
  // addresses point at the page Lighthouse loads.
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  await buildProductionSite(distDir, { VITE_SITE_URL: baseUrl });
  const preview = startService(
    'vite preview',
    'npx',
    ['vite', 'preview', '--outDir', distDir, '--port', String(port), '--strictPort'],
    { cwd: path.join(repoRoot, 'apps', 'web') },
  );
  const results: LighthouseResult[] = [];
  try {
    await waitForUrl(`${baseUrl}/`, preview);
    for (const page of pagesMeasured) {
      const all = await runLighthouse(
        Array.from({ length: runs() }, () => `${baseUrl}${page}`),
        ['performance', 'accessibility', 'best-practices', 'seo'],
      );
      const sorted = [...all].sort(
        (a, b) => (a.scores.performance ?? 0) - (b.scores.performance ?? 0),
      );
      const median = sorted[Math.floor(sorted.length / 2)];
      if (median) results.push({ ...median, url: page });
    }
  } finally {
    await preview.stop();
  }

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
    name: 'lighthouse',
    figures: {
      machine: await machine(),
      emulation: 'Lighthouse 12 default: mobile (Moto G Power), simulated slow 4G, 4x CPU',
      runsPerPage: runs(),
      pages: results,
    },
    rows,
  };
};

export default lighthouseBench;
await runStandalone(import.meta.url, lighthouseBench);
