import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { locales, sourceLocale } from '../src/config/locales';

// The catalogues in src/locales are what the code says (docs/decisions/0045): extracted again
// from today's code into a temporary folder, they hold the same messages, file by file; and every
// language has a translation of every message, so no page shows a message in English, or its id,
// where its language is expected. `npm run messages -w apps/web` brings them in step.

const require = createRequire(import.meta.url);
// node:path rather than new URL(): jsdom's URL (the unit tests' global) does not resolve file: URLs.
const webRoot = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const committed = path.join(webRoot, 'src/locales');

/** The .po files under `dir`, relative to it. */
function catalogueFiles(dir: string, under = ''): string[] {
  return readdirSync(path.join(dir, under), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(under, entry.name);
    if (entry.isDirectory()) return catalogueFiles(dir, relative);
    return entry.name.endsWith('.po') ? [relative] : [];
  });
}

/** A catalogue's entries: msgid (with its context) to msgstr, the header left out. */
function readCatalogue(text: string): Map<string, string> {
  const entries = new Map<string, string>();
  const unquote = (lines: string) =>
    [...lines.matchAll(/"((?:[^"\\]|\\.)*)"/g)]
      .map(([, part]) => JSON.parse(`"${part}"`) as string)
      .join('');
  for (const block of text.split(/\n\s*\n/)) {
    const context = /^msgctxt ((?:".*"\n?)+)/m.exec(block)?.[1];
    const id = /^msgid ((?:".*"\n?)+)/m.exec(block)?.[1];
    const str = /^msgstr ((?:".*"\n?)+)/m.exec(block)?.[1];
    if (id === undefined || str === undefined || block.startsWith('#~')) continue;
    const key = `${context ? `${unquote(context)}\u0004` : ''}${unquote(id)}`;
    if (key) entries.set(key, unquote(str));
  }
  return entries;
}

describe('the catalogues', () => {
  let fresh = '';
  beforeAll(() => {
    fresh = mkdtempSync(path.join(tmpdir(), 'eco-catalogues-'));
    // The CLI's own file (its package exports no bin path): beside its main module.
    const cli = path.join(path.dirname(require.resolve('@lingui/cli')), 'lingui.js');
    const run = spawnSync(process.execPath, [cli, 'extract-experimental', '--clean'], {
      cwd: webRoot,
      env: { ...process.env, ECO_CATALOGUES_DIR: fresh },
      encoding: 'utf8',
    });
    if (run.status !== 0) throw new Error(`lingui extract failed: ${run.stderr}${run.stdout}`);
  });
  afterAll(() => rmSync(fresh, { recursive: true, force: true }));

  it('hold exactly the messages of the code, in the same files', () => {
    const files = catalogueFiles(fresh).sort();
    expect(catalogueFiles(committed).sort()).toEqual(files);
    const stale = files.filter((file) => {
      const want = [...readCatalogue(readFileSync(path.join(fresh, file), 'utf8')).keys()];
      const have = [...readCatalogue(readFileSync(path.join(committed, file), 'utf8')).keys()];
      return JSON.stringify(want.sort()) !== JSON.stringify(have.sort());
    });
    expect(stale, 'out of step with the code: run `npm run messages -w apps/web`').toEqual([]);
  });

  it('translate every message into every language', () => {
    const untranslated = locales
      .filter(({ code }) => code !== sourceLocale.code)
      .flatMap(({ code }) =>
        catalogueFiles(path.join(committed, code)).flatMap((file) =>
          [...readCatalogue(readFileSync(path.join(committed, code, file), 'utf8'))]
            .filter(([, translation]) => translation.trim() === '')
            .map(([id]) => `${code}/${file}: ${id}`),
        ),
      );
    expect(untranslated).toEqual([]);
  });
});
