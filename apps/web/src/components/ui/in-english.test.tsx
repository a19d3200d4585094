import { i18n, type Messages } from '@lingui/core';
import { render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { locales, sourceLocale } from '@/config/locales';
import { activateLocale } from '@/lib/i18n';
import { InEnglish } from './in-english';

afterEach(() => activateLocale(sourceLocale));

describe('InEnglish', () => {
  it('says nothing on an English page', () => {
    expect(render(<InEnglish />).container.innerHTML).toBe('');
  });

  it('says the document is English in the language of any other page', async () => {
    for (const locale of locales.filter((l) => l !== sourceLocale)) {
      activateLocale(locale);
      const catalogue = (await import(`../../locales/${locale.code}/src/app/root-layout.po`)) as {
        messages: Messages;
      };
      i18n.load(locale.code, catalogue.messages);
      const { container, unmount } = render(<InEnglish />);
      const note = container.querySelector('[data-in-english]')?.textContent ?? '';
      expect(note, locale.code).toMatch(/^ \(.+\)$/);
      expect(note, locale.code).not.toContain('English');
      unmount();
    }
  });
});
