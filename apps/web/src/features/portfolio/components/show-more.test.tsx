import { render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { sourceLocale } from '@/config/locales';
import { activateLocale } from '@/lib/i18n';
import { inLanguage } from '@/testing/catalogues';
import { ShowMore, type ShowMoreKind } from './show-more';

// The count under a history list in the plural form its number takes in the page's language: one
// purchase, two (Arabic's dual), a few, many.

/** The catalogue the list's words are in: the portfolio's, which loads them. */
const WORDS = 'features/portfolio/components/wallet-portfolio';

const more = { hasNextPage: true, isFetchingNextPage: false, fetchNextPage: () => undefined };

function status(kind: ShowMoreKind, shown: number, total?: number) {
  const { container, unmount } = render(
    <ShowMore kind={kind} shown={shown} total={total} pages={more} />,
  );
  const text = container.querySelector('p')?.textContent;
  unmount();
  return text;
}

afterEach(() => activateLocale(sourceLocale));

describe('ShowMore', () => {
  it('says one row in the singular and several in the plural', () => {
    expect(status('purchases', 1)).toBe('Showing the latest purchase.');
    expect(status('purchases', 20)).toBe('Showing the latest 20 purchases.');
    expect(status('rewards', 1, 1)).toBe('Showing 1 of 1 reward.');
    expect(status('donations', 1, 1_200)).toBe('Showing 1 of 1,200 donations.');
  });

  it('takes the plural form of the number in German and Arabic', async () => {
    await inLanguage('de', WORDS);
    expect(status('purchases', 1)).toBe('Der neueste Kauf wird angezeigt.');
    expect(status('purchases', 20)).toBe('Die neuesten 20 Käufe werden angezeigt.');
    await inLanguage('ar', WORDS);
    // The dual, a few (3–10) and many (11–99) are different words in Arabic.
    expect(status('purchases', 2)).toBe('عرض أحدث عمليتي شراء.');
    expect(status('purchases', 3)).toBe('عرض أحدث 3 عمليات شراء.');
    expect(status('purchases', 20)).toBe('عرض أحدث 20 عملية شراء.');
    expect(status('donations', 1, 2)).toBe('عرض 1 من أصل تبرعين.');
  });
});
