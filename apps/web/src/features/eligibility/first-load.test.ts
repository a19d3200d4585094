import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The first-load budget (docs/decisions/0004) as a rule on the source: the eligibility page and
// the home page (with its sale calendar) reach none of the heavy libraries through static
// imports, only through import() when the visitor asks (a check) or scrolls to the calendar.
// The browser tests measure the bytes; this names the import that would break it.

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../..');
const src = path.join(root, 'apps/web/src');
const heavy = /^(viem|wagmi|zod|react-hook-form|@hookform\/|@tanstack\/react-query)(\/|$)/;

/** The workspace packages' export maps, so '@eco/contracts/stages' resolves to its file. */
function workspaceFile(specifier: string): string | undefined {
  const match = /^@eco\/([^/]+)(\/.*)?$/.exec(specifier);
  if (!match) return undefined;
  const dir = path.join(root, 'packages', match[1]!);
  const { exports } = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as {
    exports: Record<string, string>;
  };
  const target = exports[`.${match[2] ?? ''}`];
  return target ? path.join(dir, target) : undefined;
}

function resolve(specifier: string, from: string): string | undefined {
  const base = specifier.startsWith('@/')
    ? path.join(src, specifier.slice(2))
    : specifier.startsWith('.')
      ? path.resolve(path.dirname(from), specifier)
      : workspaceFile(specifier);
  if (!base) return undefined;
  return [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`].find(
    (file) => existsSync(file) && !file.endsWith('/') && /\.(tsx?|json)$/.test(file),
  );
}

/**
 * Specifiers a module imports for its values (import type and import() left out). What comes
 * before `from` holds no quote and no semicolon, so a local `export { name };` is not read as
 * running on to the `from` of the next statement.
 */
function staticImports(source: string): string[] {
  const found: string[] = [];
  const pattern = /^\s*(?:import|export)\s+(?!type\b)(?:[^;'"]*?\s+from\s+)?['"]([^'"]+)['"]/gm;
  for (const match of source.matchAll(pattern)) found.push(match[1]!);
  return found;
}

/** Files `heavyImports` read last time: what the page's own chunk is built from. */
let seen = new Set<string>();

/** Every heavy library `entry` reaches through static imports, with the chain that reaches it. */
function heavyImports(entry: string): string[] {
  seen = new Set<string>();
  const found: string[] = [];
  const visit = (file: string, chain: string[]) => {
    if (seen.has(file) || file.endsWith('.json')) return;
    seen.add(file);
    for (const specifier of staticImports(readFileSync(file, 'utf8'))) {
      if (heavy.test(specifier)) {
        found.push([...chain, path.relative(root, file), specifier].join(' → '));
        continue;
      }
      const next = resolve(specifier, file);
      if (next) visit(next, [...chain, path.relative(root, file)]);
    }
  };
  visit(entry, []);
  return found;
}

describe('first-load imports', () => {
  it('finds a heavy import where there is one (the check itself can fail)', () => {
    expect(
      heavyImports(path.join(src, 'features/eligibility/api/check-eligibility.ts')),
    ).toContainEqual(expect.stringMatching(/check-eligibility\.ts → viem$/));
  });

  it('keeps viem, wagmi, zod, react-hook-form and TanStack Query out of the eligibility page', () => {
    expect(heavyImports(path.join(src, 'app/routes/sale/eligibility.tsx'))).toEqual([]);
    // Read through the '@/' alias and relative imports alike, down to the pure logic.
    expect([...seen].map((file) => path.relative(src, file))).toEqual(
      expect.arrayContaining([
        'features/eligibility/components/eligibility-checker.tsx',
        'features/eligibility/components/eligibility-report.tsx',
        'features/eligibility/eligibility.ts',
      ]),
    );
  });

  it('keeps the wallet stack out of the home page, sale calendar included', () => {
    expect(heavyImports(path.join(src, 'app/routes/home.tsx'))).toEqual([]);
    // The calendar's own code loads once the page is live (import()), not with the page.
    const files = [...seen].map((file) => path.relative(src, file));
    expect(files).toContain('app/sale-calendar-island.tsx');
    expect(files).not.toContain('features/token/components/sale-calendar-section.tsx');
  });
});
