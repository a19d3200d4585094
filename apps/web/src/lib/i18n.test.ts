import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatDate, formatNumber, formatPercent } from '@eco/shared/format';
import { LOCALE_KEY, LOCALE_SCRIPT, locales, sourceLocale, VISITED_KEY } from '@/config/locales';
import {
  activateLocale,
  builtLocales,
  currentLocale,
  i18n,
  loadCatalogue,
  localeAlternates,
  localeOfPath,
  localePath,
  showLocale,
} from './i18n';

const byCode = (code: string) => locales.find((locale) => locale.code === code)!;
const de = byCode('de');
const ar = byCode('ar');

afterEach(() => activateLocale(sourceLocale));

describe('the language of an address', () => {
  it.each([
    ['/', 'en', '/', ''],
    ['/about/token', 'en', '/about/token', ''],
    ['/de', 'de', '/', '/de'],
    ['/de/', 'de', '/', '/de'],
    ['/de/about/token', 'de', '/about/token', '/de'],
    ['/ar/terms', 'ar', '/terms', '/ar'],
    // Not a language's prefix: an English address (the not-found page answers it).
    ['/deutsch/terms', 'en', '/deutsch/terms', ''],
    ['/en/terms', 'en', '/en/terms', ''],
    // The pseudo-locale only exists in the browser tests' build.
    ['/pseudo/terms', 'en', '/pseudo/terms', ''],
  ])('%s is %s %s', (pathname, code, path, basename) => {
    expect(localeOfPath(pathname)).toEqual({ locale: byCode(code), path, basename });
  });

  it('puts a page in a language, English without a prefix, and back', () => {
    expect(localePath(sourceLocale, '/about/token')).toBe('/about/token');
    expect(localePath(de, '/about/token')).toBe('/de/about/token');
    expect(localePath(de, '/')).toBe('/de');
    for (const locale of builtLocales) {
      for (const path of ['/', '/terms', '/learn/3']) {
        expect(localeOfPath(localePath(locale, path))).toMatchObject({ locale, path });
      }
    }
  });

  it("names the page in every language, and English for everyone else's", () => {
    expect(localeAlternates('/terms')).toEqual([
      { hrefLang: 'en', path: '/terms' },
      { hrefLang: 'de', path: '/de/terms' },
      { hrefLang: 'es', path: '/es/terms' },
      { hrefLang: 'fr', path: '/fr/terms' },
      { hrefLang: 'ar', path: '/ar/terms' },
      { hrefLang: 'x-default', path: '/terms' },
    ]);
  });
});

describe('a language link', () => {
  // An address the browser keeps as typed, `https://site//evil.example` (nginx serves its
  // not-found page), must never give the language menu or the translation notice a link that
  // the browser reads as another host (`//evil.example`).
  it('stays on this site for an address that starts with several slashes', () => {
    for (const locale of [sourceLocale, de, ar]) {
      for (const path of ['//evil.example/x', '///evil.example', '/\\evil.example']) {
        const link = localePath(locale, path);
        expect(link, `${locale.code} ${path}`).toMatch(/^\/[^/\\]/);
        expect(new URL(link, 'https://eco.example').host).toBe('eco.example');
      }
    }
    expect(localePath(sourceLocale, '/about/token')).toBe('/about/token');
    expect(localePath(de, '/')).toBe('/de');
  });
});

describe("the document's language", () => {
  // The dev server (npm start) answers every address with index.html, whose <html> is English
  // and left to right: the page's language must still be the address's, Arabic right to left.
  it("is the address's, whatever the HTML said", () => {
    const html = document.createElement('html');
    html.lang = 'en';
    showLocale(html, ar);
    expect([html.lang, html.dir]).toEqual(['ar', 'rtl']);
    showLocale(html, sourceLocale);
    expect([html.lang, html.dir]).toEqual(['en', 'ltr']);
  });
});

