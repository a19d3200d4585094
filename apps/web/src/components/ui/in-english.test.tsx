import { render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { locales, sourceLocale } from '@/config/locales';
import { activateLocale } from '@/lib/i18n';
import { inLanguage } from '@/testing/catalogues';
import { InEnglish } from './in-english';

afterEach(() => activateLocale(sourceLocale));

/** The note as a page shows it: its text, or '' when there is none. */
function note(): string {
  const { container, unmount } = render(<InEnglish />);
  const text = container.querySelector('[data-in-english]')?.textContent ?? '';
  unmount();
  return text;
}

describe('InEnglish', () => {
  it('says nothing on an English page', () => {
    expect(render(<InEnglish />).container.innerHTML).toBe('');
  });

  it('says the document is English in the language of any other page', async () => {
    // The layout's catalogue holds it: the menu's PDF link carries it on every page.
    await inLanguage('de', 'app/root-layout');
    expect(note()).toBe('(auf Englisch)');
    for (const locale of locales.filter((l) => l !== sourceLocale)) {
      await inLanguage(locale.code, 'app/root-layout');
      expect(note(), locale.code).toMatch(/^\(.+\)$/);
      expect(note(), locale.code).not.toContain('English');
    }
  });
});
