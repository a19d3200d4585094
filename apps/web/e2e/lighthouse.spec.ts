import { runLighthouse } from '../scripts/lib/lighthouse';
import { expect, test } from './fixtures';

// Lighthouse's accessibility and SEO scores stay at 100 on the pages it names (the
// performance figures are the benchmark's: timings are not asserted in tests).
for (const page of ['/', '/learn/1', '/about/token', '/carbon-credits', '/news']) {
  test(`Lighthouse accessibility and SEO are 100 on ${page}`, async ({ baseURL }) => {
    test.setTimeout(180_000);
    const [result] = await runLighthouse([`${baseURL}${page}`], ['accessibility', 'seo']);
    expect({ scores: result?.scores, failing: result?.failing }).toEqual({
      scores: { accessibility: 100, seo: 100 },
      failing: [],
    });
  });
}
