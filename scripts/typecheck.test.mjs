// `scripts/typecheck.mjs` runs TypeScript 7 (the `typescript-native` alias), never the TypeScript 6
// that `node_modules/.bin/tsc` may point to, and passes tsc's errors and exit code through. Run by
// `npm test` (node --test).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { fileURLToPath } from 'node:url';

const wrapper = path.join(path.dirname(fileURLToPath(import.meta.url)), 'typecheck.mjs');
const typecheck = (...args) =>
  spawnSync(process.execPath, [wrapper, ...args], { encoding: 'utf8' });

const project = mkdtempSync(path.join(tmpdir(), 'eco-typecheck-'));
after(() => rmSync(project, { recursive: true, force: true }));
writeFileSync(
  path.join(project, 'tsconfig.json'),
  JSON.stringify({ compilerOptions: { strict: true, noEmit: true, types: [] }, include: ['*.ts'] }),
);

describe('scripts/typecheck.mjs', () => {
  it('runs TypeScript 7', () => {
    const run = typecheck('--version');
    assert.equal(run.status, 0, run.stderr);
    assert.match(run.stdout, /^Version 7\.\d+\.\d+/);
  });

  it('passes a correct project and fails on a type error, naming file and line', () => {
    const file = path.join(project, 'index.ts');
    writeFileSync(file, 'export const count: number = 1;\n');
    const clean = typecheck('--noEmit', '-p', project);
    assert.equal(clean.status, 0, clean.stdout + clean.stderr);

    writeFileSync(file, 'export const count: number = 1;\nexport const name: string = count;\n');
    const broken = typecheck('--noEmit', '-p', project);
    assert.notEqual(broken.status, 0);
    assert.match(broken.stdout, /index\.ts\(2,\d+\): error TS2322/);
  });
});
