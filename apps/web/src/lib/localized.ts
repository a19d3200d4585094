import { i18n, type MessageDescriptor } from '@lingui/core';
import { currentFormatLocale, setFormatLocale } from '@eco/shared/format';
import { textVersion } from './text-version';

// The content modules' text in the page's language (docs/decisions/0046). A content module's
// messages arrive with the page's catalogues, after its code has run, so its text is built when it
// is first read (at render), not as the module loads: `localized(() => ({ title: tx(msg`…`) }))`.
// Kept apart from ./i18n.ts, which reads the build's settings: the content modules are also read
// by Node (the browser tests, the build's scripts), where the text is the English source.

let generation = 0;
// A catalogue loaded after a text was built (a dialog's, on demand) may hold its translation.
i18n.on('change', () => {
  generation += 1;
});

let sourceMode = false;

/** The message in the page's language, its placeholders filled in. */
export function tx(descriptor: MessageDescriptor): string {
  if (sourceMode)
    return descriptor.id + (descriptor.values ? JSON.stringify(descriptor.values) : '');
  // Node (a browser test's or a build script's reading of a content module) without a page.
  if (!i18n.locale) {
    i18n.load('en', {});
    i18n.activate('en');
  }
  return i18n._(descriptor);
}

/**
 * A content value built from its messages when read, once per language and loaded catalogues:
 * `export const faqEntries = localized((): FaqEntry[] => [...])`, read as `faqEntries()`.
 */
export function localized<T>(build: () => T): () => T {
  let cache: { locale: string; generation: number; value: T } | undefined;
  const read = () => {
    if (sourceMode) return build();
    if (cache?.locale !== i18n.locale || cache.generation !== generation) {
      const value = build();
      cache = { locale: i18n.locale, generation, value };
    }
    return cache.value;
  };
  getters.add(read);
  return read;
}

const getters = new WeakSet<object>();

/**
 * Whether `value` is a content value's getter (`localized`), which a walk over the content (the
 * launch gate's search for samples) reads like the value it returns.
 */
export const isLocalized = (value: unknown): value is () => unknown =>
  typeof value === 'function' && getters.has(value);

/**
 * What `read` returns with every message as its id (the hash of its English text) and values,
 * and figures formatted as in English: the same in every language, and different when the English
 * text changes. The legal pages' versions, which a buyer accepts, are derived from it: the English
 * text prevails, and a translation's wording is not a new version.
 */
export function sourceForm<T>(read: () => T): T {
  const formatLocale = currentFormatLocale();
  sourceMode = true;
  setFormatLocale('en-US');
  try {
    return read();
  } finally {
    sourceMode = false;
    setFormatLocale(formatLocale);
  }
}

/**
 * The version of a text a buyer accepts (a legal page, the white paper): of its source form, so it
 * is the same in every language. A page showing one document computes its version from it alone,
 * without the other documents' text (and messages) in its code.
 */
export function sourceVersion(read: () => unknown): string {
  // The English source cannot change while a page runs: a page that shows its version on every
  // render builds its document in source form once.
  let version = versions.get(read);
  if (version === undefined) {
    version = textVersion(sourceForm(read));
    versions.set(read, version);
  }
  return version;
}

const versions = new WeakMap<() => unknown, string>();
