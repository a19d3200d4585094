import { copyFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../lib';
import { run } from './services';

/** Where the benchmarks build the site: never apps/web/dist, which other work owns. */
export const benchOutDir = path.join(repoRoot, 'bench', '.out');

/**
 * Builds the site for the local chain (31337, with the local test wallet) into `outDir`, reading
 * the chain through `rpcUrl`, which the build bakes in. The one place to change how benchmarks
 * build the site.
 */
export async function buildSite(options: { rpcUrl: string; outDir: string }): Promise<void> {
  if (!/^https?:\/\/[^|;\s]+$/.test(options.rpcUrl)) {
    throw new Error(`buildSite: rpcUrl must be one http(s) URL, not ${options.rpcUrl}`);
  }
  // --emptyOutDir: vite leaves a folder outside apps/web alone unless told to empty it.
  await run('vite build', 'npx', ['vite', 'build', '--outDir', options.outDir, '--emptyOutDir'], {
    cwd: path.join(repoRoot, 'apps', 'web'),
    env: {
      VITE_CHAINS: '31337',
      VITE_RPC_URLS: `31337=${options.rpcUrl}`,
      VITE_LOCAL_TEST_WALLET: 'true',
    },
    timeoutMs: 600_000,
  });
  // `vite preview` answers every unknown page with 404.html (apps/web/scripts/vite-static-site.ts).
  // A bare `vite build` prerenders nothing: the app shell then stands in for every page, as on a
  // single-page host, until this function runs the full build with its prerendered pages.
  const notFound = path.join(options.outDir, '404.html');
  if (!existsSync(notFound)) copyFileSync(path.join(options.outDir, 'index.html'), notFound);
}
