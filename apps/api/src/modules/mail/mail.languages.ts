import { SOURCE_LANGUAGE } from '@eco/shared';
import type { SiteLanguage } from '@eco/shared';

/*
 * What every mail to a visitor has in each of the site's languages (@eco/shared's
 * SITE_LANGUAGES): the greeting, the signature, and, in a translation nobody fluent has
 * reviewed, a note saying so. A mail's own texts are a PerLanguage of its kind
 * (mail.messages.ts, stage-alerts.messages.ts): adding a language to the site is adding its
 * entry to each, and the compiler names every text still missing. Mails to the team (contact
 * messages, FAQ questions) stay English: they are for the team, not the visitor.
 */

/** One value per site language: a text without one of them does not compile. */
export type PerLanguage<T> = { readonly [L in SiteLanguage]: T };

/**
 * Who fluent in the language reviewed its mail texts, and when; null while nobody has (every
 * mail in it then says so, in it and in English). Only a person's review is recorded here; a
 * machine translation is not one. The site's pages have their own record
 * (apps/web/src/config/locales.ts): a review of one is not a review of the other.
 */
export const MAIL_REVIEWS: PerLanguage<'source' | { by: string; on: string } | null> = {
  en: 'source',
  de: null,
  es: null,
  fr: null,
  ar: null,
};

/**
 * The note at the end of an unreviewed translation, in its language; the English one follows it
 * in every such mail. The sentence the site's pages show (translation-notice-content.po).
 */
export const UNREVIEWED_NOTE: PerLanguage<string> = {
  en: 'This translation has not yet been reviewed by a fluent speaker; the English text prevails.',
  de: 'Diese Übersetzung wurde noch nicht von einer sprachkundigen Person geprüft; maßgeblich ist der englische Text.',
  es: 'Esta traducción aún no ha sido revisada por un hablante nativo o con dominio del idioma; prevalece el texto en inglés.',
  fr: 'Cette traduction n’a pas encore été relue par une personne maîtrisant la langue ; le texte anglais fait foi.',
  ar: 'لم يراجع هذه الترجمة بعدُ شخصٌ يتقن اللغة؛ والنص الإنجليزي هو المعتمد.',
};

/** The note's lines for a mail in `language`: none in English or a reviewed translation. */
export function unreviewedNote(language: SiteLanguage): string[] {
  if (language === SOURCE_LANGUAGE || MAIL_REVIEWS[language] !== null) return [];
  return [UNREVIEWED_NOTE[language], UNREVIEWED_NOTE[SOURCE_LANGUAGE]];
}

/**
 * A text as the language sets it: French puts a no-break space before `:`, `;`, `?` and `!`
 * (the texts are written with a plain one, which a line could break at). A URL's `https:` has
 * no space before it and stays as it is.
 */
export function typeset(language: SiteLanguage, text: string): string {
  return language === 'fr' ? text.replace(/ ([:;?!])/g, '\u00a0$1') : text;
}

/**
 * A mail's first line: greeting `name`, or nobody (null: a mail to an address that has not
 * confirmed it wants our mail, or to a stranger's inbox).
 */
export const GREETING: PerLanguage<(name: string | null) => string> = {
  en: (name) => (name === null ? 'Hello,' : `Hello ${name},`),
  de: (name) => (name === null ? 'Guten Tag,' : `Guten Tag ${name},`),
  es: (name) => (name === null ? 'Hola:' : `Hola, ${name}:`),
  fr: (name) => (name === null ? 'Bonjour,' : `Bonjour ${name},`),
  ar: (name) => (name === null ? 'مرحبًا،' : `مرحبًا ${name}،`),
};

/**
 * A mail's text: the greeting, the paragraphs (`lines`), the note of an unreviewed translation
 * (its end, before the signature: mail programs fold away what follows `-- `), the signature.
 * Plain text in every language: a mail program lays out an Arabic paragraph right to left by
 * itself, and links stay on lines of their own or at the end of one.
 */
export function mailBody(
  greeting: string,
  lines: string[],
  language: SiteLanguage = SOURCE_LANGUAGE,
): string {
  const note = unreviewedNote(language);
  const text = [
    greeting,
    '',
    ...lines,
    '',
    ...(note.length ? [...note, ''] : []),
    '-- ',
    'Green Planet ECO',
  ].join('\n');
  return typeset(language, text);
}

/**
 * The mail's language as a header (RFC 3282), so a mail program can offer to translate it and a
 * screen reader reads it with the right voice.
 */
export const languageHeaders = (language: SiteLanguage) => ({ 'Content-Language': language });
