// `npm run build:e2e`: the site as production builds it, once for each part of the browser suite
// (e2e/support/parts.ts), each naming its own stack's address and RPC proxy (the build bakes them
// in). The documents (`npm run pdfs`) are the same for both and made once, first.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { e2eParts } from '../e2e/support/parts';
import { e2ePortOffset, e2ePortsAt } from '../e2e/support/ports';
import { siteBuildCommands } from './site-build';

const webDir = fileURLToPath(new URL('..', import.meta.url));

function run(command: string, args: string[], env: NodeJS.ProcessEnv = {}): void {
  const result = spawnSync(command, args, {
    cwd: webDir,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  if (result.status !== 0) {
    console.error(
      `build:e2e: ${[command, ...args].join(' ')} failed (${result.signal ?? result.status})`,
    );
    process.exit(1);
  }
}

run('npm', ['run', '--silent', 'pdfs']);
for (const part of e2eParts) {
  const ports = e2ePortsAt(e2ePortOffset + part.portOffset);
  const env = {
    VITE_SITE_URL: `http://127.0.0.1:${ports.web}`,
    VITE_CHAINS: '31337',
    VITE_RPC_URLS: `31337=http://127.0.0.1:${ports.rpcProxy}`,
    VITE_LOCAL_TEST_WALLET: 'true',
    // The pseudo-language's pages (/pseudo/…), for e2e/languages.spec.ts's untranslated-text check.
    VITE_PSEUDO_LOCALE: 'true',
  };
  for (const step of siteBuildCommands(part.outDir)) run(step.command, step.args, env);
  console.info(`build:e2e: the ${part.name} part's site in ${part.outDir}`);
}
