import { runLighthouse } from '../scripts/lib/lighthouse';
import { expect, test } from './fixtures';

// Lighthouse's accessibility and SEO scores stay at 100 on the pages it names (the
// performance figures are the benchmark's: timings are not asserted in tests), in English and in
// each other language (right to left included: its own checks are the page's `lang`, its
// alternates and canonical address). axe checks every route in English in both themes
// (routes.spec.ts) and in Arabic (languages.spec.ts).
for (const page of ['/', '/ar/learn/1', '/de/about/token', '/es/carbon-credits', '/fr/news']) {
  test(`Lighthouse accessibility and SEO are 100 on ${page}`, async ({ baseURL }) => {
    test.setTimeout(180_000);
    const [result] = await runLighthouse([`${baseURL}${page}`], ['accessibility', 'seo']);
    expect({ scores: result?.scores, failing: result?.failing }).toEqual({
      scores: { accessibility: 100, seo: 100 },
      failing: [],
    });
  });
}
