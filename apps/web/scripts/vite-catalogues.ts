import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { locales, pseudoLocale, sourceLocale } from '../src/config/locales.ts';
import { DYNAMIC_IMPORT } from './lib/catalogue-entries.ts';

const webRoot = fileURLToPath(new URL('..', import.meta.url));
const srcDir = path.join(webRoot, 'src') + path.sep;

/** Whether the source language's catalogue of `module` holds any message (beyond its header). */
function hasMessages(module: string): boolean {
  const file = path.join(webRoot, 'src/locales', sourceLocale.code, `${module}.po`);
  return existsSync(file) && /^msgid "(?:[^"\\]|\\.)+"/m.test(readFileSync(file, 'utf8'));
}

/**
 * Wires the messages' catalogues into the build (docs/decisions/0045). Each module Lingui's
 * extractor writes a catalogue for (scripts/lib/catalogue-entries.ts: the root layout, the route
 * modules, the modules loaded on demand) gets an export `catalogues`: the loaders of its catalogue
 * in every language of the build, by language code, each its own chunk. Every `import('./…')` of the site's code
 * then waits for the module's catalogue in the page's language (lib/i18n.ts's withMessages), so a
 * dialog or island renders in the page's language the moment it loads, and no message reaches a
 * page before the code that shows it; the router does the same for the pages, and the app for the
 * layout before its first render.
 *
 * Done here rather than written in each module, so none can forget it or load another's. A module
 * without messages gets none (no request for an empty file); the pseudo-locale's catalogues are
 * left out of a build without it (`pseudo`: VITE_PSEUDO_LOCALE).
 */
export function catalogues(pseudo: boolean): Plugin {
  const languages = [...locales, ...(pseudo ? [pseudoLocale] : [])].map(({ code }) => code);
  return {
    name: 'eco-catalogues',
    enforce: 'pre',
    transform: {
      filter: { id: /\.tsx?$/ },
      handler(code, id) {
        if (!id.startsWith(srcDir) || /\.test\.tsx?$/.test(id)) return undefined;
        const module = path
          .relative(webRoot, id)
          .split(path.sep)
          .join('/')
          .replace(/\.tsx?$/, '');
        let out = code;
        if (module !== 'src/lib/i18n' && out.search(DYNAMIC_IMPORT) >= 0) {
          out = out.replace(DYNAMIC_IMPORT, (call) => `__withMessages(${call})`);
          out = `import { withMessages as __withMessages } from '@/lib/i18n';\n${out}`;
        }
        if (hasMessages(module)) {
          // Keyed by language: the page picks its own without the files' paths in the code.
          const loaders = languages
            .filter((code) => existsSync(path.join(webRoot, 'src/locales', code, `${module}.po`)))
            .map((code) => `${code}: () => import('/src/locales/${code}/${module}.po')`);
          const exported = `export const catalogues = { ${loaders.join(', ')} };`;
          const declared = /^export declare const catalogues: Catalogues;$/m;
          out = declared.test(out)
            ? out.replace(declared, () => exported)
            : `${out}\n${exported}\n`;
        }
        return out === code ? undefined : { code: out, map: null };
      },
    },
  };
}
