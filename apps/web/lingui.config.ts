import { defineConfig } from '@lingui/cli';
import { createRolldownBundler } from '@lingui/cli/bundlers/rolldown';
import { formatter } from '@lingui/format-po';
import { fileURLToPath } from 'node:url';
import { catalogueEntries } from './scripts/lib/catalogue-entries.ts';
import { locales, pseudoLocale, sourceLocale } from './src/config/locales.ts';

const src = fileURLToPath(new URL('./src', import.meta.url));
// Where the catalogues are: src/locales, or another folder for the check that they are complete
// (scripts/catalogues.test.ts extracts into a temporary one and compares).
const catalogues = process.env.ECO_CATALOGUES_DIR ?? '<rootDir>/src/locales';

/**
 * The messages' catalogues (docs/decisions/0045): one per page, one for the layout every page
 * shares and one for each module loaded on demand (scripts/lib/catalogue-entries.ts), each holding
 * the messages its code reaches without loading more, so a page's first load carries only its own
 * and a dialog brings its messages when it loads. Lingui's extractor bundles each entry to find
 * them, leaving what an entry loads on demand (`import()`) to that module's own catalogue.
 */
export default defineConfig({
  sourceLocale: sourceLocale.code,
  locales: [...locales.map(({ code }) => code), pseudoLocale.code],
  pseudoLocale: { locale: pseudoLocale.code, prepend: '⟦', append: '⟧' },
  fallbackLocales: { default: sourceLocale.code },
  catalogs: [],
  // <Trans> without a provider: the page's one i18n instance (src/components/ui/trans.tsx).
  runtimeConfigModule: { Trans: ['@/components/ui/trans', 'Trans'] },
  // Where each message is used, without line numbers, so moving code does not rewrite them all.
  format: formatter({ lineNumbers: false }),
  experimental: {
    runtimeMacro: true,
    extractor: {
      entries: catalogueEntries(),
      output: `${catalogues}/{locale}/{entryDir}/{entryName}`,
      bundler: createRolldownBundler({
        includeDeps: ['@/'],
        resolveRolldownOptions: (options) => ({
          ...options,
          resolve: { alias: { '@': src } },
          plugins: [
            // What an entry loads on demand is not part of its catalogue (it has its own).
            {
              name: 'eco-on-demand-apart',
              resolveId: (source, _importer, { kind }) =>
                kind === 'dynamic-import' ? { id: source, external: true } : null,
            },
            ...(Array.isArray(options.plugins) ? options.plugins : []),
          ],
        }),
      }),
    },
  },
});
