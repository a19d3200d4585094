// `npm run e2e`: the browser suite as two Playwright runs at once, one per part
// (e2e/support/parts.ts), each on its own stack and its own build (`npm run build:e2e` made
// both). Arguments go to both runs (`npm run e2e -- token-page.spec.ts`); a part with no test
// among them passes. Each output line carries its part's name; the run fails if either part does.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { e2eParts } from '../e2e/support/parts';
import { e2ePortOffset } from '../e2e/support/ports';

const webDir = fileURLToPath(new URL('..', import.meta.url));
const width = Math.max(...e2eParts.map((part) => part.name.length));
const started = Date.now();

const children = e2eParts.map((part) => {
  const child = spawn(
    'npx',
    ['playwright', 'test', '--pass-with-no-tests', ...process.argv.slice(2)],
    {
      cwd: webDir,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        E2E_PART: part.name,
        E2E_PORT_OFFSET: String(e2ePortOffset + part.portOffset),
      },
    },
  );
  const prefix = `[${part.name.padEnd(width)}] `;
  for (const [stream, out] of [
    [child.stdout, process.stdout],
    [child.stderr, process.stderr],
  ] as const) {
    createInterface({ input: stream, crlfDelay: Infinity }).on('line', (line) =>
      out.write(`${prefix}${line}\n`),
    );
  }
  const result = new Promise<{ name: string; ok: boolean; seconds: number }>((resolve) =>
    child.on('close', (code) =>
      resolve({ name: part.name, ok: code === 0, seconds: (Date.now() - started) / 1000 }),
    ),
  );
  return { child, result };
});

// Ctrl-C reaches the runs through the terminal's process group; a signal sent to this process
// alone is passed on, so neither run outlives it.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    for (const { child } of children) child.kill(signal);
  });
}

const results = await Promise.all(children.map(({ result }) => result));
for (const { name, ok, seconds } of results) {
  console.info(`e2e: the ${name} part ${ok ? 'passed' : 'FAILED'} in ${seconds.toFixed(0)} s`);
}
process.exit(results.every(({ ok }) => ok) ? 0 : 1);
