import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { carbonCredits, registryPageUrl } from '../src/content/carbon-credits';

// The Carbon Credit paper is rendered from the ledger module by the build's own command. Its
// text is compressed, but its link annotations are not: each is a "/URI (address)" entry.
// Run as a separate process: the unit tests' jsdom cannot resolve the script's file URLs.
const script = join(dirname(fileURLToPath(import.meta.url)), 'build-pdfs.ts');

let dir: string;
let pdf: string;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'eco-pdfs-'));
  execFileSync(process.execPath, ['--import', 'tsx', script, dir], { stdio: 'pipe' });
  pdf = readFileSync(join(dir, 'eco-carbon-credits.pdf'), 'latin1');
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the Carbon Credit paper', () => {
  it('links each held or retired batch to its project page on the registry, and no other', () => {
    const linked = new Set([...pdf.matchAll(/\/URI \(([^)]*)\)/g)].map((match) => match[1]));
    const expected = carbonCredits
      .map((credit) => registryPageUrl(credit))
      .filter((url): url is string => url !== undefined);
    expect(expected.length).toBeGreaterThan(0);
    expect([...linked].sort()).toEqual([...new Set(expected)].sort());
  });
});
