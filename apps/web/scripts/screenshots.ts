// Takes full-page screenshots of every route at desktop and phone widths, with reduced motion and
// without (then scrolled through first, so every section has slid in), for a human to look at
// before a change is called done. Usage: npx tsx scripts/screenshots.ts [baseUrl] [outDir]
// (ONLY=/,/news limits the routes, MOTION=reduce or MOTION=no-preference the motion setting).
import { mkdirSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { chromiumArgs, chromiumExecutable } from '../e2e/chromium';
import { routeList } from '../e2e/routes';

const baseUrl = process.argv[2] ?? 'http://127.0.0.1:4173';
const outDir = process.argv[3] ?? '../../screenshots';
const only = process.env.ONLY?.split(',');
const motions = (process.env.MOTION?.split(',') ?? ['reduce', 'no-preference']) as (
  'reduce' | 'no-preference'
)[];

mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch({ executablePath: chromiumExecutable, args: chromiumArgs });
for (const reducedMotion of motions) {
  for (const width of [1280, 390]) {
    const page = await browser.newPage({ viewport: { width, height: 900 }, reducedMotion });
    for (const route of routeList) {
      if (only && !only.includes(route.path)) continue;
      await page.goto(baseUrl + route.path, { waitUntil: 'networkidle' });
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      if (reducedMotion === 'no-preference') {
        // Sections below the first screen slide in as they are reached, as a visitor scrolls.
        const height = await page.evaluate(() => document.documentElement.scrollHeight);
        for (let y = 0; y < height; y += 600) {
          await page.mouse.wheel(0, 600);
          await page.waitForTimeout(80);
        }
        await page.waitForTimeout(600);
      }
      const name = route.path === '/' ? 'home' : route.path.slice(1).replaceAll('/', '_');
      const suffix = reducedMotion === 'reduce' ? '' : '-motion';
      await page.screenshot({ path: `${outDir}/${name}-${width}${suffix}.png`, fullPage: true });
    }
    await page.close();
  }
}
await browser.close();
console.info(`Screenshots written to ${outDir}`);
