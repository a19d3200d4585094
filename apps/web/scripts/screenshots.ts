// Takes full-page screenshots of every route at desktop and phone widths, for a human to look
// at before a change is called done. Usage: npx tsx scripts/screenshots.ts [baseUrl] [outDir]
import { mkdirSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { chromiumArgs, chromiumExecutable } from '../e2e/chromium';
import { routeList } from '../e2e/routes';

const baseUrl = process.argv[2] ?? 'http://127.0.0.1:4173';
const outDir = process.argv[3] ?? '../../screenshots';
const only = process.env.ONLY?.split(',');

mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch({ executablePath: chromiumExecutable, args: chromiumArgs });
for (const width of [1280, 390]) {
  const page = await browser.newPage({ viewport: { width, height: 900 }, reducedMotion: 'reduce' });
  for (const route of routeList) {
    if (only && !only.includes(route.path)) continue;
    await page.goto(baseUrl + route.path, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    const name = route.path === '/' ? 'home' : route.path.slice(1).replaceAll('/', '_');
    await page.screenshot({ path: `${outDir}/${name}-${width}.png`, fullPage: true });
  }
  await page.close();
}
await browser.close();
console.info(`Screenshots written to ${outDir}`);
