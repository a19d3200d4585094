import { currentFormatLocale } from '@eco/shared/format';

/**
 * "a", "a and b", "a, b and c": a list as a sentence in the page's language says it. English keeps
 * its own join (Intl's US English adds a comma before "and"); the other languages use Intl's.
 */
export function listText(items: readonly string[]): string {
  const locale = currentFormatLocale();
  if (!/^en\b/.test(locale)) {
    return new Intl.ListFormat(locale, { type: 'conjunction' }).format(items);
  }
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}
