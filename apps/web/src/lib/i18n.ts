import { i18n, type Messages } from '@lingui/core';
import { setFormatLocale } from '@eco/shared/format';
import { env } from '@/config/env';
import { locales, pseudoLocale, sourceLocale, type Locale } from '@/config/locales';

export { i18n };

/** A module's catalogue loaders by language code (scripts/vite-catalogues.ts writes them). */
export type Catalogues = Partial<Record<string, () => Promise<{ messages: Messages }>>>;

/**
 * The languages this build publishes: every one of config/locales.ts, and the pseudo-locale only
 * in the browser tests' build (VITE_PSEUDO_LOCALE), never in production.
 */
export const builtLocales: readonly Locale[] =
  env.VITE_PSEUDO_LOCALE === 'true' ? [...locales, pseudoLocale] : locales;

/**
 * The language of an address and the address inside it: `/de/about/token` is German
 * `/about/token`; an address without a language's prefix is English (the source language).
 */
export function localeOfPath(pathname: string): { locale: Locale; path: string; basename: string } {
  const [, first = '', ...rest] = pathname.split('/');
  const locale = builtLocales.find(({ code }) => code !== sourceLocale.code && code === first);
  if (!locale) return { locale: sourceLocale, path: pathname, basename: '' };
  return { locale, path: `/${rest.join('/')}`, basename: `/${locale.code}` };
}

/** The language of the page being shown (or rendered by the build). */
export function currentLocale(): Locale {
  return builtLocales.find(({ code }) => code === i18n.locale) ?? sourceLocale;
}

/** The address of `path` (an address without prefix, e.g. paths.about.token) in `locale`. */
export function localePath(locale: Locale, path: string): string {
  // One leading slash: an address typed as `//evil.example` (which the router keeps) would
  // otherwise make a link to another host.
  const own = `/${path.replace(/^[/\\]+/, '')}`;
  if (locale.code === sourceLocale.code) return own;
  return own === '/' ? `/${locale.code}` : `/${locale.code}${own}`;
}

/**
 * The page at `path` in every language the build publishes, and English again as the one for
 * readers of any other (x-default): the `hreflang` alternates of its head and of the sitemap.
 */
export function localeAlternates(path: string): { hrefLang: string; path: string }[] {
  // The site's languages only: the browser tests' pseudo-language is never advertised.
  return [
    ...locales.map((locale) => ({ hrefLang: locale.code, path: localePath(locale, path) })),
    { hrefLang: 'x-default', path },
  ];
}

/** The page's language: Lingui's, numbers' and dates' (one language per page load). */
export function activateLocale(locale: Locale): void {
  // The language's messages exist (empty) before any catalogue merges into them, so Lingui never
  // reports a language without messages, and a catalogue that failed to load fails nothing else.
  i18n.load(locale.code, {});
  // Lingui writes the numbers of its plurals (`#`) with the same tag as the formatter.
  i18n.activate(locale.code, [locale.intl]);
  setFormatLocale(locale.intl);
}

/**
 * The document's `lang` and `dir` for the page's language. The build writes them into each
 * prerendered page; a page the app renders itself (the dev server's index.html, which is English,
 * or another language's address answered by a host's English not-found page) gets them here.
 */
export function showLocale(html: HTMLElement, locale: Locale): void {
  html.lang = locale.code;
  html.dir = locale.dir;
}

/**
 * `loading` (a dynamic import of the site's code) once the module's messages in the page's
 * language are loaded too: the build wraps every such import in it (scripts/vite-catalogues.ts).
 */
export async function withMessages<M>(loading: Promise<M>): Promise<M> {
  const loaded = await loading;
  await loadCatalogue((loaded as { catalogues?: Catalogues }).catalogues);
  return loaded;
}

/** The active language's catalogue of `catalogues` merged into what the page has loaded. */
export async function loadCatalogue(catalogues: Catalogues | undefined): Promise<void> {
  const locale = i18n.locale;
  const load = catalogues?.[locale];
  if (!load) return;
  const { messages } = await load();
  i18n.load(locale, messages);
}
