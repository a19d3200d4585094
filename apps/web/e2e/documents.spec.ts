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
