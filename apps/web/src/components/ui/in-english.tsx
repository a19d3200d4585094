import { t } from '@lingui/core/macro';
import type { AnchorHTMLAttributes } from 'react';
import { sourceLocale } from '@/config/locales';
import { currentLocale } from '@/lib/i18n';

/**
 * The language of a document the site gives in English only (the PDFs, the calendar file, the
 * white paper's PDF, XHTML and JSON forms, the carbon ledger's and the outflow tags' JSON: issue 33
 * keeps them English), for its link's `hrefLang`.
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

/**
 * A plain link to such a document (the canonical JSON of the white paper, the carbon ledger and
 * the outflow tags): `hrefLang` and the note, with the link's own words as children. A component,
 * so a sentence's message around the link stays as it is.
 */
export function EnglishDocumentLink({
  children,
  ...props
}: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  return (
    <a hrefLang={ENGLISH_DOCUMENT} {...props}>
      {children}
      <InEnglish />
    </a>
  );
}
