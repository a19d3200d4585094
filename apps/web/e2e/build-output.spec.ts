import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { gzipBytes } from '../scripts/lib/bundle-budget';
import { e2eDistDir } from './support/parts';

const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(file) : [file];
  });

// Whatever is in dist is public on a static host. The browser tests run on
// the same production build a host gets (only the chain settings differ), so it is checked here.
test('the build publishes no source maps and no reference to one', () => {
  const files = filesUnder(e2eDistDir).map((file) => path.relative(e2eDistDir, file));
  expect(files.length).toBeGreaterThan(20);
  expect(files.filter((file) => file.endsWith('.map'))).toEqual([]);
  const referencing = files
    .filter((file) => /\.(js|css|html)$/.test(file))
    .filter((file) =>
      readFileSync(path.join(e2eDistDir, file), 'utf8').includes('sourceMappingURL'),
    );
  expect(referencing).toEqual([]);
});

// zod carries its error messages in some forty languages. The site shows English only, and a form
// fetches zod on its first use: only what the schemas use may ship, not zod's whole namespace (a
// dynamic import('zod') would need it, locales and all: 88 KiB gzip instead of about 25).
test('zod ships without the error messages of other languages', () => {
  const scripts = filesUnder(e2eDistDir).filter((file) => file.endsWith('.js'));
  const withZod = scripts.filter((file) => readFileSync(file, 'utf8').includes('Invalid input'));
  expect(withZod.length).toBeGreaterThan(0);
  // German and Polish messages of zod's locales, as two samples of them all.
  const withLocales = scripts.filter((file) =>
    /Ungültige|Nieprawidłow/.test(readFileSync(file, 'utf8')),
  );
  expect(withLocales.map((file) => path.relative(e2eDistDir, file))).toEqual([]);
  const largest = Math.max(...withZod.map((file) => gzipBytes(readFileSync(file))));
  expect(largest).toBeLessThan(40 * 1024);
});
