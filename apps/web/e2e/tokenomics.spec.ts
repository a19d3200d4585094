import { expect, test } from './fixtures';

// The tokenomics donut on /about/token: every slice is drawn in its own colour and no slice
// bleeds into another (a dash-array drawing left a grey spur of the last slice inside the first).
// The chart is photographed and its pixels read back in the page, along the ring.
test('the tokenomics donut draws each slice in its colour, with no spur into the first', async ({
  page,
}) => {
  await page.goto('/about/token');
  // The published figures are drawn first and replaced by the live ones once the chain answers;
  // photographing before that could catch the first chart as it leaves the page. The sale
  // calendar above says "Read from the ECO contract on …" too, and may say it first (its code
  // can load before the figures'): the published figures' own note going away is what tells
  // that their chart has been replaced.
  await expect(page.getByText(/^Read from the ECO contract on /).first()).toBeVisible();
  await expect(page.getByText(/^Published token facts\. Reading the live figures/)).toBeHidden();
  const chart = page.getByTestId('tokenomics-donut');
  await chart.scrollIntoViewIfNeeded();
  const png = (await chart.screenshot()).toString('base64');
  const legend = await page
    .getByRole('table', { name: /Allocation/ })
    .locator('tbody tr')
    .evaluateAll((rows) =>
      rows.map((row) => ({
        color: row.querySelector('rect')?.getAttribute('fill') ?? '',
        percent: Number(row.querySelector('td')?.textContent.replace('%', '') ?? 0),
      })),
    );
  expect(legend).toHaveLength(8);

  const wrong = await page.evaluate(
    async ({ png, legend }) => {
      // Decoded in place: the page's Content-Security-Policy refuses fetch() of a data: URL.
      const bytes = Uint8Array.from(atob(png), (c) => c.charCodeAt(0));
      const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
      const canvas = document.createElement('canvas');
      canvas.width = bitmap.width;
      canvas.height = bitmap.height;
      const ctx = canvas.getContext('2d');
      if (!ctx) throw new Error('no canvas');
      ctx.drawImage(bitmap, 0, 0);
      const size = bitmap.width;
      const scale = size / 200; // the chart's viewBox is 200 wide
      const hex = (c: string) => [1, 3, 5].map((i) => parseInt(c.slice(i, i + 2), 16));
      const near = (a: number[], b: number[]) => a.every((v, i) => Math.abs(v - (b[i] ?? 0)) < 24);
      const problems: string[] = [];
      let start = 0;
      for (const [index, slice] of legend.entries()) {
        const span = slice.percent / 100;
        // Points across the ring's width, from just after the slice's start to just before its
        // end (two degrees in, clear of the anti-aliased border), clockwise from twelve o'clock.
        const margin = 2 / 360;
        for (let f = start + margin; f < start + span - margin; f += Math.min(span / 6, 2 / 360)) {
          for (const r of [57, 64, 70, 76, 83]) {
            const angle = 2 * Math.PI * f - Math.PI / 2;
            const x = Math.round((100 + r * Math.cos(angle)) * scale);
            const y = Math.round((100 + r * Math.sin(angle)) * scale);
            const pixel = Array.from(ctx.getImageData(x, y, 1, 1).data.slice(0, 3));
            if (!near(pixel, hex(slice.color))) {
              problems.push(
                `slice ${index} at ${(f * 360).toFixed(1)}°, r ${r}: ${pixel.join(',')}`,
              );
            }
          }
        }
        start += span;
      }
      return problems;
    },
    { png, legend },
  );
  expect(wrong).toEqual([]);
});
