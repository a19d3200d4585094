import { teamText, type TeamTranslations } from '@eco/contracts/offer';
import { currentLocale } from '@/lib/i18n';

/**
 * A text the team wrote in English (an offer's reason or basis, from a deployment's config): the
 * translation the team gave for the page's language, else the English, marked as English so that
 * a screen reader and a translation tool read it as such. The English prevails either way.
 */
export function TeamText({
  english,
  translated,
}: {
  english: string;
  translated: TeamTranslations | undefined;
}) {
  const page = currentLocale().code;
  const { text, lang } = teamText(english, translated, page);
  return lang === page ? <>{text}</> : <span lang={lang}>{text}</span>;
}
