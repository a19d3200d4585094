#!/usr/bin/env node
// Runs npm scripts at the same time and fails if any fails: `node scripts/parallel.mjs lint
// typecheck '*:test:unit'`. An argument is a root script, `<workspace>:<script>` (for example
// `apps/api:test:unit`), or `*:<script>` for every workspace that has that script. `npm test`
// uses it for the checks that do not depend on each other: most unit suites wait on anvil or
// PostgreSQL rather than the CPU, so side by side they take about half as long as one by one.
// Each output line is prefixed with its script's label; a summary with each script's wall-clock and
// CPU time ends the run.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
if (args.length === 0) {
  console.error(
    'usage: node scripts/parallel.mjs <script | workspace:script | *:script> [...more]',
  );
  process.exit(2);
}

const readPackage = (dir) => JSON.parse(readFileSync(path.join(root, dir, 'package.json'), 'utf8'));
// The root package.json names each workspace's folder (no glob patterns).
const { workspaces } = readPackage('.');

/** The runs an argument stands for: a label and the npm arguments. */
function expand(arg) {
  const colon = arg.indexOf(':');
  const scope = colon > 0 ? arg.slice(0, colon) : '';
  if (scope === '*' || scope.includes('/')) {
    const script = arg.slice(colon + 1);
    const dirs = scope === '*' ? workspaces : [scope];
    return dirs
      .filter((dir) => scope !== '*' || readPackage(dir).scripts?.[script])
      .map((dir) => ({
        label: `${path.basename(dir)} ${script}`,
        npm: ['run', script, '-w', dir],
      }));
  }
  return [{ label: arg, npm: ['run', arg] }];
}

const runs = args.flatMap(expand);
const width = Math.max(...runs.map((run) => run.label.length));

/** Copies `stream` line by line to `out`, each line prefixed with `prefix`. */
const prefixLines = (stream, out, prefix) =>
  createInterface({ input: stream, crlfDelay: Infinity }).on('line', (line) =>
    out.write(`${prefix}${line}\n`),
  );

/** CPU seconds (user + system) of a script's descendants, from the second line of bash's `times`. */
function cpuSeconds(times) {
  const children = times.trim().split('\n')[1] ?? '';
  const parts = [...children.matchAll(/(\d+)m([\d.]+)s/g)];
  if (parts.length !== 2) return undefined;
  return parts.reduce(
    (sum, [, minutes, seconds]) => sum + Number(minutes) * 60 + Number(seconds),
    0,
  );
}

const started = Date.now();
const results = await Promise.all(
  runs.map(
    (run) =>
      new Promise((resolve) => {
        const begin = Date.now();
        // Through bash, whose `times` then reports the CPU time of everything the script ran (its
        // reaped descendants): the wall time alone hides which script keeps the two cores busy.
        const child = spawn(
          'bash',
          ['-c', 'npm --silent "$@"; status=$?; times >&3; exit $status', 'parallel', ...run.npm],
          { cwd: root, stdio: ['ignore', 'pipe', 'pipe', 'pipe'] },
        );
        let times = '';
        child.stdio[3].on('data', (chunk) => (times += chunk));
        const prefix = `[${run.label.padEnd(width)}] `;
        prefixLines(child.stdout, process.stdout, prefix);
        prefixLines(child.stderr, process.stderr, prefix);
        const done = (ok, status) =>
          resolve({ ...run, ok, status, seconds: (Date.now() - begin) / 1000, times });
        child.on('close', (code, signal) => done(code === 0, signal ?? `exit ${code}`));
        child.on('error', (error) => done(false, String(error)));
      }),
  ),
);

console.info(
  `\nparallel: ${runs.length} scripts in ${((Date.now() - started) / 1000).toFixed(0)} s`,
);
for (const result of results) {
  const mark = result.ok ? 'ok    ' : 'FAILED';
  const cpu = cpuSeconds(result.times);
  console.info(
    `  ${mark} ${result.label.padEnd(width)} ${result.seconds.toFixed(0).padStart(4)} s` +
      (cpu === undefined ? '' : `, CPU ${cpu.toFixed(0).padStart(4)} s`),
  );
}
const failed = results.filter((result) => !result.ok);
for (const result of failed) console.error(`npm run ${result.label} failed (${result.status})`);
process.exit(failed.length > 0 ? 1 : 0);
