import { i18n, type Messages } from '@lingui/core';
import { locales } from '@/config/locales';
import { activateLocale } from '@/lib/i18n';

// A language's real catalogues for a unit test (outside a production build Lingui compiles the
// English from the code itself, so a test in another language loads what the page would). Real
// messages, never hand-written ones: the test files share a module graph (vitest.config.ts,
// `isolate: false`), so what one loads into a language stays for the next.

const catalogues = import.meta.glob<{ messages: Messages }>('../locales/*/src/**/*.po');

/**
 * Makes `code` the page's language with the catalogues of the given modules, each named by its
 * source path under src without extension, as scripts/lib/catalogue-entries.ts names them
 * ("app/routes/receipt", "components/marketing-notice-content").
 */
export async function inLanguage(code: string, ...modules: string[]): Promise<void> {
  const locale = locales.find((l) => l.code === code);
  if (!locale) throw new Error(`No language ${code} in config/locales.ts`);
  activateLocale(locale);
  for (const module of modules) {
    const load = catalogues[`../locales/${code}/src/${module}.po`];
    if (!load) throw new Error(`No catalogue for ${module} in ${code}`);
    i18n.load(code, (await load()).messages);
  }
}
