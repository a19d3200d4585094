import { t } from '@lingui/core/macro';
import { sourceLocale } from '@/config/locales';
import { currentLocale } from '@/lib/i18n';

/**
 * The language of a document the site gives in English only (the PDFs, the calendar file, the
 * white paper's PDF, XHTML and JSON forms: issue 33 keeps them English), for its link's `hrefLang`.
 */
export const ENGLISH_DOCUMENT = sourceLocale.code;

/**
 * Placed in a link to such a document: on a page in another language it says, before the click,
 * that the document is in English ("PDF herunterladen (auf Englisch)"); on an English page it
 * says nothing.
 */
export function InEnglish() {
  if (currentLocale().code === sourceLocale.code) return null;
  // The space outside the note: an accessible name joins the link's pieces without it otherwise.
  return (
    <>
      {' '}
      <span data-in-english="">{t`(in English)`}</span>
    </>
  );
}
