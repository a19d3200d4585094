// The whole product on free loopback ports for one benchmark: anvil with ECO deployed and the
// sales open, the counting JSON-RPC proxy in front of it, the API on a throwaway PGlite database,
// and the site built for that proxy and served by `vite preview`.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startLocalChain } from '@eco/contracts/local-chain';
import type { LocalChain } from '@eco/contracts/local-chain';
import { startRpcProxy } from '@eco/web/e2e/rpc-proxy';
import type { RpcCounts } from '@eco/web/e2e/rpc-proxy';
import { repoRoot } from '../lib';
import { benchOutDir, buildSite } from './build-site';
import { freePort, startService, waitForUrl } from './services';
import { startLineAddress } from '@eco/api/start-line';

/** A running benchmark stack; close() stops every part of it and removes its files. */
export interface BenchStack {
  /** The site, e.g. http://127.0.0.1:41234. */
  baseUrl: string;
  /** anvil itself: the test wallet and the benchmark's own checks, never counted. */
  anvilUrl: string;
  /** The counting proxy the site reads the chain through. */
  rpcProxyUrl: string;
  chain: LocalChain;
  /** What the proxy counted since the last reset: HTTP requests and JSON-RPC calls by method. */
  rpcCounts(): Promise<RpcCounts>;
  resetRpcCounts(): Promise<void>;
  close(): Promise<void>;
}

type Cleanup = () => Promise<void> | void;

/** Starts the stack for benchmark `name` (its site is built into bench/.out/<name>-web). */
export async function startBenchStack(name: string): Promise<BenchStack> {
  const cleanups: Cleanup[] = [];
  let closing: Promise<void> | undefined;
  const close = () =>
    (closing ??= (async () => {
      process.off('SIGINT', onSignal);
      process.off('SIGTERM', onSignal);
      for (const cleanup of cleanups.reverse()) {
        try {
          await cleanup();
        } catch (error) {
          console.warn(`bench ${name}: cleanup failed: ${String(error)}`);
        }
      }
    })());
  // Ctrl-C or a kill would end this process without running `finally` blocks.
  const onSignal = (signal: NodeJS.Signals) => {
    console.warn(`bench ${name}: ${signal}, stopping the stack`);
    void close().finally(() => process.exit(130));
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);

  try {
    const chain = await startLocalChain({ port: 0 });
    cleanups.push(() => chain.stop());

    // The site bakes the proxy's URL in at build time: it listens (on a port the system chose)
    // before the build.
    const proxy = await startRpcProxy({ target: chain.rpcUrl, port: 0 });
    cleanups.push(() => proxy.close());

    // The site's own address is baked into the build (canonical links, sitemap) and the API's
    // allowed origins, so its port is chosen before anything starts; `--strictPort` below fails
    // loudly if it is taken meanwhile. The API binds a port the system picks and says which.
    const webPort = await freePort();
    const baseUrl = `http://127.0.0.1:${webPort}`;
    const dataDir = mkdtempSync(path.join(tmpdir(), `eco-bench-${name}-api-`));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));

    const api = startService('api', 'npx', ['tsx', 'src/server.ts'], {
      cwd: path.join(repoRoot, 'apps', 'api'),
      env: {
        NODE_ENV: 'test',
        HOST: '127.0.0.1',
        PORT: '0',
        PGLITE_DIR: dataDir,
        LOG_LEVEL: 'warn',
        WEB_ORIGINS: baseUrl,
        SITE_URL: baseUrl,
        RPC_URL: chain.rpcUrl,
        ECO_CHAIN_ID: '31337',
        RATE_LIMITS: 'on',
        SMTP_URL: '',
      },
    });
    // Stopped before its database folder is removed (cleanups run in reverse).
    cleanups.push(() => api.stop(10_000));

    const outDir = path.join(benchOutDir, `${name}-web`);
    const [apiUrl] = await Promise.all([
      waitForUrl(startLineAddress, api, 120_000, '/api/health'),
      buildSite({ rpcUrl: proxy.url, outDir, siteUrl: baseUrl }),
    ]);

    const preview = startService(
      'vite preview',
      'npx',
      ['vite', 'preview', '--outDir', outDir, '--port', String(webPort), '--strictPort'],
      { cwd: path.join(repoRoot, 'apps', 'web'), env: { API_PROXY_TARGET: apiUrl } },
    );
    cleanups.push(() => preview.stop());
    await waitForUrl(baseUrl, preview, 60_000);

    const control = async (route: string, method: 'GET' | 'POST') => {
      const res = await fetch(`${proxy.url}${route}`, { method });
      if (!res.ok) throw new Error(`RPC proxy ${route}: HTTP ${res.status}`);
      return res.json() as Promise<unknown>;
    };
    return {
      baseUrl,
      anvilUrl: chain.rpcUrl,
      rpcProxyUrl: proxy.url,
      chain,
      rpcCounts: async () => (await control('/__counts', 'GET')) as RpcCounts,
      resetRpcCounts: async () => {
        await control('/__reset', 'POST');
      },
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}
