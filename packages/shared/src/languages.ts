// The languages the site is published in, and the language a request names: the web client sends
// every API request with `Accept-Language: <the page's language>`, and the API mails a visitor in
// it. The codes are the site's (apps/web/src/config/locales.ts, whose list also holds each
// language's name, direction and review); the API's tests hold the two lists equal. English is
// the source language: its pages have no prefix (`/verify-email`), the others are under their
// code (`/de/verify-email`). No dependencies: the site may import it in any chunk.

/** The site's languages, English (the source) first. */
export const SITE_LANGUAGES = ['en', 'de', 'es', 'fr', 'ar'] as const;

/** One of the site's languages: a BCP 47 primary language subtag. */
export type SiteLanguage = (typeof SITE_LANGUAGES)[number];

/** The source language: what a request that names none of the site's languages gets. */
export const SOURCE_LANGUAGE = 'en' satisfies SiteLanguage;

/** True for one of the site's language codes (exactly, lower case). */
export function isSiteLanguage(value: unknown): value is SiteLanguage {
  return typeof value === 'string' && (SITE_LANGUAGES as readonly string[]).includes(value);
}

/** A stored code as a site language: one no longer published (or never) is the source language. */
export function siteLanguageOr(value: string | null | undefined): SiteLanguage {
  return isSiteLanguage(value) ? value : SOURCE_LANGUAGE;
}

/**
 * Longer headers are not read: a browser's list of languages fits in a few dozen characters and
 * the site's client sends one code, so a longer one is not a visitor's choice (and the work of
 * reading one stays bounded).
 */
export const MAX_ACCEPT_LANGUAGE_LENGTH = 512;

// RFC 9110 section 12.5.4: a language range (RFC 4647: subtags of 1 to 8 letters or digits, the
// first letters only, or `*`) and an optional weight, q=0 to 1 with up to three decimals.
const RANGE = /^(?:\*|[a-z]{1,8}(?:-[a-z0-9]{1,8})*)$/i;
const WEIGHT = /^q=(?:0(?:\.\d{0,3})?|1(?:\.0{0,3})?)$/i;

/**
 * The site language an `Accept-Language` header prefers, or undefined when it names none of them
 * (missing, empty, malformed, too long, or only other languages). The ranges are taken by weight
 * (`q`, 1 when absent), in the header's order among equal weights; the first whose primary
 * subtag is a site language wins (`de-AT` is German). A range of weight 0 (not acceptable), `*`
 * (any: no choice) and malformed entries are skipped; the rest of the header still counts.
 */
export function preferredSiteLanguage(
  header: string | readonly string[] | null | undefined,
): SiteLanguage | undefined {
  const text = typeof header === 'string' ? header : header?.join(',');
  if (!text || text.length > MAX_ACCEPT_LANGUAGE_LENGTH) return undefined;
  const ranges: { language: string; weight: number; index: number }[] = [];
  for (const [index, entry] of text.split(',').entries()) {
    const [range = '', ...params] = entry.split(';').map((part) => part.trim());
    if (!RANGE.test(range) || range === '*') continue;
    let weight = 1;
    let valid = true;
    for (const param of params) {
      if (WEIGHT.test(param)) weight = Number(param.slice(2));
      else valid = false;
    }
    if (!valid || weight === 0) continue;
    ranges.push({ language: range.split('-')[0]!.toLowerCase(), weight, index });
  }
  ranges.sort((a, b) => b.weight - a.weight || a.index - b.index);
  return ranges.map((range) => range.language).find(isSiteLanguage);
}

/** The site language of an `Accept-Language` header: its preferred one, else the source language. */
export function siteLanguageOf(
  header: string | readonly string[] | null | undefined,
): SiteLanguage {
  return preferredSiteLanguage(header) ?? SOURCE_LANGUAGE;
}

/**
 * The address of a page of the site in `language`: `${siteUrl}/verify-email` in English (the
 * source keeps the addresses without a prefix), `${siteUrl}/de/verify-email` in German. `path`
 * starts with `/` (`/` itself is the language's home page).
 */
export function sitePageUrl(siteUrl: string, language: SiteLanguage, path: string): string {
  if (language === SOURCE_LANGUAGE) return `${siteUrl}${path}`;
  return path === '/' ? `${siteUrl}/${language}` : `${siteUrl}/${language}${path}`;
}
