import { t } from '@lingui/core/macro';
import { paths } from '@/config/paths';
import { sourceLocale } from '@/config/locales';
import { currentLocale, localePath } from '@/lib/i18n';

/** The legal pages: in another language they are translations of the English text that binds. */
const legalPaths: string[] = [paths.terms, paths.privacy, paths.risks];

/**
 * What a translated page owes its reader (issue 33's honesty rules): a language nobody fluent has
 * reviewed (config/locales.ts) says so on every page, and that the English text prevails, also in
 * English, since the sentence itself is part of the unchecked translation; the legal pages say in
 * every language but English that the English version prevails. Each links the English page.
 */
export default function TranslationNoticeContent({ pathname }: { pathname: string }) {
  const locale = currentLocale();
  const legal = legalPaths.includes(pathname);
  const reviewed = locale.review !== null;
  if (reviewed && !legal) return null;
  const english = localePath(sourceLocale, pathname);
  return (
    <aside
      aria-label={t`About this translation`}
      className="border-b border-amber-200 bg-amber-50 text-sm text-amber-950"
    >
      <div className="mx-auto max-w-7xl px-4 py-3 sm:px-6">
        <p>
          {reviewed
            ? t`This page is a translation; the English version prevails.`
            : t`This translation has not yet been reviewed by a fluent speaker; the English text prevails.`}{' '}
          <a href={english} hrefLang="en" lang="en" dir="ltr" className="font-semibold underline">
            Read it in English
          </a>
          {reviewed ? null : (
            <span lang="en" dir="ltr" className="mt-1 block text-amber-900">
              This translation has not yet been reviewed; the English text prevails.
            </span>
          )}
        </p>
      </div>
    </aside>
  );
}
