import { readFileSync } from 'node:fs';
import { parseMarkdown } from '../scripts/lib/pdf/markdown';
import { expect, test } from './fixtures';

for (const path of ['/docs/eco-whitepaper.pdf', '/docs/eco-carbon-credits.pdf']) {
  test(`${path} is a real PDF`, async ({ request }) => {
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('application/pdf');
    const body = await response.body();
    expect(body.subarray(0, 5).toString()).toBe('%PDF-');
    expect(body.length).toBeGreaterThan(5_000);
  });
}

test('the whitepaper served is the current one, with its money-back section', async ({
  request,
}) => {
  const source = readFileSync(new URL('../content/whitepaper.md', import.meta.url), 'utf8');
  const { meta } = parseMarkdown(source);
  const pdf = (await (await request.get('/docs/eco-whitepaper.pdf')).body()).toString('latin1');
  // The outline's titles and the dates the renderer takes from the front matter are plain text.
  expect(pdf).toContain('/Title (Money back)');
  expect(pdf).toContain(`(D:${meta.date.replaceAll('-', '')}000000Z)`);
});
