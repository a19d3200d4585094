import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { marketingNoticeText } from '@eco/shared/marketing-notice';
import MarketingNoticeContent from '@/components/marketing-notice-content';
import { locales, sourceLocale } from '@/config/locales';
import { paths } from '@/config/paths';
import { site } from '@/content/site';
import { activateLocale } from '@/lib/i18n';
import { inLanguage } from '@/testing/catalogues';
import { MemoryRouter } from 'react-router';
import { ShareReceipt } from './share-receipt';

// The ways to pass on a receipt, in the page's language: the mail a visitor sends carries MiCA
// Art. 7's notice in the words the site's notice uses on that language's pages, and the PDF
// (English only, issue 33) says so before the click. The receipt's page and its chain figures are
// tested with the chain (./receipt-page.test.tsx).

const pageUrl = 'https://eco.example/receipt/31337/0xabc';
const whitePaper = 'https://eco.example/white-paper';

function share() {
  render(<ShareReceipt pageUrl={pageUrl} pdfUrl="/api/receipts/31337/0xabc/pdf" title="Receipt" />);
  const mail = screen.getByRole('link', { name: /e-mail|E-Mail|correo|courriel|البريد/ });
  const body = new URL(mail.getAttribute('href')!).searchParams.get('body')!;
  return { body, pdf: screen.getByRole('link', { name: /PDF/ }) };
}

/** The site's notice as shown on a page in the active language: its statement and its lines. */
function noticeShown() {
  const { container } = render(
    <MemoryRouter>
      <MarketingNoticeContent pathname={paths.home} />
    </MemoryRouter>,
  );
  container.querySelector('[data-sample-badge]')?.remove();
  const [statement, whitePaperLine] = [...container.querySelectorAll('aside p')].map(
    (p) => p.textContent,
  );
  return { statement, whitePaperLine, contact: container.querySelector('address')!.textContent };
}

afterEach(() => activateLocale(sourceLocale));

describe('sharing a receipt', () => {
  it('mails the notice in English as @eco/shared words it, and the PDF link says nothing more', () => {
    const { body, pdf } = share();
    expect(body).toContain(marketingNoticeText(whitePaper));
    expect(pdf.textContent).toBe(' Download PDF');
    expect(pdf.getAttribute('hreflang')).toBe('en');
  });

  for (const locale of locales.filter((l) => l !== sourceLocale)) {
    it(`mails the notice as the ${locale.code} pages show it, and says the PDF is English`, async () => {
      await inLanguage(locale.code, 'app/routes/receipt', 'components/marketing-notice-content');
      const shown = noticeShown();
      const { body, pdf } = share();
      const lines = body.split('\n');
      const at = lines.indexOf(shown.statement!);
      expect(at, body).toBeGreaterThan(0);
      // The page's notice links the white paper after its line's lead; the mail writes the address.
      const lead = shown.whitePaperLine!.slice(0, shown.whitePaperLine!.lastIndexOf(':') + 1);
      expect(lines[at + 1]).toMatch(new RegExp(`^${lead.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
      expect(lines[at + 1]!.endsWith(` ${whitePaper}`)).toBe(true);
      expect(lines[at + 2]).toBe(shown.contact);
      expect(body).not.toContain('This crypto-asset marketing communication');
      expect(lines[at + 2]).toContain(site.contact.phone);
      // The PDF is English: the link says so in the page's language, and its hreflang.
      expect(pdf.querySelector('[data-in-english]')?.textContent.trim()).toMatch(/^\(.+\)$/);
      expect(pdf.textContent).not.toContain('English');
      expect(pdf.getAttribute('hreflang')).toBe('en');
    });
  }
});
