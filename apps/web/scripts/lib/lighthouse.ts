// Lighthouse (npm `lighthouse` 12, held there by docs/decisions/0028) on Debian's Chromium with the
// flags of e2e/chromium.ts, in its default mobile emulation (Moto G Power screen, simulated slow
// 4G and 4x CPU slowdown). Used by bench/lighthouse.ts and e2e/lighthouse.spec.ts.
import * as chromeLauncher from 'chrome-launcher';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { chromiumArgs, chromiumExecutable } from '../../e2e/chromium';

export type Category = 'performance' | 'accessibility' | 'best-practices' | 'seo';

export interface LighthouseResult {
  url: string;
  /** 0-100 per category asked for. */
  scores: Partial<Record<Category, number>>;
  /** Largest Contentful Paint and Total Blocking Time in ms, Cumulative Layout Shift. */
  lcpMs?: number;
  tbtMs?: number;
  cls?: number;
  /** Audits that did not pass (score below 1), by id with their title. */
  failing: string[];
}

/**
 * LIGHTHOUSE_REPORT_DIR keeps each run's full JSON report there (named by page and run), for
 * what the scores do not say: which script's work blocked the main thread, and when.
 */
function keepReport(url: string, index: number, report: string | string[]): void {
  const dir = process.env.LIGHTHOUSE_REPORT_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  const page = new URL(url).pathname.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home';
  const json = Array.isArray(report) ? report.join('\n') : report;
  writeFileSync(path.join(dir, `${page}-${index + 1}.json`), json);
}

/** Runs Lighthouse on each URL, one after the other, in one Chromium. */
export async function runLighthouse(
  urls: string[],
  categories: Category[],
): Promise<LighthouseResult[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumExecutable,
    chromeFlags: chromiumArgs,
  });
  const results: LighthouseResult[] = [];
  try {
    for (const url of urls) {
      const runner = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: categories,
        // The page's full-length screenshot is for the HTML report, which nothing here writes;
        // no audit scores it. Without it the five pages of the browser test took 40 s instead of 49.
        disableFullPageScreenshot: true,
      });
      const lhr = runner?.lhr;
      if (!lhr) throw new Error(`Lighthouse returned no result for ${url}`);
      keepReport(url, results.length, runner.report);
      if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message} (${url})`);
      const scores: LighthouseResult['scores'] = {};
      for (const category of categories) {
        const score = lhr.categories[category]?.score;
        if (typeof score === 'number') scores[category] = Math.round(score * 100);
      }
      const audit = (id: string) => lhr.audits[id]?.numericValue;
      const inCategories = new Set(
        categories.flatMap((c) => lhr.categories[c]?.auditRefs.map((ref) => ref.id) ?? []),
      );
      const failing = Object.values(lhr.audits)
        .filter(
          (a) =>
            inCategories.has(a.id) &&
            a.score !== null &&
            a.score < 1 &&
            a.scoreDisplayMode !== 'informative' &&
            a.scoreDisplayMode !== 'manual' &&
            a.scoreDisplayMode !== 'notApplicable',
        )
        .map((a) => `${a.id}: ${a.title}${a.displayValue ? ` (${a.displayValue})` : ''}`);
      results.push({
        url,
        scores,
        lcpMs: audit('largest-contentful-paint'),
        tbtMs: audit('total-blocking-time'),
        cls: audit('cumulative-layout-shift'),
        failing,
      });
    }
  } finally {
    chrome.kill();
  }
  return results;
}
