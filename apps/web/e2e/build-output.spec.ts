import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';

const distDir = fileURLToPath(new URL('../dist', import.meta.url));

const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(file) : [file];
  });

// Whatever is in dist is public on a static host. The browser tests run on
// the same production build a host gets (only the chain settings differ), so it is checked here.
test('the build publishes no source maps and no reference to one', () => {
  const files = filesUnder(distDir).map((file) => path.relative(distDir, file));
  expect(files.length).toBeGreaterThan(20);
  expect(files.filter((file) => file.endsWith('.map'))).toEqual([]);
  const referencing = files
    .filter((file) => /\.(js|css|html)$/.test(file))
    .filter((file) => readFileSync(path.join(distDir, file), 'utf8').includes('sourceMappingURL'));
  expect(referencing).toEqual([]);
});
