/**
 * The site's languages: one line each. Adding a language is a line here and its catalogues
 * (`npm run messages -w apps/web` writes them under src/locales/<code>/, ready to translate).
 * English is the source: the text in the code is English, and its pages keep the addresses
 * without a prefix (`/about/token`); every other language's pages are under its code
 * (`/de/about/token`).
 *
 * `review` is who fluent in the language checked the translation, and when. A language without
 * one says on every page that it is not yet reviewed and that the English text prevails, and
 * the launch gate refuses a production build that publishes it (scripts/vite-launch-gate.ts):
 * its legal pages would be an unchecked translation. Only a person's review is recorded here;
 * a machine translation is not a review.
 */
export interface Locale {
  /** The address prefix and the catalogues' folder: a BCP 47 language tag. */
  code: string;
  /** The language's name in itself, as the language menu shows it. */
  name: string;
  dir: 'ltr' | 'rtl';
  /** The tag numbers and dates are formatted with (Intl). */
  intl: string;
  review: { by: string; on: string } | 'source' | null;
}

export const locales = [
  { code: 'en', name: 'English', dir: 'ltr', intl: 'en-US', review: 'source' },
  { code: 'de', name: 'Deutsch', dir: 'ltr', intl: 'de-DE', review: null },
  { code: 'es', name: 'Español', dir: 'ltr', intl: 'es-ES', review: null },
  { code: 'fr', name: 'Français', dir: 'ltr', intl: 'fr-FR', review: null },
  // Western digits, as amounts, addresses and hashes elsewhere on the page are written.
  { code: 'ar', name: 'العربية', dir: 'rtl', intl: 'ar-u-nu-latn', review: null },
] as const satisfies readonly Locale[];

export type LocaleCode = (typeof locales)[number]['code'];

export const sourceLocale: Locale = locales[0];

/**
 * The pseudo-locale of the browser tests' check for untranslated text (lingui.config.ts): every
 * translated message comes out accented and bracketed, so text without brackets was not
 * translated. Never in a production build.
 */
export const pseudoLocale: Locale = {
  code: 'pseudo',
  name: 'Pseudo',
  dir: 'ltr',
  intl: 'en-US',
  review: null,
};

/** localStorage key of the language the visitor chose in the language menu. */
export const LOCALE_KEY = 'ECO_LOCALE';

/** sessionStorage key marking that this tab has already shown a page of the site. */
export const VISITED_KEY = 'ECO_VISITED';

/**
 * The remembered choice, applied before the page paints: a visitor who chose German in the
 * language menu and comes back to an English address from outside the site (a bookmark, a search
 * result, a typed address: the first page this tab shows of the site) is sent to the German page.
 * Nothing else redirects: a first visit gets the address it asked for, whatever the browser's
 * languages (no guesswork), a prefixed address is a language chosen already, and a link followed
 * inside the site (to the English text a translation defers to) is never overridden. Plain ES5 in
 * a try, as the browser runs it inline (storage may be disabled); its text changes only with the
 * list of languages, and the build admits it to the Content-Security-Policy by its hash.
 */
export const LOCALE_SCRIPT = (() => {
  const others = locales.filter(({ code }) => code !== sourceLocale.code).map(({ code }) => code);
  return [
    `try{var l=localStorage.getItem('${LOCALE_KEY}'),p=location.pathname;`,
    `if(!sessionStorage.getItem('${VISITED_KEY}')&&${JSON.stringify(others)}.indexOf(l)>=0`,
    `&&!/^\\/(${others.join('|')})(\\/|$)/.test(p))`,
    "location.replace('/'+l+(p==='/'?'':p)+location.search+location.hash);",
    `else sessionStorage.setItem('${VISITED_KEY}','1')}catch(e){}`,
  ].join('');
})();
