#!/usr/bin/env node
// Runs npm scripts at the same time and fails if any fails: `node scripts/parallel.mjs lint
// typecheck`. `npm test` uses it for the checks that do not depend on each other.
import { spawn } from 'node:child_process';

const scripts = process.argv.slice(2);
if (scripts.length === 0) {
  console.error('usage: node scripts/parallel.mjs <npm script> [<npm script> ...]');
  process.exit(2);
}

const results = await Promise.all(
  scripts.map(
    (script) =>
      new Promise((resolve) => {
        const child = spawn('npm', ['run', '--silent', script], { stdio: 'inherit' });
        child.on('exit', (code, signal) => resolve({ script, ok: code === 0, code, signal }));
        child.on('error', (error) => resolve({ script, ok: false, code: String(error) }));
      }),
  ),
);
const failed = results.filter((result) => !result.ok);
for (const result of failed) {
  console.error(`npm run ${result.script} failed (${result.signal ?? `exit ${result.code}`})`);
}
process.exit(failed.length > 0 ? 1 : 0);