describe('the page language', () => {
  it('writes numbers and dates in it, and English again after', () => {
    activateLocale(de);
    expect(currentLocale()).toBe(de);
    expect(formatNumber(1234567.5)).toBe('1.234.567,50');
    expect(formatDate('2026-11-30T12:00:00Z', 'UTC')).toBe('30. Nov. 2026');
    expect(formatPercent(12.5)).toBe('12,5\u00a0%');
    activateLocale(ar);
    // Western digits, as amounts, addresses and hashes are written on the same page.
    expect(formatNumber(1234.5)).toBe('1,234.50');
    expect(formatDate('2026-11-30T12:00:00Z', 'UTC')).toBe('30 نوفمبر 2026');
    activateLocale(sourceLocale);
    expect(formatNumber(1234567.5)).toBe('1,234,567.50');
    expect(formatDate('2026-11-30T12:00:00Z', 'UTC')).toBe('Nov 30, 2026');
    expect(formatPercent(12.5)).toBe('12.5%');
    expect(formatPercent(20, { decimals: 0 })).toBe('20%');
  });

  it("loads the active language's catalogue only, merged into what is loaded", async () => {
    activateLocale(de);
    const german = vi.fn(async () => ({ messages: { a: ['Hallo'] } }));
    const french = vi.fn(async () => ({ messages: { a: ['Bonjour'] } }));
    await loadCatalogue({ de: german, fr: french });
    await loadCatalogue({ de: async () => ({ messages: { b: ['Welt'] } }) });
    expect(french).not.toHaveBeenCalled();
    expect(i18n._('a')).toBe('Hallo');
    expect(i18n._('b')).toBe('Welt');
    // A module without messages, or without a catalogue in the language, loads nothing and fails
    // nothing.
    await expect(loadCatalogue(undefined)).resolves.toBeUndefined();
    await expect(loadCatalogue({ fr: french })).resolves.toBeUndefined();
    expect(french).not.toHaveBeenCalled();
  });
});

describe('the remembered language (LOCALE_SCRIPT)', () => {
  /** Runs the head script on `href` with what the tab and the browser have stored. */
  function run(href: string, stored: string | null, visited = false) {
    const url = new URL(href, 'https://eco.example');
    const replace = vi.fn();
    const local = new Map(stored ? [[LOCALE_KEY, stored]] : []);
    const session = new Map(visited ? [[VISITED_KEY, '1']] : []);
    const storage = (map: Map<string, string>) => ({
      getItem: (key: string) => map.get(key) ?? null,
      setItem: (key: string, value: string) => map.set(key, value),
    });
    // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the text the pages run inline
    new Function('location', 'localStorage', 'sessionStorage', LOCALE_SCRIPT)(
      { pathname: url.pathname, search: url.search, hash: url.hash, replace },
      storage(local),
      storage(session),
    );
    return { replace, visited: session.get(VISITED_KEY) === '1' };
  }

  it("sends a visitor who chose a language, arriving from outside, to that language's page", () => {
    expect(run('/about/token?x=1#supply', 'de').replace).toHaveBeenCalledWith(
      '/de/about/token?x=1#supply',
    );
    expect(run('/', 'ar').replace).toHaveBeenCalledWith('/ar');
  });

  it('redirects nobody else', () => {
    // A first visit: no guess from the browser's languages.
    expect(run('/about/token', null)).toEqual({ replace: expect.anything(), visited: true });
    expect(run('/about/token', null).replace).not.toHaveBeenCalled();
    // English chosen, or something that is not a language of the site.
    expect(run('/about/token', 'en').replace).not.toHaveBeenCalled();
    expect(run('/about/token', 'xx').replace).not.toHaveBeenCalled();
    // An address in a language already is a choice made.
    expect(run('/fr/terms', 'de').replace).not.toHaveBeenCalled();
    // A link followed inside the site (the English text a translation defers to).
    expect(run('/terms', 'de', true).replace).not.toHaveBeenCalled();
  });

  it('does nothing, without an error, where storage is disabled', () => {
    const blocked = {
      getItem: () => {
        throw new Error('SecurityError');
      },
    };
    // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the text the pages run inline
    const script = new Function('location', 'localStorage', 'sessionStorage', LOCALE_SCRIPT);
    const replace = vi.fn();
    expect(() => script({ pathname: '/', replace }, blocked, blocked)).not.toThrow();
    expect(replace).not.toHaveBeenCalled();
  });
});
