import { spawn, type ChildProcess } from 'node:child_process';
import { e2eDistDir } from './parts';
import { e2ePorts } from './ports';

// Playwright's one webServer entry for the browser-test stack. Playwright starts its webServer
// entries one after another, each once the previous one answers; but the API (serve-api.ts, with
// the mail catcher) and the chain (serve-chain.ts: anvil, the deployment and the RPC proxy, then
// the indexer, serve-indexer.ts, which reads it) need nothing from each other, and each takes
// seconds to start. So they start side by side here, and
// the static site (vite preview, which proxies /api to the API) starts once both answer: Playwright
// waits for the site's URL, so when it answers the whole stack is ready.
// Playwright stops the stack by signalling this process group, which holds every child: each
// child stops on its own signal, and this process exits once they all have.

const children: ChildProcess[] = [];
let stopping = false;

function start(command: string, args: string[], env: NodeJS.ProcessEnv = {}): ChildProcess {
  const child = spawn(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  children.push(child);
  child.on('exit', (code, signal) => {
    if (stopping) return;
    // One part of the stack gone: stop the rest and fail, so Playwright reports it at once.
    console.error(`e2e stack: ${[command, ...args].join(' ')} exited (${signal ?? code})`);
    void stop(1);
  });
  return child;
}

const exited = (child: ChildProcess) =>
  child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise<void>((resolve) => child.once('exit', () => resolve()));

async function stop(code: number): Promise<void> {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  await Promise.all(children.map(exited));
  process.exit(code);
}
// Playwright signals the whole group: the children got the same signal, so only wait for them.
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    void Promise.all(children.map(exited)).then(() => process.exit(0));
  });
}

/** Resolves once `url` answers 2xx (polled every 200 ms). */
async function answers(url: string): Promise<void> {
  while (!stopping) {
    const ok = await fetch(url).then(
      (res) => res.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

start('npx', ['tsx', 'e2e/support/serve-api.ts']);
start('npx', ['tsx', 'e2e/support/serve-chain.ts']);
await Promise.all([
  answers(`http://127.0.0.1:${e2ePorts.api}/api/health`),
  (async () => {
    // The proxy starts last in serve-chain.ts: by then the chain is deployed, and the indexer
    // can start reading it.
    await answers(`http://127.0.0.1:${e2ePorts.rpcProxy}/health`);
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- a signal handler sets `stopping` while this awaits.
    if (!stopping) start('npx', ['tsx', 'e2e/support/serve-indexer.ts']);
    await answers(`http://127.0.0.1:${e2ePorts.indexer}/ready`);
  })(),
]);
// eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- a signal handler sets `stopping` while the services start.
if (!stopping) {
  start(
    'npx',
    ['vite', 'preview', '--outDir', e2eDistDir, '--port', String(e2ePorts.web), '--strictPort'],
    {
      API_PROXY_TARGET: `http://127.0.0.1:${e2ePorts.api}`,
      INDEXER_PROXY_TARGET: `http://127.0.0.1:${e2ePorts.indexer}`,
    },
  );
}
