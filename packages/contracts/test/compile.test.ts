import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { packageRoot } from '../src/compile';

const run = promisify(execFile);

/** Compiles in a fresh process with its cache in `cacheDir`; says whether it came from the cache. */
async function compileIn(cacheDir: string): Promise<{ fromCache: boolean; artifacts: number }> {
  const { stdout } = await run(
    process.execPath,
    [
      '--import',
      'tsx',
      '--input-type=module',
      '-e',
      "const { compile } = await import('./src/compile.ts'); const r = await compile(); console.log(JSON.stringify({ fromCache: r.fromCache, artifacts: Object.keys(r.artifacts).length }));",
    ],
    { cwd: packageRoot, env: { ...process.env, ECO_SOLC_CACHE_DIR: cacheDir } },
  );
  return JSON.parse(stdout.trim().split('\n').at(-1)!) as { fromCache: boolean; artifacts: number };
}

// Each compile is about 15 s of CPU; on a busy machine several times that.
describe('compiling on an empty cache', { timeout: 300_000 }, () => {
  const cacheDir = mkdtempSync(join(tmpdir(), 'eco-solc-cache-'));
  afterAll(() => rmSync(cacheDir, { recursive: true, force: true }));

  it('three processes at once compile once: the others wait for its cache file', async () => {
    const results = await Promise.all([
      compileIn(cacheDir),
      compileIn(cacheDir),
      compileIn(cacheDir),
    ]);
    expect(results.filter((r) => !r.fromCache)).toHaveLength(1);
    expect(new Set(results.map((r) => r.artifacts)).size).toBe(1);
    // Only the cache file is left: no lock, no half-written file.
    expect(readdirSync(cacheDir)).toEqual([expect.stringMatching(/^solc-[0-9a-f]{16}\.json$/)]);
  });

  it('takes over a lock left by a process that died', async () => {
    const [cacheFile] = readdirSync(cacheDir);
    rmSync(join(cacheDir, cacheFile!));
    const lock = join(cacheDir, `${cacheFile}.lock`);
    mkdirSync(lock);
    writeFileSync(join(lock, 'pid'), '2147483646'); // no such process
    expect((await compileIn(cacheDir)).fromCache).toBe(false);
    expect(readdirSync(cacheDir)).toEqual([cacheFile]);
  });
});
