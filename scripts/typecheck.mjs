#!/usr/bin/env node
// Runs TypeScript 7's tsc (the native port) with the given arguments: every workspace's
// `typecheck` is `node ../../scripts/typecheck.mjs --noEmit -p .`. It checks the five workspaces
// in about a fifth of TypeScript 6's CPU time (decision 0028). TypeScript 6 stays installed as
// `typescript`, because typescript-eslint runs the type-aware lint rules through its API;
// TypeScript 7 is the root devDependency `typescript-native` (an npm alias). Both packages declare
// a `tsc` bin, so `node_modules/.bin/tsc` may be either: this resolves the alias's own bin.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const require = createRequire(import.meta.url);
// The package's `exports` do not list its bin, so find it through its package.json.
const manifestPath = require.resolve('typescript-native/package.json');
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
const bin = path.join(path.dirname(manifestPath), manifest.bin.tsc);

// One checker thread: by default tsc 7 checks on several threads, which on this project's 2-core
// machines, beside ESLint and the unit suites of `npm test`, doubled the CPU time and the memory
// (apps/web: 27 s and 1.9 GB against 13 s and 1.0 GB) and took longer, not shorter.
process.argv.splice(2, 0, '--singleThreaded');
// The bin reads its arguments from process.argv.slice(2), which are ours, and replaces this
// process with the platform's tsc binary (from the `@typescript/typescript-<platform>-<arch>`
// optional dependency), so its exit code and output are tsc's.
await import(pathToFileURL(bin).href);
