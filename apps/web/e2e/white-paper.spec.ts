import { pdfText } from '../scripts/lib/pdf/pdf-text';
import { paths } from '../src/config/paths';
import { whitePaperHash } from '../src/config/white-paper.generated';
import { whitePaperForms } from '../src/content/white-paper-meta';
import { fieldText, offerConfig, whitePaper, type WhitePaper } from '../src/content/white-paper';
import { axeViolations, expect, test } from './fixtures';

// The MiCA white paper (src/content/white-paper.ts): its page, prerendered, shows Art. 6(3)'s
// statement first and every part of Annex I with its field codes; its PDF, XHTML and JSON forms
// carry the same figures as the page.

const paper = whitePaper();
const allFields = paper.parts.flatMap((part) => part.fields);
// The figures a buyer compares: prices, minimum raises, the most each stage can raise, the offer
// and retained supply, the withdrawal right, the contact details and Ethereum's energy (S.8).
const compared = ['A.8', 'A.9', 'E.4', 'E.5', 'E.8', 'E.12', 'E.26', 'G.5', 'S.8', 'S.11'];

test.describe('the white paper page', () => {
  test('is prerendered with the statement, the version and every field of every part', async ({
    request,
  }) => {
    const response = await request.get(paths.whitePaper);
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain(`data-prerendered="${paths.whitePaper}"`);
    expect(html).toContain(paper.statement);
    expect(html).toContain(`data-white-paper-version="${whitePaperHash}"`);
    for (const part of paper.parts) expect(html, part.id).toContain(`id="${part.id}"`);
    for (const field of allFields) expect(html, field.code).toContain(`data-field="${field.code}"`);
  });

  test('shows the statement first, the contents, and every part with its fields', async ({
    page,
  }) => {
    await page.goto(paths.whitePaper);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(paper.title);
    // The statement is the first thing under the title, above the contents.
    const statement = page.locator('[data-white-paper-statement]');
    await expect(statement).toHaveText(paper.statement);
    const contents = page.getByRole('navigation', { name: 'Contents' });
    const [statementBox, contentsBox] = await Promise.all([
      statement.boundingBox(),
      contents.boundingBox(),
    ]);
    expect(statementBox?.y).toBeLessThan(contentsBox?.y ?? 0);
    await expect(contents.getByRole('link')).toHaveText(paper.parts.map((p) => p.title));
    const main = page.getByRole('main');
    for (const part of paper.parts) {
      const section = main.locator(`section#${part.id}`);
      await expect(section.getByRole('heading', { level: 2 })).toHaveText(part.title);
      await expect(section.locator('[data-field]')).toHaveCount(part.fields.length);
    }
    // A sample fact carries its badge; the document says it is not yet verified.
    await expect(main.locator('[data-field="A.1"] [data-sample-badge]')).toBeVisible();
    await expect(page.getByText('A sample text, not yet verified')).toBeVisible();
    // The contents lead to the part.
    await contents.getByRole('link', { name: paper.parts[4]?.title ?? '' }).click();
    await expect(page).toHaveURL(/#part-c$/);
  });

  test('its PDF, XHTML and JSON forms carry the figures the page shows', async ({
    page,
    request,
  }) => {
    await page.goto(paths.whitePaper);
    const onPage = async (code: string) =>
      (await page.locator(`[data-field="${code}"] dd`).innerText())
        .split(/\n+/)
        .map((l) => l.trim());
    const forms = {
      pdf: page.getByRole('link', { name: /^PDF/ }),
      xhtml: page.getByRole('link', { name: /^XHTML/ }),
      json: page.getByRole('link', { name: /^JSON/ }),
    };
    await expect(forms.pdf).toHaveAttribute('href', whitePaperForms.pdf);
    await expect(forms.xhtml).toHaveAttribute('href', whitePaperForms.xhtml);
    await expect(forms.json).toHaveAttribute('href', whitePaperForms.json);
    await expect(page.getByRole('link', { name: 'The offer’s results' })).toHaveAttribute(
      'href',
      paths.saleResults,
    );

    const get = async (path: string) => {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      return response;
    };
    const pdfResponse = await get(whitePaperForms.pdf);
    expect(pdfResponse.headers()['content-type']).toBe('application/pdf');
    const pdf = pdfText(await pdfResponse.body());
    const json = JSON.parse(await (await get(whitePaperForms.json)).text()) as {
      document: WhitePaper;
    };
    const jsonFields = json.document.parts.flatMap((part) => part.fields);
    const xhtml = await (await get(whitePaperForms.xhtml)).text();
    // The XHTML read as the browser's XML parser reads it: each field's code and its lines.
    const xhtmlField = (code: string) =>
      page.evaluate(
        ([source, fieldCode]) => {
          const doc = new DOMParser().parseFromString(source, 'application/xhtml+xml');
          if (doc.getElementsByTagName('parsererror').length > 0) return ['not well-formed'];
          const row = doc.querySelector(`tr[data-field="${fieldCode}"]`);
          return [...(row?.querySelectorAll('p') ?? [])].map((p) => p.textContent);
        },
        [xhtml, code] as const,
      );

    for (const code of compared) {
      const lines = await onPage(code);
      expect(lines.length, code).toBeGreaterThan(0);
      const jsonField = jsonFields.find((field) => field.code === code);
      expect(jsonField && fieldText(jsonField).split(/\n+/), `${code} in the JSON`).toEqual(lines);
      expect(await xhtmlField(code), `${code} in the XHTML`).toEqual(lines);
      // The PDF wraps long text across pages; these short figures each sit on one line.
      if (code !== 'E.26')
        for (const line of lines) expect(pdf, `${code} in the PDF`).toContain(line);
    }
    // The withdrawal right's days, from the deployment's config, in all four.
    const days = `within ${offerConfig.withdrawalDays} calendar days`;
    expect((await onPage('E.26')).join(' ')).toContain(days);
    expect(pdf).toContain(days);
    expect(pdf).toContain(paper.statement);
    expect(pdf).toContain(`Version ${whitePaperHash}`);
    expect(xhtml).toContain(`<meta name="version" content="${whitePaperHash}"/>`);
  });

  test('has no axe violation, and fits 390 px with nothing past the edge', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(paths.whitePaper);
    await expect(page.locator('[data-field]')).toHaveCount(allFields.length);
    expect(await axeViolations(page)).toEqual([]);

    await page.setViewportSize({ width: 390, height: 844 });
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
    // No field's value runs past its box (a hash or an address that does not wrap).
    const overflowing = await page
      .locator('[data-field] dd, [data-white-paper-version]')
      .evaluateAll((boxes) =>
        boxes.filter((box) => box.scrollWidth > box.clientWidth + 1).map((box) => box.textContent),
      );
    expect(overflowing).toEqual([]);
  });

  test('the menu and the footer lead to it', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(paths.home);
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Whitepaper' })
      .click();
    await expect(page).toHaveURL(paths.whitePaper);
    await expect(page.locator('[data-field]')).toHaveCount(allFields.length);
    await page.goto(paths.terms);
    await page
      .getByRole('contentinfo')
      .getByRole('link', { name: 'Crypto-asset white paper' })
      .click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(paper.title);
  });
});
