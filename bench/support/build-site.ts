import path from 'node:path';
import { siteBuildCommands } from '../../apps/web/scripts/site-build';
import { repoRoot } from '../lib';
import { run, startService, waitForUrl } from './services';
import type { Cleanup } from './services';

/** Where the benchmarks build the site: never apps/web/dist, which other work owns. */
export const benchOutDir = path.join(repoRoot, 'bench', '.out');

const webDir = path.join(repoRoot, 'apps', 'web');

/**
 * Builds the site for the local chain (31337, with the local test wallet) into `outDir`, reading
 * the chain through `rpcUrl`, which the build bakes in. The one place to change how benchmarks
 * build the site.
 */
export async function buildSite(options: {
  rpcUrl: string;
  outDir: string;
  /** The origin the site is served at (canonical and share links). */
  siteUrl: string;
}): Promise<void> {
  if (!/^https?:\/\/[^|;\s]+$/.test(options.rpcUrl)) {
    throw new Error(`buildSite: rpcUrl must be one http(s) URL, not ${options.rpcUrl}`);
  }
  await buildProductionSite(options.outDir, {
    VITE_CHAINS: '31337',
    VITE_RPC_URLS: `31337=${options.rpcUrl}`,
    VITE_LOCAL_TEST_WALLET: 'true',
    VITE_SITE_URL: options.siteUrl,
  });
}

/**
 * Builds the site as `npm run build -w apps/web` does, with the settings of the environment
 * (by default the public networks, as deployed), into `outDir`.
 */
export async function buildProductionSite(
  outDir: string,
  env: NodeJS.ProcessEnv = {},
): Promise<void> {
  const web = { cwd: webDir, env, timeoutMs: 600_000 };
  for (const step of siteBuildCommands(outDir)) await run(step.name, step.command, step.args, web);
}

/**
 * Serves the build in `outDir` with `vite preview`, as a static host would, on `port` (0: one the
 * system picks); resolves to the address it printed (uncoloured with NO_COLOR).
 */
export function previewSite(
  cleanup: Cleanup,
  outDir: string,
  port: number,
  env: NodeJS.ProcessEnv = {},
): Promise<string> {
  const preview = startService(
    'vite preview',
    'npx',
    ['vite', 'preview', '--outDir', outDir, '--port', String(port), '--strictPort'],
    { cwd: webDir, env: { NO_COLOR: '1', ...env } },
  );
  cleanup.defer(() => preview.stop());
  return waitForUrl(/Local:\s+(http:\/\/[\d.]+:\d+)/, preview);
}
