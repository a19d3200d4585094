// Which modules have a messages catalogue of their own (lingui.config.ts's extractor entries, and
// scripts/vite-catalogues.ts, which gives each its loaders): the root layout, every route
// module, and every module of the site the code loads on demand (`import('./…')`), since a module
// loaded later brings its messages with it rather than adding them to the first load
// (docs/decisions/0045). No imports outside Node: the Lingui CLI loads this too.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const webRoot = fileURLToPath(new URL('../..', import.meta.url));
const src = path.join(webRoot, 'src');

/** A dynamic import of the site's own code: relative, or through the `@/` alias of src/. */
export const DYNAMIC_IMPORT = /\bimport\(\s*(['"])((?:\.{1,2}\/|@\/)[^'"]+)\1\s*\)/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'locales' ? [] : sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

function resolveModule(specifier: string, importer: string): string | undefined {
  const base = specifier.startsWith('@/')
    ? path.join(src, specifier.slice(2))
    : path.resolve(path.dirname(importer), specifier);
  return [
    base,
    `${base}.tsx`,
    `${base}.ts`,
    path.join(base, 'index.tsx'),
    path.join(base, 'index.ts'),
  ]
    .filter((file) => /\.tsx?$/.test(file))
    .find((file) => existsSync(file));
}

/** The entries, as absolute paths: the root layout, the route modules, the on-demand modules. */
export function catalogueEntries(): string[] {
  const files = sourceFiles(src);
  const routes = files.filter(
    (file) =>
      file.startsWith(path.join(src, 'app/routes') + path.sep) && !file.endsWith('-live.tsx'),
  );
  const onDemand = files.flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(DYNAMIC_IMPORT)].flatMap(([, , specifier]) => {
      const target = resolveModule(specifier!, file);
      return target ? [target] : [];
    }),
  );
  return [...new Set([path.join(src, 'app/root-layout.tsx'), ...routes, ...onDemand])].sort();
}
